/**
 * Which facets a category page offers (issue 20): per category type the specifications shoppers
 * compare by (a bar's weight, shaft diameter, knurl, sleeve and finish; a plate's weight and
 * tolerance …), read from the catalogue's product specifications and variant options, plus price and
 * availability wherever prices show. Pure functions over plain data: the storefront reads a category's
 * facets here and only wires their titles to its messages.
 */
import { collator, numberFormat } from '@ironmark/channel';
import { categoryPathValues, type ListingFacetValue } from './listing';
import type { PriceBand } from './page-model';

/** Where a facet reads a product's values: a product specification row or a variant option, by key. */
export interface FacetSource {
  readonly from: 'specification' | 'option';
  /** Specification key ('shaftDiameter') or option name ('finish'). */
  readonly key: string;
}

/**
 * How a facet's values read and sort: `quantity` — a number with a unit ('28.5 mm'), in numeric order
 * and formatted per locale; `size` — clothing sizes, XS to XXL; `text` — words, from the catalogue's
 * texts in the page's language, in alphabetical order of that language.
 */
export type FacetValueKind = 'quantity' | 'size' | 'text';

/** One specification facet of a category type. */
export interface CategoryFacet {
  /** Facet field, also its URL parameter (lower-case letters, digits, underscores). */
  readonly field: string;
  /** Where the values come from, first match wins (a product has a spec row or an option, not both). */
  readonly sources: readonly FacetSource[];
  readonly kind: FacetValueKind;
}

const spec = (key: string): FacetSource => ({ from: 'specification', key });
const option = (key: string): FacetSource => ({ from: 'option', key });
const facet = (field: string, kind: FacetValueKind, ...sources: FacetSource[]): CategoryFacet => ({
  field,
  kind,
  sources,
});

/** The category types of the demo catalogue with the path their categories live under. */
export const CATEGORY_TYPE_PATHS = {
  bars: '/equipment/bars',
  collars: '/equipment/barbell-collars',
  plates: '/equipment/plates',
  dumbbells: '/equipment/dumbbells',
  kettlebells: '/equipment/kettlebells',
  racks: '/equipment/racks-and-rigs',
  cables: '/equipment/cables',
  machines: '/equipment/machines',
  benches: '/equipment/benches',
  platforms: '/equipment/platforms',
  flooring: '/equipment/flooring',
  storage: '/equipment/storage',
  cardio: '/equipment/cardio',
  liftingGear: '/gear/liftinggear',
  apparel: '/gear/apparel',
} as const;

/** A category type of {@link CATEGORY_TYPE_PATHS}. */
export type CategoryType = keyof typeof CATEGORY_TYPE_PATHS;

/**
 * The specification facets per category type, in display order — the specifications the demo
 * catalogue's products of that type carry and shoppers choose between.
 */
export const CATEGORY_FACETS: Readonly<Record<CategoryType, readonly CategoryFacet[]>> = {
  bars: [
    facet('weight', 'quantity', spec('weight')),
    facet('shaft', 'quantity', spec('shaftDiameter')),
    facet('knurl', 'text', spec('knurl')),
    facet('sleeve', 'text', option('sleeve')),
    facet('finish', 'text', option('finish')),
  ],
  collars: [facet('colour', 'text', option('colour'))],
  plates: [facet('weight', 'quantity', option('weight')), facet('tolerance', 'text', spec('tolerance'))],
  dumbbells: [facet('weight', 'quantity', option('weight'))],
  kettlebells: [facet('weight', 'quantity', option('weight')), facet('handle', 'text', spec('handle'))],
  racks: [
    facet('height', 'quantity', option('height')),
    facet('upright', 'text', option('upright')),
    facet('colour', 'text', option('colour')),
  ],
  cables: [facet('colour', 'text', option('colour'))],
  machines: [facet('resistance', 'text', spec('resistance')), facet('frame', 'text', option('frame'))],
  benches: [facet('frame', 'text', option('frame'))],
  platforms: [facet('top', 'text', option('top'))],
  flooring: [facet('thickness', 'quantity', option('thickness'))],
  storage: [facet('colour', 'text', option('colour'))],
  cardio: [
    facet('console', 'text', option('console')),
    facet('power', 'text', spec('power')),
    facet('max_user', 'quantity', spec('maxUser')),
  ],
  liftingGear: [
    facet('size', 'size', option('size')),
    facet('colour', 'text', option('colour')),
    facet('material', 'text', spec('material')),
  ],
  apparel: [facet('size', 'size', option('size')), facet('colour', 'text', option('colour'))],
};

/** The category type of a category path ('/equipment/bars/weightlifting' → 'bars'), or null for a mixed one ('/competition'). */
export function categoryTypeOf(path: string): CategoryType | null {
  const paths = new Set(categoryPathValues(path));
  const found = Object.entries(CATEGORY_TYPE_PATHS).find(([, base]) => paths.has(base));
  return found ? (found[0] as CategoryType) : null;
}

/** The specification facets of a category page: its type's, none for a category without one. */
export function categoryFacets(path: string): readonly CategoryFacet[] {
  const type = categoryTypeOf(path);
  return type ? CATEGORY_FACETS[type] : [];
}

/** Field of the sub-category facet of a listing (a path matches the categories below it). */
export const SUBCATEGORY_FACET = 'category';
/** Field of the certification facet of a listing. */
export const CERTIFICATION_FACET = 'cert';
/** Field of the price-band facet of a listing (values from {@link priceBandValue}). */
export const PRICE_FACET = 'price';
/** Field of the availability facet of a listing (cart-core's availability kinds). */
export const AVAILABILITY_FACET = 'availability';

/**
 * Every facet field a category page offers, in display order: sub-category, the category type's
 * specifications, certification, then price and availability — those two only where prices show
 * (spec §6: a visitor from a forbidden country sees no prices, so no facet may reveal them).
 */
export function categoryListingFacetFields(
  path: string,
  { pricesShown }: { pricesShown: boolean },
): string[] {
  return [
    SUBCATEGORY_FACET,
    ...categoryFacets(path).map((entry) => entry.field),
    CERTIFICATION_FACET,
    ...(pricesShown ? [PRICE_FACET, AVAILABILITY_FACET] : []),
  ];
}

/** The parts of a catalogue product a facet reads (commerce's `Product` has them). */
export interface FacetProduct {
  readonly specifications: readonly { readonly key: string; readonly value: string }[];
  readonly variants: readonly { readonly options: Readonly<Record<string, string>> }[];
}

/**
 * A source's texts for one product by position: its specification rows with the key in order, or the
 * option of each variant (undefined where a variant has none) — positions match across languages.
 */
function valuesAt(source: FacetSource, product: FacetProduct): (string | undefined)[] {
  return source.from === 'specification'
    ? product.specifications.filter((row) => row.key === source.key).map((row) => row.value.trim())
    : product.variants.map((variant) => variant.options[source.key]?.trim());
}

/** The first of a facet's sources the product has a value for. */
function sourceOf(entry: CategoryFacet, product: FacetProduct): FacetSource | undefined {
  return entry.sources.find((source) => valuesAt(source, product).some((value) => value !== undefined));
}

/** The texts of a facet for one product, each once, in catalogue order. */
function rawValues(entry: CategoryFacet, product: FacetProduct): string[] {
  const source = sourceOf(entry, product);
  if (!source) return [];
  return [...new Set(valuesAt(source, product).filter((value): value is string => value !== undefined))];
}

const QUANTITY = /^(\d+(?:\.\d+)?)\s*(mm|cm|m|kg|lb|g)$/;
const INTL_UNITS: Readonly<Record<string, string>> = {
  mm: 'millimeter',
  cm: 'centimeter',
  m: 'meter',
  kg: 'kilogram',
  lb: 'pound',
  g: 'gram',
};
// Quantities of different units of one facet (a plate of 10 kg or 45 lb) sort by their size.
const TO_BASE: Readonly<Record<string, number>> = { mm: 1, cm: 10, m: 1000, g: 0.001, kg: 1, lb: 0.45359237 };

/** A quantity value ('28.5 mm') as amount and unit, or null when the text is not one. */
export function parseQuantity(value: string): { amount: number; unit: string } | null {
  const match = QUANTITY.exec(value.trim());
  if (!match) return null;
  return { amount: Number(match[1]), unit: match[2] as string };
}

/**
 * A product's value keys per facet of `facets`: the texts of the catalogue's base language (so a
 * value is the same key whatever the page's language), quantities normalised to '28.5 mm'.
 */
export function productFacetValues(
  facets: readonly CategoryFacet[],
  product: FacetProduct,
): Record<string, string[]> {
  return Object.fromEntries(
    facets.map((entry) => [
      entry.field,
      [
        ...new Set(
          rawValues(entry, product).map((value) => {
            if (entry.kind !== 'quantity') return value;
            const quantity = parseQuantity(value);
            return quantity ? `${quantity.amount} ${quantity.unit}` : value;
          }),
        ),
      ],
    ]),
  );
}

/** A quantity in the page's locale: '28.5 mm' → '28,5 mm' in de-de (Intl unit formatting). */
export function formatQuantity(value: string, locale: string): string {
  const quantity = parseQuantity(value);
  const unit = quantity ? INTL_UNITS[quantity.unit] : undefined;
  if (!quantity || !unit) return value;
  return numberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 2 }).format(quantity.amount);
}

/**
 * The labels of a product's facet values in the page's language, by field and value key: quantities
 * formatted for `locale`, words from the same product in the catalogue's texts of that language
 * (`localised`, same specification keys and variant order as `base`), sizes as they are.
 */
export function facetValueLabels(
  facets: readonly CategoryFacet[],
  base: FacetProduct,
  localised: FacetProduct,
  locale: string,
): Record<string, Record<string, string>> {
  const keys = productFacetValues(facets, base);
  return Object.fromEntries(
    facets.map((entry) => {
      const values = keys[entry.field] ?? [];
      if (entry.kind === 'quantity') {
        return [
          entry.field,
          Object.fromEntries(values.map((value) => [value, formatQuantity(value, locale)])),
        ];
      }
      if (entry.kind === 'size')
        return [entry.field, Object.fromEntries(values.map((value) => [value, value]))];
      // Each base text's translation is the localised product's text at the same position.
      const source = sourceOf(entry, base);
      const original = source ? valuesAt(source, base) : [];
      const translated = source ? valuesAt(source, localised) : [];
      const words = new Map<string, string>();
      original.forEach((value, index) => {
        if (value !== undefined && !words.has(value)) words.set(value, translated[index] ?? value);
      });
      return [entry.field, Object.fromEntries(values.map((value) => [value, words.get(value) ?? value]))];
    }),
  );
}

const SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];

/**
 * A facet's values in display order: quantities by size (a 2.5 kg plate before a 10 kg one, 10 lb
 * between 2.5 and 5 kg), sizes XS to XXL (others after, as text), words alphabetically by their label
 * in `locale`. Returns a new array.
 */
export function orderFacetValues<V extends ListingFacetValue>(
  kind: FacetValueKind,
  values: readonly V[],
  { locale, labels = {} }: { locale: string; labels?: Readonly<Record<string, string>> },
): V[] {
  const { compare } = collator(locale, { numeric: true });
  const byLabel = (a: V, b: V) => compare(labels[a.value] ?? a.value, labels[b.value] ?? b.value);
  if (kind === 'quantity') {
    const size = (value: string) => {
      const quantity = parseQuantity(value);
      return quantity ? quantity.amount * (TO_BASE[quantity.unit] ?? 1) : Number.POSITIVE_INFINITY;
    };
    return [...values].sort((a, b) => size(a.value) - size(b.value) || byLabel(a, b));
  }
  if (kind === 'size') {
    const rank = (value: string) => {
      const index = SIZES.indexOf(value.toUpperCase());
      return index === -1 ? SIZES.length : index;
    };
    return [...values].sort((a, b) => rank(a.value) - rank(b.value) || byLabel(a, b));
  }
  return [...values].sort(byLabel);
}

/**
 * Whether a listing shows a facet: when it has a choice to make — two values or more, or one value
 * that not every product has (`unfiltered`: the products shown with this facet's own selection left
 * out) — or a value is selected (a selection always stays clearable).
 */
export function facetOffered(
  values: readonly ListingFacetValue[],
  selected: readonly string[],
  unfiltered: number,
): boolean {
  return selected.length > 0 || values.length >= 2 || values.some((value) => value.count < unfiltered);
}

/** The value key of a price band: 'from-to' with an open end left empty ('-200', '200-800', '800-'). */
export function priceBandValue(band: PriceBand): string {
  return `${band.from ?? ''}-${band.to ?? ''}`;
}

/** The band of `bands` a price (major units) falls in (`from` inclusive, `to` exclusive), as its value key; none ⇒ []. */
export function priceBandValuesOf(price: number | null | undefined, bands: readonly PriceBand[]): string[] {
  if (price === null || price === undefined || !Number.isFinite(price)) return [];
  const band = bands.find(
    (entry) =>
      (entry.from === undefined || price >= entry.from) && (entry.to === undefined || price < entry.to),
  );
  return band ? [priceBandValue(band)] : [];
}
