import { describe, expect, it } from 'vitest';
import { cardData, detailsData } from './catalogue-view';
import { demoCatalogue } from './demo';
import type { Product, Variant } from './server/catalogue/catalogue';

const catalogue = demoCatalogue();
// Three variants by sleeve and finish, each finish its own render.
const bar = catalogue.getProductByCode('IM-BAR-WL-20M')!;
const [chrome, zinc] = bar.variants as [Variant, Variant, Variant];

const withVariants = (variants: Variant[], product: Product = bar): Product => ({ ...product, variants });

describe('cardData', () => {
  it('maps a product to its card in the locale: first variant, shopper name, first sentence, link, 4:5 render', () => {
    const card = cardData(bar, 'sv-se', { weight: ['20 kg'] });
    expect(card).toMatchObject({
      code: chrome.code,
      productCode: 'IM-BAR-WL-20M',
      name: 'IWF Weightlifting Competition Bar 20 kg',
      href: '/sv-se/products/iwf-weightlifting-competition-bar-20-kg',
      image: { url: `/media/products/${chrome.code}/4x5.svg`, alt: chrome.image.alternativeText },
      category: bar.categories[0],
      facets: { weight: ['20 kg'] },
    });
    expect(bar.description.startsWith(`${card.description}. `)).toBe(true);
  });

  it.each([
    ['everywhere', null, 'en-us', true],
    ['everywhere', null, 'sv-se', true],
    ['in Sweden', ['se'], 'sv-se', true],
    ['in Sweden', ['se'], 'en-us', false],
    ['nowhere', [], 'sv-se', false],
    // A quote-only channel never sells online, an unknown locale has no channel.
    ['everywhere', null, 'en-ae', false],
    ['everywhere', null, 'xx-yy', false],
  ])(
    'a variant sold online %s (%j) is available online in %s: %s',
    (_where, availableOnline, locale, expected) => {
      const product = withVariants([{ ...chrome, availableOnline }]);
      expect(cardData(product, locale).availableOnline).toBe(expected);
      expect(detailsData(product, [], locale, catalogue).onlineCodes).toEqual(expected ? [chrome.code] : []);
    },
  );

  it.each([
    ['Ironmark IWF Bar 20 kg', 'Ironmark', 'IWF Bar 20 kg'],
    ['Ironmark - IWF Bar 20 kg - Needle bearing', 'Ironmark', 'IWF Bar 20 kg - Needle bearing'],
    ['Kettlebell 16 kg', 'Ironmark', 'Kettlebell 16 kg'],
    ['Acme Bumper Plate', 'Ironmark', 'Acme Bumper Plate'],
  ])('names %j of brand %j as %j (the brand prefix removed)', (name, brand, expected) => {
    const product = { ...bar, name, brand };
    expect(cardData(product, 'en-us').name).toBe(expected);
    expect(detailsData(product, [], 'en-us', catalogue).name).toBe(expected);
  });
});

describe('detailsData', () => {
  it('names each option in the catalogue language and offers the variants by their option values', () => {
    const details = detailsData(bar, [], 'en-us', { optionName: (key) => `<${key}>` });
    expect(details.optionLabels).toEqual({ sleeve: '<sleeve>', finish: '<finish>' });
    expect(details.variantLabel).toBe('<sleeve> / <finish>');
    expect(details.variants).toEqual(
      bar.variants.map((variant) => ({
        code: variant.code,
        label: Object.values(variant.options).join(', '),
      })),
    );
    expect(details.variantOptions[0]).toEqual({ code: chrome.code, options: chrome.options });
  });

  it.each([
    ['one variant: its options named, no choice', [chrome], 'Sleeve / Finish', undefined],
    [
      'variants without options: no option name, a choice by variant name',
      [
        { ...chrome, options: {} },
        { ...zinc, options: {} },
      ],
      undefined,
      [chrome.name, zinc.name],
    ],
  ])('offers %s', (_case, variants, variantLabel, labels) => {
    const details = detailsData(withVariants(variants), [], 'en-us', catalogue);
    expect(details.variantLabel).toBe(variantLabel);
    expect(details.variants?.map((variant) => variant.label)).toEqual(labels);
  });

  it('shows one image per distinct render and points each variant at its own', () => {
    const twin = { ...zinc, code: 'TWIN', visual: chrome.visual };
    const details = detailsData(withVariants([chrome, zinc, twin]), [], 'en-us', catalogue);
    expect(details.images.map((image) => image.url)).toEqual([
      `/media/products/${chrome.code}/4x5.svg`,
      `/media/products/${zinc.code}/4x5.svg`,
    ]);
    expect(details.imageIndexByCode).toEqual({ [chrome.code]: 0, [zinc.code]: 1, TWIN: 0 });
  });

  it('offers no downloads and maps the related products to their cards in the locale', () => {
    const related = catalogue.allProducts().slice(0, 2);
    const details = detailsData(bar, related, 'de-de', catalogue);
    expect(details.downloads).toEqual([]);
    expect(details.related).toEqual(related.map((product) => cardData(product, 'de-de')));
    expect(details.warranty).toEqual({ years: bar.warranty.years, terms: bar.warranty.summary });
  });
});
