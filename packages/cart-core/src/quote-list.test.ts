import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeConfiguration,
  encodeConfiguration,
  hasQuoteContents,
  listLines,
  quoteContents,
} from './quote-list';
import type { Build } from './schemas';

const build = (code: string, quantity = 1): Build => ({
  configuratorName: 'barbell-set',
  name: `Barbell Set ${code.split('_')[1]}`,
  code,
  quantity,
  configuration: { bar: '20', collars: 'none' },
});

describe('listLines', () => {
  it('keeps list order and each quantity', () => {
    expect(listLines({ B: { quantity: 2 }, A: { quantity: 1 } })).toEqual([
      { code: 'B', quantity: 2 },
      { code: 'A', quantity: 1 },
    ]);
  });

  it.each([[0], [-1], [1.5], [Number.NaN]])('leaves out a line of quantity %s', (quantity) => {
    expect(listLines({ A: { quantity }, B: { quantity: 3 } })).toEqual([{ code: 'B', quantity: 3 }]);
  });
});

describe('quoteContents', () => {
  it('takes the favourites as lines and the builds with at least one unit', () => {
    const contents = quoteContents({ A: { quantity: 4 } }, [
      build('barbell-set_1'),
      build('barbell-set_2', 0),
    ]);
    expect(contents.lines).toEqual([{ code: 'A', quantity: 4 }]);
    expect(contents.builds.map((entry) => entry.code)).toEqual(['barbell-set_1']);
  });

  it('copies the builds so the request never shares the store’s objects', () => {
    const builds = [build('barbell-set_1')];
    const contents = quoteContents({}, builds);
    expect(contents.builds[0]).toEqual(builds[0]);
    expect(contents.builds[0]).not.toBe(builds[0]);
    expect(contents.builds[0]?.configuration).not.toBe(builds[0]?.configuration);
  });

  it('is empty without favourites or builds', () => {
    expect(hasQuoteContents(quoteContents({}, []))).toBe(false);
    expect(hasQuoteContents(quoteContents({}, [build('barbell-set_1')]))).toBe(true);
    expect(hasQuoteContents(quoteContents({ A: { quantity: 1 } }, []))).toBe(true);
  });
});

describe('encodeConfiguration / decodeConfiguration', () => {
  const allowed = { bar: ['20', '15'], plates: ['25,20,10', ''], collars: ['competition', 'none'] };

  it('gives equal links for equal configurations in any key order', () => {
    expect(encodeConfiguration({ collars: 'none', bar: '20' })).toBe(
      encodeConfiguration({ bar: '20', collars: 'none' }),
    );
    expect(encodeConfiguration({ bar: '20', plates: '25,20,10' })).toBe('bar=20&plates=25%2C20%2C10');
  });

  it('drops unknown options and values that are not offered', () => {
    expect(decodeConfiguration('bar=99&plates=25%2C20%2C10&evil=%3Cscript%3E', allowed)).toEqual({
      plates: '25,20,10',
    });
    expect(decodeConfiguration('__proto__=x&constructor=y', allowed)).toEqual({});
  });

  it.each([[null], [undefined], ['']])('reads %s as no configuration', (encoded) => {
    expect(decodeConfiguration(encoded, allowed)).toEqual({});
  });

  it('restores every allowed configuration it encoded', () => {
    const configuration = fc.record({
      bar: fc.constantFrom(...allowed.bar),
      plates: fc.constantFrom(...allowed.plates),
      collars: fc.constantFrom(...allowed.collars),
    });
    fc.assert(
      fc.property(configuration, (value) => {
        expect(decodeConfiguration(encodeConfiguration(value), allowed)).toEqual(value);
      }),
    );
  });
});
