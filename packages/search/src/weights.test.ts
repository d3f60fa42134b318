import { describe, expect, it } from 'vitest';
import { searchFieldsSchema } from './protocol';
import { PRODUCT_FIELD_WEIGHTS, SEARCH_WEIGHTS, searchFields, toAppSearchWeights } from './weights';

describe('SEARCH_WEIGHTS', () => {
  it('pins the spec §3 values', () => {
    expect(SEARCH_WEIGHTS).toEqual({ category_id: 4, v_id: 10, bundle_articlecode: 20, seo_tags: 20 });
  });
});

describe('toAppSearchWeights (the decision on weights above 10)', () => {
  it('scales every weight by 10 / max so the spec ratios survive', () => {
    expect(toAppSearchWeights(SEARCH_WEIGHTS)).toEqual({
      category_id: 2,
      v_id: 5,
      bundle_articlecode: 10,
      seo_tags: 10,
    });
  });

  it('keeps the spec ordering that clamping would lose (seo_tags above v_id)', () => {
    const scaled = toAppSearchWeights(SEARCH_WEIGHTS);
    expect(scaled.seo_tags).toBeGreaterThan(scaled.v_id);
    expect(scaled.v_id).toBeGreaterThan(scaled.category_id);
  });

  it('leaves weights already within 0..10 unchanged and keeps 0 unsearchable', () => {
    expect(toAppSearchWeights({ a: 10, b: 3, c: 0 })).toEqual({ a: 10, b: 3, c: 0 });
  });

  it('never rounds a positive weight down to 0', () => {
    expect(toAppSearchWeights({ big: 100, tiny: 1 })).toEqual({ big: 10, tiny: 1 });
  });

  it('sends product search fields App Search accepts', () => {
    const fields = searchFields('products');
    expect(Object.keys(fields).sort()).toEqual(Object.keys(PRODUCT_FIELD_WEIGHTS).sort());
    expect(fields.seo_tags).toEqual({ weight: 10 });
    expect(fields.category_id).toEqual({ weight: 2 });
    expect(searchFieldsSchema.safeParse(fields).success).toBe(true);
    expect(searchFieldsSchema.safeParse({ seo_tags: { weight: 20 } }).success).toBe(false);
  });
});
