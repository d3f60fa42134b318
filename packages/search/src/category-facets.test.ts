import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_FACET,
  CATEGORY_FACETS,
  CATEGORY_TYPE_PATHS,
  type CategoryType,
  CERTIFICATION_FACET,
  categoryFacets,
  categoryListingFacetFields,
  categoryTypeOf,
  type FacetProduct,
  facetOffered,
  facetValueLabels,
  formatQuantity,
  orderFacetValues,
  PRICE_FACET,
  parseQuantity,
  priceBandValue,
  priceBandValuesOf,
  productFacetValues,
  SUBCATEGORY_FACET,
} from './category-facets';
import { type PriceBand, priceBands } from './page-model';

// Issue 20: category pages offer the facets shoppers compare by, per category type.

// A weightlifting bar as the demo catalogue has it, in English and in Swedish.
const bar: FacetProduct = {
  specifications: [
    { key: 'weight', value: '20 kg' },
    { key: 'length', value: '2200 mm' },
    { key: 'shaftDiameter', value: '28.5 mm' },
    { key: 'knurl', value: 'IWF competition knurl' },
    { key: 'whip', value: 'High' },
  ],
  variants: [
    { options: { sleeve: 'Needle bearing', finish: 'Hard chrome' } },
    { options: { sleeve: 'Needle bearing', finish: 'Black zinc' } },
    { options: { sleeve: 'Composite bushing', finish: 'Hard chrome' } },
  ],
};
const barSv: FacetProduct = {
  specifications: [
    { key: 'weight', value: '20 kg' },
    { key: 'length', value: '2200 mm' },
    { key: 'shaftDiameter', value: '28.5 mm' },
    { key: 'knurl', value: 'IWF-tävlingsräffling' },
    { key: 'whip', value: 'Hög' },
  ],
  variants: [
    { options: { sleeve: 'Nållager', finish: 'Hårdförkromad' } },
    { options: { sleeve: 'Nållager', finish: 'Svart zink' } },
    { options: { sleeve: 'Kompositbussning', finish: 'Hårdförkromad' } },
  ],
};

describe('categoryTypeOf', () => {
  it.each<[string, CategoryType | null]>([
    ['/equipment/bars', 'bars'],
    ['/equipment/bars/weightlifting', 'bars'],
    ['/equipment/plates/fitness', 'plates'],
    ['/equipment/dumbbells/rotating', 'dumbbells'],
    ['/equipment/racks-and-rigs/racks', 'racks'],
    ['/equipment/machines/plate-loaded', 'machines'],
    ['/equipment/cardio/rowers', 'cardio'],
    ['/gear/apparel/tops', 'apparel'],
    ['/gear/liftinggear/belts', 'liftingGear'],
    ['/equipment/barsets', null],
    ['/competition', null],
    ['/equipment', null],
    ['', null],
  ])('%s → %s', (path, type) => {
    expect(categoryTypeOf(path)).toBe(type);
  });

  it('every type path names its own type', () => {
    for (const [type, path] of Object.entries(CATEGORY_TYPE_PATHS)) expect(categoryTypeOf(path)).toBe(type);
  });
});

describe('categoryListingFacetFields', () => {
  it('a bars category offers weight, shaft diameter, knurl, sleeve and finish between sub-category and certification', () => {
    expect(categoryListingFacetFields('/equipment/bars/weightlifting', { pricesShown: true })).toEqual([
      SUBCATEGORY_FACET,
      'weight',
      'shaft',
      'knurl',
      'sleeve',
      'finish',
      CERTIFICATION_FACET,
      PRICE_FACET,
      AVAILABILITY_FACET,
    ]);
  });

  it.each(Object.keys(CATEGORY_TYPE_PATHS) as CategoryType[])(
    '%s: no price or availability facet where prices are hidden, both where they show',
    (type) => {
      const path = CATEGORY_TYPE_PATHS[type];
      const hidden = categoryListingFacetFields(path, { pricesShown: false });
      expect(hidden).not.toContain(PRICE_FACET);
      expect(hidden).not.toContain(AVAILABILITY_FACET);
      const shown = categoryListingFacetFields(path, { pricesShown: true });
      expect(shown.slice(-2)).toEqual([PRICE_FACET, AVAILABILITY_FACET]);
      expect(shown.slice(0, -2)).toEqual(hidden);
    },
  );

  it.each<[string, string[]]>([
    ['/equipment/plates/weightlifting', ['weight', 'tolerance']],
    ['/equipment/dumbbells', ['weight']],
    ['/equipment/racks-and-rigs', ['height', 'upright', 'colour']],
    ['/equipment/machines/selectorized', ['resistance', 'frame']],
    ['/equipment/cardio', ['console', 'power', 'max_user']],
    ['/gear/apparel/tops', ['size', 'colour']],
    ['/competition', []],
  ])('%s offers %j', (path, fields) => {
    expect(categoryFacets(path).map((entry) => entry.field)).toEqual(fields);
  });

  it('gives each type distinct fields that are not the listing’s own and fit a URL parameter', () => {
    for (const facets of Object.values(CATEGORY_FACETS)) {
      const fields = facets.map((entry) => entry.field);
      expect(new Set(fields).size).toBe(fields.length);
      for (const field of fields) {
        expect(field).toMatch(/^[a-z0-9_]+$/);
        expect([SUBCATEGORY_FACET, CERTIFICATION_FACET, PRICE_FACET, AVAILABILITY_FACET]).not.toContain(
          field,
        );
      }
    }
  });
});

describe('productFacetValues', () => {
  it('reads specifications and the options of every variant, each value once', () => {
    expect(productFacetValues(categoryFacets('/equipment/bars'), bar)).toEqual({
      weight: ['20 kg'],
      shaft: ['28.5 mm'],
      knurl: ['IWF competition knurl'],
      sleeve: ['Needle bearing', 'Composite bushing'],
      finish: ['Hard chrome', 'Black zinc'],
    });
  });

  it('normalises quantities and leaves a product without the specification without values', () => {
    const plate: FacetProduct = {
      specifications: [],
      variants: [
        { options: { weight: '2.50 kg' } },
        { options: { weight: '45lb' } },
        { options: { weight: '2.5 kg' } },
      ],
    };
    expect(productFacetValues(categoryFacets('/equipment/plates'), plate)).toEqual({
      weight: ['2.5 kg', '45 lb'],
      tolerance: [],
    });
  });
});

describe('facetValueLabels', () => {
  const facets = categoryFacets('/equipment/bars');

  it('labels words with the page language’s catalogue texts and keeps the base-language keys', () => {
    const labels = facetValueLabels(facets, bar, barSv, 'sv-se');
    expect(labels.finish).toEqual({ 'Hard chrome': 'Hårdförkromad', 'Black zinc': 'Svart zink' });
    expect(labels.sleeve).toEqual({ 'Needle bearing': 'Nållager', 'Composite bushing': 'Kompositbussning' });
    expect(labels.knurl).toEqual({ 'IWF competition knurl': 'IWF-tävlingsräffling' });
  });

  it('pairs texts by position, so two words translated alike keep their own keys', () => {
    const english: FacetProduct = {
      specifications: [],
      variants: [
        { options: { finish: 'Black zinc' } },
        { options: {} },
        { options: { finish: 'Black oxide' } },
      ],
    };
    const french: FacetProduct = {
      specifications: [],
      variants: [{ options: { finish: 'Noir' } }, { options: {} }, { options: { finish: 'Noir' } }],
    };
    expect(facetValueLabels(facets, english, french, 'fr-fr').finish).toEqual({
      'Black zinc': 'Noir',
      'Black oxide': 'Noir',
    });
    expect(productFacetValues(facets, english).finish).toEqual(['Black zinc', 'Black oxide']);
  });

  it.each([
    ['en-us', '28.5 mm'],
    ['sv-se', '28,5 mm'],
    ['de-de', '28,5 mm'],
    ['fr-fr', '28,5 mm'],
  ])('formats a shaft diameter for %s as %s', (locale, label) => {
    // fr separates number and unit with a no-break space.
    expect(facetValueLabels(facets, bar, bar, locale).shaft?.['28.5 mm']?.replace(/\s/g, ' ')).toBe(label);
  });
});

describe('formatQuantity and parseQuantity', () => {
  it.each([
    ['20 kg', 'en-us', '20 kg'],
    ['0.25 kg', 'de-de', '0,25 kg'],
    ['45 lb', 'en-us', '45 lb'],
    ['215 cm', 'sv-se', '215 cm'],
    ['Plate loaded', 'en-us', 'Plate loaded'],
  ])('%s in %s reads %s', (value, locale, label) => {
    expect(formatQuantity(value, locale).replace(/\s/g, ' ')).toBe(label);
  });

  it('reads only a number and a known unit', () => {
    expect(parseQuantity('28.5 mm')).toEqual({ amount: 28.5, unit: 'mm' });
    expect(parseQuantity('80 × 80 mm')).toBeNull();
    expect(parseQuantity('1500 MPa')).toBeNull();
  });
});

describe('orderFacetValues', () => {
  const values = (...keys: string[]) => keys.map((value) => ({ value, count: 1 }));
  const keys = (list: { value: string }[]) => list.map((entry) => entry.value);

  it('orders quantities by size across units', () => {
    expect(
      keys(orderFacetValues('quantity', values('20 kg', '10 lb', '2.5 kg', '5 kg'), { locale: 'en' })),
    ).toEqual(['2.5 kg', '10 lb', '5 kg', '20 kg']);
  });

  it('orders clothing sizes XS to XXL', () => {
    expect(keys(orderFacetValues('size', values('XL', 'S', 'ONE', 'XS', 'M'), { locale: 'en' }))).toEqual([
      'XS',
      'S',
      'M',
      'XL',
      'ONE',
    ]);
  });

  it('orders words by their label in the page language', () => {
    const labels = { 'Black zinc': 'Zinc noir', 'Hard chrome': 'Chrome dur', Cerakote: 'Cérakote' };
    expect(
      keys(
        orderFacetValues('text', values('Black zinc', 'Hard chrome', 'Cerakote'), { locale: 'fr', labels }),
      ),
    ).toEqual(['Cerakote', 'Hard chrome', 'Black zinc']);
  });
});

describe('price bands of a listing', () => {
  const bands = priceBands([120, 180, 250, 400, 900, 1200, 1500]);

  it('puts every price in exactly the band that holds it', () => {
    expect(bands.length).toBeGreaterThan(2);
    for (const price of [0, 120, 199.99, 250, 1500, 10_000]) {
      const holding = bands.filter(
        (band) =>
          (band.from === undefined || price >= band.from) && (band.to === undefined || price < band.to),
      );
      expect(holding).toHaveLength(1);
      expect(priceBandValuesOf(price, bands)).toEqual([priceBandValue(holding[0] as PriceBand)]);
    }
  });

  it('names a band by its bounds, an open end left empty', () => {
    expect(priceBandValue({ to: 200 })).toBe('-200');
    expect(priceBandValue({ from: 200, to: 800 })).toBe('200-800');
    expect(priceBandValue({ from: 800 })).toBe('800-');
  });

  it('gives no band without a price or without bands', () => {
    expect(priceBandValuesOf(undefined, bands)).toEqual([]);
    expect(priceBandValuesOf(Number.NaN, bands)).toEqual([]);
    expect(priceBandValuesOf(100, [])).toEqual([]);
  });
});

describe('facetOffered', () => {
  const one = [{ value: 'iwf', count: 2 }];
  it.each<[string, { value: string; count: number }[], string[], number, boolean]>([
    ['one value every product has: nothing to choose', one, [], 2, false],
    ['one value some products lack: it narrows', one, [], 5, true],
    ['a selected value stays clearable', one, ['iwf'], 2, true],
    ['two values', [...one, { value: 'ipf', count: 0 }], [], 2, true],
    ['no values', [], [], 4, false],
  ])('%s', (_, values, selected, unfiltered, offered) => {
    expect(facetOffered(values, selected, unfiltered)).toBe(offered);
  });
});
