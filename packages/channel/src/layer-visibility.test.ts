import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locales } from './channels';
import { layerVisibility } from './layer-visibility';

const RULE = 'en-us, *-eu, !de-de, global, *';

describe('layerVisibility', () => {
  it.each([
    // rule, locale, visible, include, exclude
    [RULE, 'en-us', true, 10, 0],
    [RULE, 'sv-se', true, 5, 0],
    [RULE, 'de-de', false, 5, 10],
    [RULE, 'en', true, 3, 0],
    [RULE, 'en-au', true, 1, 0],
    ['', 'de-de', true, 0, 0],
    ['   ', 'en', true, 0, 0],
    [' , ', 'en', true, 0, 0],
    [null, 'en-us', true, 0, 0],
    [undefined, 'en-us', true, 0, 0],
    ['*', 'en-ae', true, 1, 0],
    ['sv-se', 'en-us', false, 0, 0],
    ['!en-us', 'en-us', false, 0, 10],
    ['!en-us', 'sv-se', false, 0, 0],
    ['*, !en-us', 'sv-se', true, 1, 0],
    ['*, !*-eu', 'fr-fr', false, 1, 5],
    ['!*-eu, sv-se', 'sv-se', true, 10, 5],
    ['*-eu, !*-eu', 'sv-se', true, 5, 5],
    ['*-na', 'en-ca', true, 5, 0],
    ['*-na', 'en-gb', false, 0, 0],
    ['*-global', 'en', false, 0, 0],
    ['global', 'en-us', false, 0, 0],
    ['global, !*', 'en', true, 3, 1],
    ['en', 'en', true, 10, 0],
    ['*-eu', 'xx-yy', false, 0, 0],
    ['xx-yy', 'xx-yy', true, 10, 0],
    ['*, !global', 'en', false, 1, 3],
  ])('rule %j on %s → visible %s (include %i, exclude %i)', (rule, locale, visible, include, exclude) => {
    expect(layerVisibility(rule, locale)).toEqual({ visible, include, exclude });
  });

  const entryArb = fc.constantFrom('en-us', 'sv-se', 'de-de', '*-eu', '*-na', 'global', '*', 'fr-fr', 'en');
  const ruleArb = fc.array(fc.tuple(fc.boolean(), entryArb), { maxLength: 6 });
  const randomCase = (text: string, flips: boolean[]) =>
    [...text]
      .map((char, index) => (flips[index % Math.max(flips.length, 1)] ? char.toUpperCase() : char))
      .join('');

  it('is case- and whitespace-insensitive (property)', () => {
    fc.assert(
      fc.property(
        ruleArb,
        fc.constantFrom(...locales),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
        fc.array(fc.constantFrom(' ', '\t', '\n', '  '), { minLength: 1, maxLength: 5 }),
        (entries, locale, flips, spaces) => {
          const plain = entries.map(([not, pattern]) => `${not ? '!' : ''}${pattern}`).join(',');
          const noisy = entries
            .map(([not, pattern], index) => {
              const pad = spaces[index % spaces.length] ?? ' ';
              return `${pad}${not ? `!${pad}` : ''}${randomCase(pattern, flips)}${pad}`;
            })
            .join(',');
          expect(layerVisibility(noisy, randomCase(locale, flips))).toEqual(layerVisibility(plain, locale));
        },
      ),
    );
  });

  it('shows a layer whenever an exact include entry is present (property)', () => {
    fc.assert(
      fc.property(ruleArb, fc.constantFrom(...locales), (entries, locale) => {
        const rule = [...entries.map(([not, pattern]) => `${not ? '!' : ''}${pattern}`), locale].join(',');
        expect(layerVisibility(rule, locale).visible).toBe(true);
      }),
    );
  });
});
