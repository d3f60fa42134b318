// Helpers over the records `schemas.ts` validates, without the schemas: browser code (badges, stock,
// the derived cart) imports these, and zod stays out of the page's first load.
import type { PriceAndAvailability, RealtimeEntry } from './schemas';

/** Whether a real-time entry carries price and stock (is not missing and not a no-result marker). */
export function hasResult(entry: RealtimeEntry | null | undefined): entry is PriceAndAvailability {
  return entry !== null && entry !== undefined && !('noResult' in entry);
}

/** The entry for a code without a variant-info record (spec §3: the code, a no-result flag, reason 'no-record'). */
export interface VariantInfoNoRecord {
  code: string;
  noResult: true;
  reason: 'no-record';
}

/** The spec §3 entry for a code that has no variant-info record. */
export function variantInfoNoRecord(code: string): VariantInfoNoRecord {
  return { code, noResult: true, reason: 'no-record' };
}
