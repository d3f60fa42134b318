import { availabilityLabel, type VariantInfo } from '@ironmark/cart-core';
import { type Channel, getChannel, pricesVisible } from '@ironmark/channel';
import type { MediaAsset } from '@ironmark/media';
import {
  type CategoryFacet,
  categoryFacets,
  facetValueLabels,
  type ProductSearchDocument,
  productFacetValues,
} from '@ironmark/search';
import { SCHEMA_AVAILABILITY, type SchemaAvailability } from '../../structured-data';
import { type ImageFormat, productMedia, renderProductSvg } from './images';
import { marketOf, priceAndAvailability } from './pricing';
import type {
  CatalogueData,
  CatalogueProductData,
  CatalogueTranslation,
  CatalogueVariant,
  CategoryData,
} from './schema';

/** A category with its children and the number of products in it or below it. */
export interface Category extends CategoryData {
  /** Paths of the direct child categories, in menu order. */
  children: string[];
  /** Products in this category or any category below it. */
  productCount: number;
}

/** A catalogue variant with its page path and studio render. */
export interface Variant extends CatalogueVariant {
  productCode: string;
  path: string;
  image: MediaAsset;
}

/** A catalogue product with its page path, renders and review summary. */
export interface Product extends Omit<CatalogueProductData, 'variants'> {
  path: string;
  images: MediaAsset[];
  rating: { average: number; count: number } | null;
  variants: Variant[];
}

/**
 * The specification facets of a category page (@ironmark/search's rule for the category's type) with
 * the data to filter and label them: each product's value keys (base-language texts, so the same in
 * every language) and each value's label in the catalogue's language, quantities formatted per locale.
 */
export interface CategoryFacetData {
  /** The facets in display order. */
  facets: CategoryFacet[];
  /** Product code → facet field → the product's value keys. */
  values: Record<string, Record<string, string[]>>;
  /** Facet field → value key → label. */
  labels: Record<string, Record<string, string>>;
}

/** The product doc of the search engine (contracts.md 'Search documents'; @ironmark/search's schema). */
export type { ProductSearchDocument };

/** Read-only accessors over the demo catalogue (or any data in the same shape). */
export interface Catalogue {
  /** The brand name of the catalogue. */
  readonly brand: string;
  /** Language of the catalogue's texts ('en', 'sv' …). */
  readonly language: string;
  /**
   * The same catalogue with its texts (category, product, option and review texts) in `language`;
   * codes, slugs, prices and stock are shared. A language without translations gives this catalogue.
   */
  inLanguage(language: string): Catalogue;
  /** The display name of a variant option ('sleeve' → 'Sleeve', 'Hylsa' in Swedish). */
  optionName(key: string): string;
  /** Every category of the static menu, in menu order. */
  getCategories(): Category[];
  /** One category by path ('/equipment/bars/weightlifting'), or undefined. */
  getCategory(path: string): Category | undefined;
  /** Products in the category or any category below it, best recommended first. */
  getProductsInCategory(path: string): Product[];
  /** A product by its slug, or undefined. */
  getProduct(slug: string): Product | undefined;
  /** A product by its product code, or undefined. */
  getProductByCode(code: string): Product | undefined;
  /** A variant and its product by variant code, or undefined. */
  getVariant(code: string): { product: Product; variant: Variant } | undefined;
  /** Every product, best recommended first. */
  allProducts(): Product[];
  /** Every variant of every product. */
  allVariants(): Variant[];
  /** Variant-info record of a code (spec §3), or null when the code is unknown. */
  variantInfo(code: string): VariantInfo | null;
  /**
   * The specification facets of a category page and their values for the products in it or below it,
   * labelled in this catalogue's language with numbers formatted for `locale` ('28,5 mm' in de-de).
   */
  categoryFacets(path: string, locale: string): CategoryFacetData;
  /** Search documents of every variant listed in a channel, in its language, priced in its currency (major units). */
  searchDocuments(channelCode: string, options?: { now?: number }): ProductSearchDocument[];
  /** The studio render of a variant or product code as SVG text, or null for an unknown code. */
  productImage(code: string, format: ImageFormat): string | null;
  /**
   * The public offers of a product in a channel (schema.org `Offer` data): one per variant listed and
   * priced there, at its shelf price (campaign price while one runs). Empty where prices are not public:
   * quote-only channels and channels of a forbidden country (spec §6).
   */
  offers(productCode: string, channelCode: string, options?: { now?: number }): ProductOffer[];
  /**
   * The variants of a product that may carry a public offer in a channel — listed and sold online
   * there — with their paths, and no price: the product page's shared HTML names them, and each
   * visitor's offers come from the real-time data the server answers that visitor (spec §6).
   * Empty in quote-only channels, channels of a forbidden country and for unknown codes.
   */
  offerVariants(productCode: string, channelCode: string): { sku: string; path: string }[];
}

/** A public offer of one variant (major units of the channel currency). */
export interface ProductOffer {
  sku: string;
  price: number;
  /** ISO 4217, upper case ('USD'). */
  currency: string;
  /** The schema.org ItemAvailability name ('InStock', 'PreOrder' …). */
  availability: SchemaAvailability;
  path: string;
}

export type { SchemaAvailability } from '../../structured-data';

function listedIn(variant: CatalogueVariant, channel: Channel): boolean {
  return (
    variant.listedCountries === null ||
    channel.country === '' ||
    variant.listedCountries.includes(channel.country)
  );
}

/** Whether a variant can be bought online in a channel (quote-only channels and variants: never). */
export function availableOnlineIn(variant: CatalogueVariant, channel: Channel): boolean {
  if (!channel.onlineShopping) return false;
  return variant.availableOnline === null || variant.availableOnline.includes(channel.country);
}

/** The catalogue data with every text replaced by its translation (a missing text keeps the original). */
function localise(data: CatalogueData, texts: CatalogueTranslation): CatalogueData {
  return {
    ...data,
    categories: data.categories.map((category) => ({ ...category, ...texts.categories[category.path] })),
    products: data.products.map((product) => {
      const t = texts.products[product.code];
      if (!t) return product;
      return {
        ...product,
        name: t.name,
        description: t.description,
        specifications: t.specifications,
        warranty: { ...product.warranty, summary: t.warranty },
        sizeChart: product.sizeChart
          ? { ...product.sizeChart, columns: t.sizeChartColumns ?? product.sizeChart.columns }
          : null,
        reviews: product.reviews.map((review) => ({ ...review, ...t.reviews[review.id] })),
        variants: product.variants.map((variant) => {
          const v = t.variants[variant.code];
          return v
            ? { ...variant, name: v.name, options: v.options, specifications: v.specifications }
            : variant;
        }),
      };
    }),
  };
}

/** The language of the catalogue data itself (translations add the others). */
const BASE_LANGUAGE = 'en';

const capitalised = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/**
 * Builds the accessors over parsed catalogue data; `translations` (by language) give
 * {@link Catalogue.inLanguage} and the channel-language search documents.
 */
export function createCatalogue(
  data: CatalogueData,
  translations: Readonly<Record<string, CatalogueTranslation>> = {},
): Catalogue {
  const localised = new Map<string, Catalogue>();
  const root = buildCatalogue(data, BASE_LANGUAGE, {}, (language) => {
    const base = language.toLowerCase().split('-')[0] ?? '';
    const texts = translations[base];
    if (!texts) return root;
    let found = localised.get(base);
    if (!found) {
      found = buildCatalogue(localise(data, texts), base, texts.optionNames, () => root);
      localised.set(base, found);
    }
    return found;
  });
  return root;
}

function buildCatalogue(
  data: CatalogueData,
  language: string,
  optionNames: Readonly<Record<string, string>>,
  inLanguage: (language: string) => Catalogue,
): Catalogue {
  const products: Product[] = data.products
    .map((raw) => {
      const path = `/products/${raw.slug}`;
      const variants: Variant[] = raw.variants.map((variant) => ({
        ...variant,
        productCode: raw.code,
        path: `${path}?variant=${encodeURIComponent(variant.code)}`,
        image: productMedia(variant.code, variant.name, variant.visual),
      }));
      const count = raw.reviews.length;
      return {
        ...raw,
        path,
        variants,
        images: [
          ...new Map(variants.map((variant) => [JSON.stringify(variant.visual), variant.image])).values(),
        ],
        rating:
          count === 0
            ? null
            : {
                average: Math.round((raw.reviews.reduce((sum, r) => sum + r.rating, 0) / count) * 10) / 10,
                count,
              },
      };
    })
    .sort((a, b) => a.recommended - b.recommended);

  const bySlug = new Map(products.map((product) => [product.slug, product]));
  const byCode = new Map(products.map((product) => [product.code, product]));
  const byVariant = new Map(
    products.flatMap((product) =>
      product.variants.map((variant) => [variant.code, { product, variant }] as const),
    ),
  );
  const inCategory = (path: string) =>
    products.filter((product) => product.categories.some((c) => c === path || c.startsWith(`${path}/`)));
  const categories: Category[] = data.categories.map((category) => ({
    ...category,
    children: data.categories.filter((child) => child.parent === category.path).map((child) => child.path),
    productCount: inCategory(category.path).length,
  }));
  const categoryByPath = new Map(categories.map((category) => [category.path, category]));
  const labelOf = (path: string | undefined) => (path ? (categoryByPath.get(path)?.label ?? '') : '');

  const variantInfo = (code: string): VariantInfo | null => {
    const found = byVariant.get(code);
    if (!found) return null;
    const { product, variant } = found;
    const [, desc = ''] = variant.name.split(' - ');
    return {
      code: variant.code,
      name: variant.name,
      ts: Date.parse(product.createdAt),
      path: variant.path,
      desc,
      images: [
        {
          name: variant.image.name,
          caption: product.name,
          url: variant.image.formats?.['4x5']?.url ?? variant.image.url,
        },
      ],
      // cart-core reads 'true'/'false' or a list of countries (isAvailableOnline).
      availableOnline:
        variant.availableOnline === null
          ? 'true'
          : variant.availableOnline.length === 0
            ? 'false'
            : variant.availableOnline.join(','),
      channels: variant.listedCountries === null ? '' : variant.listedCountries.join(','),
      category: labelOf(product.categories[0]),
      isFreeGift: product.flags.freeGift,
      flags: {
        discontinued: product.flags.discontinued,
        limitedEdition: product.flags.limitedEdition,
        newArrival: product.flags.newArrival,
        commingSoon: product.flags.commingSoon,
      },
    };
  };

  const self: Catalogue = {
    brand: data.brand,
    language,
    inLanguage: (wanted) => {
      const base = wanted.toLowerCase().split('-')[0] ?? '';
      return base === language ? self : inLanguage(base);
    },
    optionName: (key) => optionNames[key] ?? capitalised(key),
    getCategories: () => categories,
    getCategory: (path) => categoryByPath.get(path),
    getProductsInCategory: inCategory,
    getProduct: (slug) => bySlug.get(slug),
    getProductByCode: (code) => byCode.get(code),
    getVariant: (code) => byVariant.get(code),
    allProducts: () => products,
    allVariants: () => products.flatMap((product) => product.variants),
    variantInfo,
    categoryFacets(path, locale) {
      const facets = [...categoryFacets(path)];
      // Value keys come from the base-language catalogue, labels from this one.
      const base = self.inLanguage(BASE_LANGUAGE);
      const values: CategoryFacetData['values'] = {};
      const labels: CategoryFacetData['labels'] = Object.fromEntries(
        facets.map((entry) => [entry.field, {}]),
      );
      for (const product of inCategory(path)) {
        const original = base.getProductByCode(product.code) ?? product;
        values[product.code] = productFacetValues(facets, original);
        for (const [field, labelled] of Object.entries(facetValueLabels(facets, original, product, locale))) {
          labels[field] = { ...labels[field], ...labelled };
        }
      }
      return { facets, values, labels };
    },
    searchDocuments(channelCode, { now = Date.now() } = {}) {
      const channel = getChannel(channelCode);
      if (!channel) return [];
      // Each channel's index holds its language's texts (issue 20: 'skivstång' on sv-se).
      const texts = self.inLanguage(channel.language);
      if (texts !== self) return texts.searchDocuments(channelCode, { now });
      const market = marketOf(channel);
      return products.flatMap((product) =>
        product.variants
          .filter((variant) => listedIn(variant, channel))
          .flatMap((variant): ProductSearchDocument[] => {
            const stock = variant.stock[market];
            if (!stock) return [];
            const priced = priceAndAvailability(variant, channel, stock, now);
            if (!priced) return [];
            const shown = priced.campaignPrice ?? priced.price;
            const flags = [
              ...Object.entries(product.flags)
                .filter(([, on]) => on)
                .map(([flag]) => flag),
              ...(priced.campaignPrice ? ['sale'] : []),
              `sold-${product.soldAs}`,
            ];
            const [bpName, desc = ''] = variant.name.replace(`${data.brand} `, '').split(' - ');
            return [
              {
                id: variant.code,
                v_id: variant.code,
                group: product.code,
                name: variant.name,
                bp_name: bpName ?? variant.name,
                desc: desc || product.description,
                brand: product.brand,
                category_id: product.categories,
                category: labelOf(product.categories[0]),
                seo_tags: product.seoTags,
                bundle_articlecode: product.bundle,
                price: shown / 100,
                currency: channel.currency,
                recommended: product.recommended,
                availability: availabilityLabel(stock, product.flags).kind,
                certification: product.certification,
                flags,
                image: variant.image.formats?.['4x5']?.url ?? variant.image.url,
                path: variant.path,
                date: product.createdAt,
              },
            ];
          }),
      );
    },
    offerVariants(productCode, channelCode) {
      const channel = getChannel(channelCode);
      const product = byCode.get(productCode);
      if (!channel || !product || !channel.onlineShopping || !pricesVisible({ channel })) return [];
      const market = marketOf(channel);
      return product.variants
        .filter(
          (variant) =>
            variant.stock[market] !== undefined &&
            listedIn(variant, channel) &&
            availableOnlineIn(variant, channel),
        )
        .map((variant) => ({ sku: variant.code, path: variant.path }));
    },
    offers(productCode, channelCode, { now = Date.now() } = {}) {
      const channel = getChannel(channelCode);
      const product = byCode.get(productCode);
      if (!channel || !product || !channel.onlineShopping || !pricesVisible({ channel })) return [];
      const market = marketOf(channel);
      return product.variants.flatMap((variant): ProductOffer[] => {
        const stock = variant.stock[market];
        if (!stock || !listedIn(variant, channel) || !availableOnlineIn(variant, channel)) return [];
        const priced = priceAndAvailability(variant, channel, stock, now);
        if (!priced) return [];
        return [
          {
            sku: variant.code,
            price: (priced.campaignPrice ?? priced.price) / 100,
            currency: channel.currency.toUpperCase(),
            availability: SCHEMA_AVAILABILITY[availabilityLabel(stock, product.flags).kind],
            path: variant.path,
          },
        ];
      });
    },
    productImage(code, format) {
      const found = byVariant.get(code);
      const product = found?.product ?? byCode.get(code);
      const variant = found?.variant ?? product?.variants[0];
      if (!product || !variant) return null;
      return renderProductSvg({ ...product.visual, ...variant.visual }, format, variant.name);
    },
  };
  return self;
}
