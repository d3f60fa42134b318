import { type CatalogueImage, cardData } from './catalogue-view';
import type { Product } from './server/catalogue/catalogue';

/** The URL parameter holding the compared product codes, comma separated (`?bars=A,B,C`). */
export const COMPARED_BARS_PARAM = 'bars';

/** A bar offered for comparison: its card's name, link and image, its specifications, and the variant priced. */
export interface ComparedBar {
  /** Product code (the selection's key). */
  code: string;
  /** The variant whose price the comparison shows (the product's first, as on its card). */
  variantCode: string;
  name: string;
  href: string;
  image: CatalogueImage;
  /** Specification key → shown value. */
  specs: Record<string, string>;
}

/** What the bar comparison offers: the bars, and the rows of the table in order. */
export interface BarComparisonData {
  bars: ComparedBar[];
  /** Every specification key of the bars (first seen first) with its label. */
  specRows: { key: string; label: string }[];
}

/**
 * The bar comparison of `products` in `locale`: every product that has specifications, and the union of
 * their specification rows in the order they first appear.
 */
export function barComparison(products: readonly Product[], locale: string): BarComparisonData {
  const compared = products.filter((product) => product.specifications.length > 0);
  const rows = new Map<string, string>();
  for (const product of compared) {
    for (const spec of product.specifications) if (!rows.has(spec.key)) rows.set(spec.key, spec.label);
  }
  return {
    bars: compared.map((product) => {
      const card = cardData(product, locale);
      return {
        code: product.code,
        variantCode: card.code,
        name: card.name,
        href: card.href,
        image: card.image,
        specs: Object.fromEntries(product.specifications.map((spec) => [spec.key, spec.value])),
      };
    }),
    specRows: [...rows].map(([key, label]) => ({ key, label })),
  };
}

/**
 * The compared bars of `value` (the {@link COMPARED_BARS_PARAM} parameter): known codes only, each
 * once, in URL order, at most `max` — a shared link with unknown or too many codes still opens.
 */
export function comparedBarsFromParam(
  value: string | null,
  known: ReadonlySet<string>,
  max: number,
): string[] {
  const codes = (value ?? '').split(',').map((code) => code.trim());
  return [...new Set(codes.filter((code) => known.has(code)))].slice(0, max);
}

/**
 * The query string (without '?') of a page whose query is `query` once `codes` are compared: the
 * {@link COMPARED_BARS_PARAM} parameter set to the codes with readable commas, or removed when none
 * are; the other parameters are kept.
 */
export function comparedBarsQuery(query: string, codes: readonly string[]): string {
  const next = new URLSearchParams(query);
  if (codes.length > 0) next.set(COMPARED_BARS_PARAM, codes.join(','));
  else next.delete(COMPARED_BARS_PARAM);
  return next.toString().replaceAll('%2C', ',');
}
