import { describe, expect, it } from 'vitest';
import { type CategoryListingProduct, categoryListingView } from './category-listing';

interface Bar extends CategoryListingProduct {
  code: string;
  price?: number;
  availability?: string;
}

const bar = (code: string, rank: number, fields: Partial<Bar> & { shaft: string; knurl: string }): Bar => ({
  code,
  name: `Bar ${code}`,
  recommended: rank,
  category: fields.category ?? '/equipment/bars/weightlifting',
  certification: fields.certification ?? [],
  facets: { shaft: [fields.shaft], knurl: [fields.knurl] },
  ...(fields.price !== undefined ? { price: fields.price } : {}),
  ...(fields.availability !== undefined ? { availability: fields.availability } : {}),
});

const bars: Bar[] = [
  bar('a', 3, {
    shaft: '28 mm',
    knurl: 'Volcano',
    price: 250,
    availability: 'in-stock',
    certification: ['iwf'],
  }),
  bar('b', 1, {
    shaft: '25 mm',
    knurl: 'Volcano',
    price: 400,
    availability: 'in-stock',
    certification: ['iwf'],
  }),
  bar('c', 2, { shaft: '28 mm', knurl: 'Hill', price: 900, availability: 'pre-order' }),
  bar('d', 4, { shaft: '28.5 mm', knurl: 'Hill', price: 1_400, category: '/equipment/bars/powerlifting' }),
  bar('e', 5, { shaft: '29 mm', knurl: 'Volcano', price: 2_000, availability: 'in-stock' }),
];

const view = (query: string, pricesShown = true) =>
  categoryListingView({
    path: '/equipment/bars',
    products: bars,
    params: new URLSearchParams(query),
    pricesShown,
    priceOf: (product) => product.price,
    availabilityOf: (product) => product.availability,
    subcategories: [
      { path: '/equipment/bars/weightlifting', label: 'Weightlifting' },
      { path: '/equipment/bars/powerlifting', label: 'Powerlifting' },
      { path: '/equipment/bars/technique', label: 'Technique' },
    ],
    specFacets: [
      { field: 'shaft', kind: 'quantity' },
      { field: 'knurl', kind: 'text' },
    ],
    specLabels: { knurl: { Volcano: 'Vulkan', Hill: 'Kulle' } },
    locale: 'sv-se',
  });

describe('categoryListingView', () => {
  it("offers the category type's facets in order, price and availability last", () => {
    expect(view('').groups.map((group) => [group.field, group.kind])).toEqual([
      ['category', 'subcategory'],
      ['shaft', 'specification'],
      ['knurl', 'specification'],
      ['cert', 'certification'],
      ['price', 'price'],
      ['availability', 'availability'],
    ]);
  });

  it("reads each product's price and availability once, however many facets count them", () => {
    const reads = { price: new Map<string, number>(), availability: new Map<string, number>() };
    const count = (map: Map<string, number>, code: string) => map.set(code, (map.get(code) ?? 0) + 1);
    const listing = categoryListingView({
      path: '/equipment/bars',
      products: bars,
      params: new URLSearchParams('knurl=Hill&price=-1000'),
      pricesShown: true,
      priceOf: (product) => (count(reads.price, product.code), product.price),
      availabilityOf: (product) => (count(reads.availability, product.code), product.availability),
      subcategories: [],
      specFacets: [{ field: 'knurl', kind: 'text' }],
      specLabels: {},
      locale: 'en-us',
    });
    expect(listing.groups.map((group) => group.field)).toContain('availability');
    expect([...reads.price.values()]).toEqual(bars.map(() => 1));
    expect([...reads.availability.values()]).toEqual(bars.map(() => 1));
  });

  it('offers no price or availability facet where prices are hidden, and ignores their parameters', () => {
    const hidden = view('price=-300&availability=pre-order', false);
    expect(hidden.groups.map((group) => group.field)).not.toContain('price');
    expect(hidden.groups.map((group) => group.field)).not.toContain('availability');
    expect(hidden.visible).toHaveLength(bars.length);
  });

  it('labels values from the data, orders quantities by size and words by their label', () => {
    const groups = view('').groups;
    const shaft = groups.find((group) => group.field === 'shaft');
    expect(shaft?.values.map((entry) => entry.value)).toEqual(['25 mm', '28 mm', '28.5 mm', '29 mm']);
    const knurl = groups.find((group) => group.field === 'knurl');
    expect(knurl?.values.map((entry) => [entry.label, entry.count])).toEqual([
      ['Kulle', 2],
      ['Vulkan', 3],
    ]);
    expect(groups.find((group) => group.field === 'cert')?.values[0]?.label).toBe('IWF');
  });

  it('shows every sub-category, even one without products, with its count', () => {
    const sub = view('').groups.find((group) => group.kind === 'subcategory');
    expect(sub?.values.map((entry) => [entry.label, entry.count])).toEqual([
      ['Weightlifting', 4],
      ['Powerlifting', 1],
      ['Technique', 0],
    ]);
  });

  it('counts what selecting a value shows, with the other choices applied', () => {
    const chosen = view('knurl=Volcano');
    expect(chosen.visible.map((product) => product.code)).toEqual(['b', 'a', 'e']);
    expect(chosen.activeCount).toBe(1);
    for (const group of chosen.groups) {
      for (const entry of group.values) {
        if (group.kind === 'subcategory') continue;
        const selected = new URLSearchParams('knurl=Volcano');
        if (group.field !== 'knurl') selected.append(group.field, entry.value);
        else selected.set('knurl', entry.value);
        expect(view(selected.toString()).visible, `${group.field}=${entry.value}`).toHaveLength(entry.count);
      }
    }
  });

  it('gives price values their band and sorts by the sort parameter', () => {
    const priced = view('sort=bp_name.desc');
    const price = priced.groups.find((group) => group.kind === 'price');
    expect(price?.values.every((entry) => entry.band !== undefined)).toBe(true);
    expect(price?.values.reduce((sum, entry) => sum + entry.count, 0)).toBe(bars.length);
    expect(priced.sort).toBe('bp_name.desc');
    expect(priced.visible.map((product) => product.code)).toEqual(['e', 'd', 'c', 'b', 'a']);
  });
});
