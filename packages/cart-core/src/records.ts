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

/** The answer of {@link readRealtimeMap}, shaped as a zod `safeParse` result (so `fetchApi` takes it as a schema). */
export type RealtimeMapCheck =
  | { success: true; data: Record<string, RealtimeEntry> }
  | { success: false; error: { path: string } };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isWhole = (value: unknown): value is number => Number.isSafeInteger(value);
const isWholeOrAbsent = (value: unknown) => value === undefined || value === null || isWhole(value);

const STOCK_NUMBERS = ['inStock', 'preOrder', 'daysAhead', 'estimatedDeliveryDays'] as const;
const OPTIONAL_PRICES = ['campaignPrice', 'regularPrice', 'lowestPrice30d'] as const;

function readStock(value: unknown): PriceAndAvailability['stock'] | undefined {
  if (!isObject(value) || typeof value.preOrderDisplay !== 'boolean') return undefined;
  if (!STOCK_NUMBERS.every((key) => isNumber(value[key]))) return undefined;
  return {
    inStock: value.inStock as number,
    preOrder: value.preOrder as number,
    preOrderDisplay: value.preOrderDisplay,
    daysAhead: value.daysAhead as number,
    estimatedDeliveryDays: value.estimatedDeliveryDays as number,
  };
}

function readEntry(value: unknown): RealtimeEntry | undefined {
  if (!isObject(value)) return undefined;
  const stock = readStock(value.stock);
  if (
    stock &&
    isWhole(value.price) &&
    OPTIONAL_PRICES.every((key) => isWholeOrAbsent(value[key])) &&
    typeof value.currency === 'string' &&
    value.currency.length >= 3 &&
    typeof value.vatIncluded === 'boolean'
  ) {
    const entry: PriceAndAvailability = {
      price: value.price,
      currency: value.currency,
      vatIncluded: value.vatIncluded,
      stock,
    };
    // Present keys stay present (null included), absent ones absent: as the schema gives them.
    for (const key of OPTIONAL_PRICES) if (key in value) entry[key] = value[key] as number | null | undefined;
    return entry;
  }
  return value.noResult === true ? { noResult: true } : undefined;
}

/**
 * Checks a real-time answer (code → entry) without zod, for the browser, which reads one on every page
 * with prices: the same rules and output as `realtimeMapSchema` (a property test holds them together),
 * with unknown keys dropped and a `__proto__` code left out (the result is built with
 * `Object.fromEntries`, which never sets a prototype). `error.path` names the first entry that fails.
 */
export function readRealtimeMap(value: unknown): RealtimeMapCheck {
  if (!isObject(value)) return { success: false, error: { path: '' } };
  const entries: [string, RealtimeEntry][] = [];
  for (const [code, raw] of Object.entries(value)) {
    // As zod's records: a `__proto__` key is left out.
    if (code === '__proto__') continue;
    const entry = readEntry(raw);
    if (!entry) return { success: false, error: { path: code } };
    entries.push([code, entry]);
  }
  return { success: true, data: Object.fromEntries(entries) };
}

/** {@link readRealtimeMap} as a schema-like object (`safeParse`), for helpers that take one. */
export const realtimeMapCheck = { safeParse: readRealtimeMap };
