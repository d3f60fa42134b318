import { expect } from 'vitest';

/** A zod-like `safeParse` answer, or a zod-free check's. */
type Verdict = { success: true; data: unknown } | { success: false };

/**
 * Holds a zod-free check to the zod schema it stands in for (browser code checks data without zod):
 * `property` is a fast-check predicate that expects the check's verdict to be the schema's and, when
 * both accept, its data to equal the schema's output strictly (unknown keys dropped alike, absent and
 * undefined kept apart); `accepted()` counts the inputs both accepted, so a test can show the
 * comparison saw many accepted inputs, not only rejections.
 */
export function schemaAgreement(
  schema: { safeParse(value: unknown): Verdict },
  check: (value: unknown) => Verdict,
) {
  let accepted = 0;
  return {
    property: (value: unknown) => {
      const zod = schema.safeParse(value);
      const checked = check(value);
      expect(checked.success).toBe(zod.success);
      if (zod.success && checked.success) {
        expect(checked.data).toStrictEqual(zod.data);
        accepted += 1;
      }
    },
    accepted: () => accepted,
  };
}
