import { describe, expect, it } from 'vitest';
import { barComparison, comparedBarsFromParam, comparedBarsQuery } from './bar-comparison';
import { cardData } from './catalogue-view';
import { demoCatalogue } from './demo';

describe('barComparison', () => {
  const bars = demoCatalogue().getProductsInCategory('/equipment/bars');
  const [first, second] = bars.filter((product) => product.specifications.length > 0);

  it('offers every bar with specifications, named, linked and pictured as on its card', () => {
    const { bars: compared } = barComparison(bars, 'sv-se');
    expect(compared).toHaveLength(bars.filter((product) => product.specifications.length > 0).length);
    const card = cardData(first!, 'sv-se');
    expect(compared[0]).toEqual({
      code: first!.code,
      variantCode: card.code,
      name: card.name,
      href: card.href,
      image: card.image,
      specs: Object.fromEntries(first!.specifications.map((spec) => [spec.key, spec.value])),
    });
  });

  it('has one row per specification key of any bar, first seen first', () => {
    const extra = { ...second!, specifications: [{ key: 'colour', label: 'Colour', value: 'Red' }] };
    const { specRows } = barComparison(
      [first!, { ...first!, code: 'NONE', specifications: [] }, extra],
      'en-us',
    );
    expect(specRows).toEqual([
      ...first!.specifications.map(({ key, label }) => ({ key, label })),
      { key: 'colour', label: 'Colour' },
    ]);
  });
});

describe('comparedBarsFromParam', () => {
  const known = new Set(['A', 'B', 'C', 'D']);

  it.each([
    [null, []],
    ['', []],
    ['A', ['A']],
    ['B,A', ['B', 'A']],
    [' A , C ', ['A', 'C']],
    ['A,A,B', ['A', 'B']],
    ['X,A,Y,B', ['A', 'B']],
    ['A,B,C,D', ['A', 'B', 'C']],
  ])('reads %j as %j (known codes, each once, URL order, at most 3)', (value, expected) => {
    expect(comparedBarsFromParam(value, known, 3)).toEqual(expected);
  });
});

describe('comparedBarsQuery', () => {
  it.each([
    ['', ['A', 'B'], 'bars=A,B'],
    ['bars=A', ['A', 'C'], 'bars=A,C'],
    ['utm_source=mail&bars=A,B', ['B'], 'utm_source=mail&bars=B'],
    ['bars=A,B&utm_source=mail', [], 'utm_source=mail'],
    ['bars=A', [], ''],
    ['q=a%2Cb', ['A'], 'q=a,b&bars=A'],
  ])('turns %j with %j compared into %j', (query, codes, expected) => {
    expect(comparedBarsQuery(query, codes)).toBe(expected);
  });
});
