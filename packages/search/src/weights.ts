/**
 * Search-field weights of spec §3: `category_id 4, v_id 10, bundle_articlecode 20, seo_tags 20`,
 * exactly as written (unscaled). Send them through {@link toAppSearchWeights}.
 */
export const SEARCH_WEIGHTS = {
  category_id: 4,
  v_id: 10,
  bundle_articlecode: 20,
  seo_tags: 20,
} as const satisfies Record<string, number>;

/** Highest weight App Search accepts in `search_fields` (documented range 0..10; 0 = not searchable). */
export const APP_SEARCH_MAX_WEIGHT = 10;

/**
 * Every searchable product field with its weight on the spec's scale (unscaled). The four fields of
 * {@link SEARCH_WEIGHTS} keep the spec's values; the spec names no weight for the rest, so we choose:
 * names as strong as the variant id (10), the category label as the category path (4), description 1.
 */
export const PRODUCT_FIELD_WEIGHTS = {
  name: 10,
  bp_name: 10,
  v_id: SEARCH_WEIGHTS.v_id,
  seo_tags: SEARCH_WEIGHTS.seo_tags,
  bundle_articlecode: SEARCH_WEIGHTS.bundle_articlecode,
  category_id: SEARCH_WEIGHTS.category_id,
  category: 4,
  desc: 1,
} as const satisfies Record<string, number>;

/** Searchable content fields (stories and pages) and their weights (already within 1..10). */
export const CONTENT_FIELD_WEIGHTS = { title: 10, desc: 5, category: 3, body: 1 } as const satisfies Record<
  string,
  number
>;

/**
 * Maps weights onto App Search's 1..10 scale.
 *
 * Decision (spec §3 vs the App Search limit): the spec's 20 is outside the documented range, and clamping
 * it to 10 would make `seo_tags` and `bundle_articlecode` equal to `v_id` — losing the spec's ordering.
 * Relevance depends only on the ratios between weights, so when any weight exceeds 10 every weight is
 * scaled by `10 / max` and rounded, never below 1 (a positive weight stays searchable; 0 stays 0).
 * Spec weights become `category_id 2, v_id 5, bundle_articlecode 10, seo_tags 10`.
 * Weights already within 0..10 are sent unchanged.
 */
export function toAppSearchWeights<K extends string>(
  weights: Readonly<Record<K, number>>,
): Record<K, number> {
  const values = Object.values(weights) as number[];
  const max = Math.max(0, ...values);
  const factor = max > APP_SEARCH_MAX_WEIGHT ? APP_SEARCH_MAX_WEIGHT / max : 1;
  const scaled = {} as Record<K, number>;
  for (const key of Object.keys(weights) as K[]) {
    const weight = weights[key];
    scaled[key] = weight <= 0 ? 0 : Math.min(APP_SEARCH_MAX_WEIGHT, Math.max(1, Math.round(weight * factor)));
  }
  return scaled;
}

/**
 * The App Search `search_fields` parameter for a kind: every searchable field with its weight scaled by
 * {@link toAppSearchWeights} (products: name 5, bp_name 5, v_id 5, seo_tags 10, bundle_articlecode 10,
 * category_id 2, category 2, desc 1).
 */
export function searchFields(kind: 'products' | 'content'): Record<string, { weight: number }> {
  const scaled = toAppSearchWeights<string>(
    kind === 'products' ? PRODUCT_FIELD_WEIGHTS : CONTENT_FIELD_WEIGHTS,
  );
  return Object.fromEntries(Object.entries(scaled).map(([field, weight]) => [field, { weight }]));
}
