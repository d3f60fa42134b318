import { type VariantInfo, type VariantInfoNoRecord, variantInfoNoRecord } from '@ironmark/cart-core';

/**
 * Turns a variant-info answer (code → record or null) into one entry per requested code: the record,
 * or cart-core's `{ code, noResult: true, reason: 'no-record' }` when the answer has null or nothing (spec §3).
 */
export function toVariantInfoEntries(
  response: Record<string, VariantInfo | null>,
  codes: readonly string[],
): Record<string, VariantInfo | VariantInfoNoRecord> {
  return Object.fromEntries(codes.map((code) => [code, response[code] ?? variantInfoNoRecord(code)]));
}
