import { localisedProductPath, optionNames, shopperProductName } from '@ironmark/cart-core';
import { getChannel } from '@ironmark/channel';
import { availableOnlineIn, type Catalogue, type Product, type Variant } from './server/catalogue/catalogue';

/** An image of a product card or page: its address and alternative text. */
export interface CatalogueImage {
  url: string;
  alt: string;
}

/**
 * The static part of a product card (the same for every visitor of a locale); prices arrive on the
 * client. It fits `@ironmark/ui/catalogue`'s `ProductCardProduct`.
 */
export interface CardData {
  /** Code of the card's variant, the product's first (cart and favourites key). */
  code: string;
  /** Code of the product. */
  productCode: string;
  /** The shopper's name of the product (cart-core `shopperProductName`). */
  name: string;
  /** The first sentence of the description. */
  description: string | undefined;
  /** The product page in the locale. */
  href: string;
  /** The variant's 4:5 render. */
  image: CatalogueImage;
  /** Path of the product's first category ('' without one). */
  category: string;
  certification: string[];
  recommended: number;
  flags: Product['flags'];
  /** Whether the card's variant is sold online in the locale's channel (else no sale badge, no add to cart). */
  availableOnline: boolean;
  /** The product's values of its category page's specification facets: field → value keys. */
  facets: Record<string, string[]>;
}

/** Whether `variant` is sold online in the channel of `locale` ({@link availableOnlineIn}, by the channel's country). */
function onlineIn(variant: Variant, locale: string): boolean {
  const channel = getChannel(locale);
  return channel !== undefined && availableOnlineIn(variant, channel);
}

const imageOf = (variant: Variant, format: '4x5' | '5x4'): CatalogueImage => ({
  url: variant.image.formats?.[format]?.url ?? variant.image.url,
  alt: variant.image.alternativeText ?? variant.name,
});

/**
 * Maps a catalogue product to the data of its card in `locale`; `facets` are its values of the
 * category page's specification facets (`Catalogue.categoryFacets`), none elsewhere.
 */
export function cardData(product: Product, locale: string, facets: Record<string, string[]> = {}): CardData {
  const variant = product.variants[0]!;
  return {
    code: variant.code,
    productCode: product.code,
    name: shopperProductName(product.name, product.brand),
    description: product.description.split('. ')[0],
    href: localisedProductPath(product.path, locale),
    image: imageOf(variant, '4x5'),
    category: product.categories[0] ?? '',
    certification: product.certification,
    recommended: product.recommended,
    flags: product.flags,
    availableOnline: onlineIn(variant, locale),
    facets,
  };
}

/**
 * The static part of a product page (the same for every visitor of a locale); prices arrive on the
 * client. It fits `@ironmark/ui/catalogue`'s `ProductDetailsProduct`.
 */
export interface DetailsData {
  /** Code of the first variant, selected when the page opens. */
  code: string;
  variantCodes: string[];
  /** The variants sold online in the locale's channel. */
  onlineCodes: string[];
  /** The shopper's name of the product (cart-core `shopperProductName`). */
  name: string;
  description: string;
  brand: string;
  /** One 4:5 render per distinct look of the variants (e.g. per colour). */
  images: CatalogueImage[];
  /** Index in `images` of each variant's render. */
  imageIndexByCode: Record<string, number>;
  /** Each variant's option values (colour, size …) for the option picker. */
  variantOptions: { code: string; options: Record<string, string> }[];
  /** Shown name of each option in the locale's language, by option key. */
  optionLabels: Record<string, string>;
  /** The options' shown names joined with ' / ' (e.g. 'Colour / Size'); none without options. */
  variantLabel: string | undefined;
  /** The variant choices of a product with more than one variant: the option values, or the variant's name. */
  variants: { code: string; label: string }[] | undefined;
  specifications: { label: string; value: string }[];
  /** Always empty: the demo catalogue names manuals and certificates that no server holds. */
  downloads: { name: string; href: string }[];
  warranty: { years: number; terms: string };
  sizeChart: { columns: string[]; rows: string[][] } | undefined;
  reviews: { id: string; author: string; rating: number; title: string; body: string; date: string }[];
  /** The cards of the related products. */
  related: CardData[];
}

/** Maps a catalogue product to the static data of its product page in `locale`. */
export function detailsData(
  product: Product,
  related: readonly Product[],
  locale: string,
  catalogue: Pick<Catalogue, 'optionName'>,
): DetailsData {
  const options = optionNames(product.variants);
  // One gallery image per distinct render (a hoodie's three colours, not its 18 variants).
  const renders: string[] = [];
  const imageIndexByCode: Record<string, number> = {};
  const images: CatalogueImage[] = [];
  for (const variant of product.variants) {
    const render = JSON.stringify(variant.visual);
    if (!renders.includes(render)) {
      renders.push(render);
      images.push(imageOf(variant, '4x5'));
    }
    imageIndexByCode[variant.code] = renders.indexOf(render);
  }
  return {
    code: product.variants[0]!.code,
    variantCodes: product.variants.map((variant) => variant.code),
    onlineCodes: product.variants
      .filter((variant) => onlineIn(variant, locale))
      .map((variant) => variant.code),
    name: shopperProductName(product.name, product.brand),
    description: product.description,
    brand: product.brand,
    images,
    imageIndexByCode,
    variantOptions: product.variants.map((variant) => ({ code: variant.code, options: variant.options })),
    optionLabels: Object.fromEntries(options.map((name) => [name, catalogue.optionName(name)])),
    variantLabel: options.map((name) => catalogue.optionName(name)).join(' / ') || undefined,
    variants:
      product.variants.length > 1
        ? product.variants.map((variant) => ({
            code: variant.code,
            label: Object.values(variant.options).join(', ') || variant.name,
          }))
        : undefined,
    specifications: product.specifications.map(({ label, value }) => ({ label, value })),
    // The demo catalogue names manuals and certificates that no server holds (they answered 404):
    // a product page offers no download link rather than a broken one (issue 20).
    downloads: [],
    warranty: { years: product.warranty.years, terms: product.warranty.summary },
    sizeChart: product.sizeChart
      ? { columns: product.sizeChart.columns, rows: product.sizeChart.rows }
      : undefined,
    reviews: product.reviews.map((review) => ({
      id: review.id,
      author: review.author,
      rating: review.rating,
      title: review.title,
      body: review.body,
      date: review.date,
    })),
    related: related.map((entry) => cardData(entry, locale)),
  };
}
