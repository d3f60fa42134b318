import { variantInfoSchema } from '@ironmark/cart-core';
import { channels } from '@ironmark/channel';
import { mediaAssetSchema } from '@ironmark/media';
import {
  CATEGORY_FACETS,
  CATEGORY_TYPE_PATHS,
  type CategoryType,
  productSearchDocumentSchema,
} from '@ironmark/search';
import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../demo';
import { IMAGE_FORMATS } from './images';

const catalogue = demoCatalogue();
const NOW = Date.parse('2026-11-01T00:00:00.000Z');

// spec §2: every leaf path of the static fallback menu under equipment, gear and the collections.
const MENU_LEAVES = [
  '/configurator-options',
  '/equipment/free-weights',
  ...['weightlifting', 'powerlifting', 'hybridbars', 'specialty', 'experience'].map(
    (p) => `/equipment/bars/${p}`,
  ),
  '/equipment/barbell-collars',
  ...['weightlifting', 'powerlifting', 'fitness'].map((p) => `/equipment/plates/${p}`),
  '/equipment/liftingsets',
  '/equipment/dumbbells/fixed',
  '/equipment/dumbbells/rotating',
  '/equipment/kettlebells',
  '/equipment/strength-systems',
  ...['racks', 'rigs', 'fitness-attachments', 'storage-attachments', 'outdoor', 'experience'].map(
    (p) => `/equipment/racks-and-rigs/${p}`,
  ),
  ...['stations', 'attachments', 'experience'].map((p) => `/equipment/cables/${p}`),
  ...['selectorized', 'plate-loaded', 'multi-station'].map((p) => `/equipment/machines/${p}`),
  '/equipment/benches/workout',
  '/equipment/benches/competition',
  '/equipment/platforms/freestanding',
  '/equipment/platforms/sound-reduction',
  '/equipment/flooring',
  ...['free-standing', 'wall-mounted', 'prestera', 'competition'].map((p) => `/equipment/storage/${p}`),
  '/equipment/accessories/training',
  '/equipment/accessories/competition',
  ...['bikes', 'rowers', 'treadmills', 'cross-trainers', 'climbers', 'ski-ergs'].map(
    (p) => `/equipment/cardio/${p}`,
  ),
  '/outlet',
  '/competition',
  '/gear/featured',
  ...['belts', 'straps', 'knee-support', 'wrist-wraps'].map((p) => `/gear/liftinggear/${p}`),
  ...['tops', 'bottoms', 'singlets'].map((p) => `/gear/apparel/${p}`),
  '/gear/accessories',
];

describe('demo catalogue', () => {
  it('has at least 250 products and 600 variants with unique codes and slugs', () => {
    const products = catalogue.allProducts();
    const variants = catalogue.allVariants();
    expect(products.length).toBeGreaterThanOrEqual(250);
    expect(variants.length).toBeGreaterThanOrEqual(600);
    expect(new Set(variants.map((v) => v.code)).size).toBe(variants.length);
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
  });

  it.each(MENU_LEAVES)('populates the menu leaf %s', (path) => {
    expect(catalogue.getCategory(path)).toBeDefined();
    expect(catalogue.getProductsInCategory(path).length).toBeGreaterThan(0);
  });

  it('includes products of sub-categories in a parent category', () => {
    const bars = catalogue.getProductsInCategory('/equipment/bars');
    expect(bars.some((p) => p.categories.includes('/equipment/bars/weightlifting'))).toBe(true);
    expect(catalogue.getCategory('/equipment/bars')?.children).toContain('/equipment/bars/powerlifting');
  });

  it('gives bars the full specification set', () => {
    const bar = catalogue.getProductByCode('IM-BAR-WL-20M');
    expect(bar?.specifications.map((s) => s.key)).toEqual([
      'weight',
      'length',
      'shaftDiameter',
      'knurl',
      'sleeveRotation',
      'whip',
      'tensileStrength',
      'certification',
    ]);
    expect(bar?.downloads[0]?.url).toMatch(/^\/downloads\/manuals\/.+\.pdf$/);
  });

  it('colours IWF plates by weight', () => {
    const colours = Object.fromEntries(
      (catalogue.getProductByCode('IM-PL-WL-COMP')?.variants ?? []).map((v) => [
        v.options.weight,
        v.visual.colour,
      ]),
    );
    expect(colours).toEqual({
      '10 kg': '#1d8a3a',
      '15 kg': '#f2c500',
      '20 kg': '#1f4e9c',
      '25 kg': '#c8102e',
    });
  });

  it('carries every product flag, size charts, related products and reviews somewhere', () => {
    const products = catalogue.allProducts();
    for (const flag of [
      'discontinued',
      'limitedEdition',
      'newArrival',
      'commingSoon',
      'freeGift',
      'madeToOrder',
    ] as const) {
      expect(products.some((p) => p.flags[flag])).toBe(true);
    }
    expect(new Set(products.map((p) => p.soldAs))).toEqual(new Set(['individually', 'pair', 'set']));
    expect(products.some((p) => p.sizeChart)).toBe(true);
    expect(products.every((p) => p.related.every((code) => catalogue.getProductByCode(code)))).toBe(true);
    expect(products.filter((p) => p.reviews.length > 0).length).toBeGreaterThan(100);
  });

  it('gets a product by slug and a variant by code', () => {
    const product = catalogue.getProduct('iwf-weightlifting-competition-bar-20-kg');
    expect(product?.code).toBe('IM-BAR-WL-20M');
    const variant = product?.variants[0];
    expect(catalogue.getVariant(variant?.code ?? '')?.product.code).toBe('IM-BAR-WL-20M');
    expect(catalogue.getProduct('nope')).toBeUndefined();
  });

  it('returns variant info records that pass the cart-core schema, null for unknown codes', () => {
    for (const variant of catalogue.allVariants().slice(0, 50)) {
      expect(variantInfoSchema.safeParse(catalogue.variantInfo(variant.code)).success).toBe(true);
    }
    expect(catalogue.variantInfo('NOPE')).toBeNull();
  });

  it('gives every variant a spec §3 media asset with a blur placeholder on the thumbnail', () => {
    const image = catalogue.allVariants()[0]?.image;
    expect(mediaAssetSchema.safeParse(image).success).toBe(true);
    expect(image?.formats?.thumbnail?.blurDataURL).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Object.keys(image?.formats ?? {})).toEqual(['thumbnail', '4x5', '5x4']);
  });

  it.each(Object.keys(IMAGE_FORMATS) as (keyof typeof IMAGE_FORMATS)[])(
    'renders SVG in the %s format',
    (format) => {
      const svg = catalogue.productImage('IM-PL-WL-COMP-25', format);
      expect(svg).toMatch(/^<svg /);
      expect(svg).toContain(`width="${IMAGE_FORMATS[format].width}"`);
      expect(svg).toContain('#c8102e');
      expect(svg).toContain('25 kg');
    },
  );

  it('draws the hoodie as a hoodie (hood and pocket) in the colour of each variant, and a T-shirt without a hood', () => {
    const red = catalogue.productImage('IM-AP-HOOD-RD-M', '4x5');
    const grey = catalogue.productImage('IM-AP-HOOD-GR-M', '4x5');
    expect(red).toContain('data-part="hood"');
    expect(red).toContain('data-part="pocket"');
    expect(red).toContain('fill="#a50f25"');
    expect(grey).toContain('fill="#9a9ea3"');
    expect(grey).not.toContain('#a50f25');
    expect(catalogue.productImage('IM-AP-TEE-RD-M', '4x5')).not.toContain('data-part="hood"');
    // One image per colour: the page's gallery shows the chosen colour's.
    const hoodie = catalogue.getProduct('hoodie');
    expect(hoodie?.images).toHaveLength(3);
  });

  it('renders every kind of product without throwing, and nothing for an unknown code', () => {
    for (const product of catalogue.allProducts()) {
      expect(catalogue.productImage(product.code, '4x5')).toContain('</svg>');
    }
    expect(catalogue.productImage('NOPE', '4x5')).toBeNull();
  });

  it.each(channels.map((channel) => channel.code))('builds search documents for %s', (code) => {
    const docs = catalogue.searchDocuments(code, { now: NOW });
    expect(docs.length).toBeGreaterThan(500);
    const doc = docs.find((d) => d.v_id.startsWith('IM-BAR-WL-20M'));
    expect(doc).toMatchObject({ group: 'IM-BAR-WL-20M', brand: 'Ironmark', certification: ['iwf'] });
    expect(doc?.category_id).toContain('/equipment/bars/weightlifting');
    expect(typeof doc?.price).toBe('number');
    for (const document of docs) expect(productSearchDocumentSchema.safeParse(document).success).toBe(true);
  });

  it('lists pound plates only in North America', () => {
    const us = catalogue.searchDocuments('en-us', { now: NOW });
    const se = catalogue.searchDocuments('sv-se', { now: NOW });
    expect(us.some((d) => d.group === 'IM-PL-FIT-LB')).toBe(true);
    expect(se.some((d) => d.group === 'IM-PL-FIT-LB')).toBe(false);
  });

  it('returns no documents for an unknown channel', () => {
    expect(catalogue.searchDocuments('xx-yy')).toEqual([]);
  });
});

describe('public offers (Product JSON-LD, issue 20)', () => {
  it('offers every variant at its shelf price where prices are public', () => {
    const offers = catalogue.offers('IM-BAR-WL-20M', 'en-us', { now: NOW });
    const product = catalogue.getProductByCode('IM-BAR-WL-20M');
    expect(offers.map((offer) => offer.sku)).toEqual(product?.variants.map((variant) => variant.code));
    for (const offer of offers) {
      expect(offer.currency).toBe('USD');
      expect(offer.price).toBeGreaterThan(0);
      expect(['InStock', 'LimitedAvailability', 'OutOfStock', 'PreOrder']).toContain(offer.availability);
    }
    const swedish = catalogue.offers('IM-BAR-WL-20M', 'sv-se', { now: NOW });
    expect(swedish[0]?.currency).toBe('SEK');
    // Swedish shelf prices include 25 % VAT on the net SEK list price.
    const net = (product?.variants[0]?.prices.sek ?? 0) / 100;
    expect(swedish[0]?.price).toBeGreaterThanOrEqual(Math.round(net * 1.25 * 0.5));
  });

  it('offers nothing where prices are hidden: quote-only channels and unknown products or channels', () => {
    const quoteOnly = channels.find((channel) => !channel.onlineShopping);
    expect(quoteOnly).toBeDefined();
    expect(catalogue.offers('IM-BAR-WL-20M', quoteOnly?.code ?? '', { now: NOW })).toEqual([]);
    expect(catalogue.offers('NOPE', 'en-us', { now: NOW })).toEqual([]);
    expect(catalogue.offers('IM-BAR-WL-20M', 'xx-xx', { now: NOW })).toEqual([]);
  });

  it('names the variants that may carry an offer, without a price, where the channel sells online', () => {
    const product = catalogue.getProductByCode('IM-BAR-WL-20M');
    const named = catalogue.offerVariants('IM-BAR-WL-20M', 'en-us');
    expect(named.map((variant) => variant.sku)).toEqual(
      catalogue.offers('IM-BAR-WL-20M', 'en-us', { now: NOW }).map((offer) => offer.sku),
    );
    expect(named.map((variant) => variant.path)).toEqual(product?.variants.map((variant) => variant.path));
    for (const variant of named) expect(Object.keys(variant).sort()).toEqual(['path', 'sku']);
    const quoteOnly = channels.find((channel) => !channel.onlineShopping);
    expect(catalogue.offerVariants('IM-BAR-WL-20M', quoteOnly?.code ?? '')).toEqual([]);
    expect(catalogue.offerVariants('NOPE', 'en-us')).toEqual([]);
  });
});

describe('catalogue texts in every language (issue 20)', () => {
  const english = catalogue.getProductByCode('IM-BAR-WL-20M');

  it.each(['sv', 'de', 'fr'])('translates every product, variant and category into %s', (language) => {
    const local = catalogue.inLanguage(language);
    expect(local.language).toBe(language);
    expect(catalogue.inLanguage(`${language}-xx`)).toBe(local);
    for (const product of catalogue.allProducts()) {
      const translated = local.getProductByCode(product.code);
      expect(translated?.slug).toBe(product.slug);
      expect(translated?.description).not.toBe(product.description);
      expect(translated?.variants.map((variant) => variant.code)).toEqual(
        product.variants.map((variant) => variant.code),
      );
      translated?.reviews.forEach((review, index) => {
        expect(review.body).not.toBe(product.reviews[index]?.body);
      });
    }
    for (const category of catalogue.getCategories()) {
      expect(local.getCategory(category.path)?.description).not.toBe(category.description);
    }
    expect(local.optionName('sleeve')).not.toBe('Sleeve');
    expect(catalogue.inLanguage('en')).toBe(catalogue);
    expect(catalogue.inLanguage('nb')).toBe(catalogue);
  });

  it('writes Swedish, German and French product texts', () => {
    const sv = catalogue.inLanguage('sv').getProductByCode('IM-BAR-WL-20M');
    expect(sv?.name).toBe('Ironmark IWF-tävlingsskivstång för tyngdlyftning 20 kg');
    expect(sv?.description).toContain('en skivstång på 20 kg med 28 mm grepp');
    expect(sv?.specifications.find((row) => row.key === 'knurl')).toEqual({
      key: 'knurl',
      label: 'Räffling',
      value: 'IWF-tävlingsräffling med mitträffling',
    });
    expect(sv?.variants[0]?.options).toEqual({ sleeve: 'Nållager', finish: 'Hårdförkromad' });
    const de = catalogue.inLanguage('de').getProductByCode('IM-BAR-WL-20M');
    expect(de?.specifications.find((row) => row.key === 'shaftDiameter')?.label).toBe('Griffdurchmesser');
    const fr = catalogue.inLanguage('fr').getCategory('/equipment/bars/weightlifting');
    expect(fr?.label).toBe('Barres d’haltérophilie');
    expect(english?.name).toBe('Ironmark IWF Weightlifting Competition Bar 20 kg');
  });

  it("indexes each channel's search documents in its language", () => {
    const swedish = catalogue.searchDocuments('sv-se', { now: NOW });
    const bar = swedish.find((document) => document.id === 'IM-BAR-WL-20M-BR-CH');
    expect(bar?.category).toBe('Skivstänger för tyngdlyftning');
    expect(bar?.name).toContain('skivstång');
    const american = catalogue.searchDocuments('en-us', { now: NOW });
    expect(american.find((document) => document.id === 'IM-BAR-WL-20M-BR-CH')?.category).toBe(
      'Weightlifting bars',
    );
  });

  it('varies the demo reviews: no product repeats a review, and few reviews repeat anywhere', () => {
    const bodies = catalogue.allProducts().flatMap((product) => product.reviews.map((review) => review.body));
    expect(new Set(bodies).size / bodies.length).toBeGreaterThan(0.8);
    for (const product of catalogue.allProducts()) {
      const own = product.reviews.map((review) => review.body);
      expect(new Set(own).size, product.code).toBe(own.length);
    }
  });
});

describe('category facets (issue 20)', () => {
  it.each(Object.keys(CATEGORY_TYPE_PATHS) as CategoryType[])(
    '%s: every specification facet has a choice of values in the demo catalogue',
    (type) => {
      const data = catalogue.categoryFacets(CATEGORY_TYPE_PATHS[type], 'en-us');
      expect(data.facets.map((facet) => facet.field)).toEqual(
        CATEGORY_FACETS[type].map((facet) => facet.field),
      );
      for (const facet of data.facets) {
        const values = new Set(Object.values(data.values).flatMap((product) => product[facet.field] ?? []));
        expect(values.size, `${type} ${facet.field}`).toBeGreaterThanOrEqual(2);
        for (const value of values) expect(data.labels[facet.field]?.[value], value).toBeTruthy();
      }
    },
  );

  it('gives weightlifting bars weight, shaft diameter, knurl, sleeve and finish, keyed alike in every language', () => {
    const path = '/equipment/bars/weightlifting';
    const english = catalogue.categoryFacets(path, 'en-us');
    const bar = english.values['IM-BAR-WL-20M'];
    expect(bar).toEqual({
      weight: ['20 kg'],
      shaft: ['28 mm'],
      knurl: ['IWF competition knurl with centre knurl'],
      sleeve: expect.arrayContaining(['Needle bearing']),
      finish: expect.arrayContaining(['Hard chrome']),
    });
    for (const [language, locale] of [
      ['sv', 'sv-se'],
      ['de', 'de-de'],
      ['fr', 'fr-fr'],
    ] as const) {
      const local = catalogue.inLanguage(language).categoryFacets(path, locale);
      expect(local.values).toEqual(english.values);
      expect(local.labels.finish?.['Hard chrome']).not.toBe('Hard chrome');
      expect(local.labels.knurl?.['IWF competition knurl with centre knurl']).not.toBe(
        'IWF competition knurl with centre knurl',
      );
    }
    expect(catalogue.inLanguage('sv').categoryFacets(path, 'sv-se').labels.finish?.['Hard chrome']).toBe(
      'Hårdförkromad',
    );
    expect(
      catalogue.inLanguage('de').categoryFacets('/equipment/bars', 'de-de').labels.shaft?.['28.5 mm'],
    ).toBe('28,5 mm');
  });

  it('offers no specification facets on a mixed category', () => {
    expect(catalogue.categoryFacets('/competition', 'en-us')).toEqual({
      facets: [],
      values: expect.any(Object),
      labels: {},
    });
  });
});
