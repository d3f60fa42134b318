import { AFFILIATE_RETRY } from '@ironmark/config';
import type { AffiliatePurchase } from './affiliate-schema';

// No zod here: the order confirmation page runs this module in the browser. The purchase is
// validated by ./affiliate-schema, loaded on demand.

/** Input of {@link reportAffiliatePurchase}: order number, total in integer minor units, currency. */
export type { AffiliatePurchase };

/** What the tracker receives: order number, total in major units, uppercase currency. */
export interface AffiliateSale {
  orderNumber: string;
  total: number;
  currency: string;
}

/**
 * The affiliate network's tracker as the storefront adapts it; it exists once the loader script
 * (see `affiliateLoaderUrl`) has run.
 */
export interface AffiliateTracker {
  /** Records one sale. */
  trackPurchase(sale: AffiliateSale): void;
}

/** How {@link reportAffiliatePurchase} reaches the tracker and the clock. */
export interface AffiliateReportDependencies {
  /** The tracker, or `undefined`/`null` while its script has not loaded yet. */
  getTracker: () => AffiliateTracker | null | undefined;
  /** Schedules the next attempt; defaults to the global `setTimeout`. */
  setTimeout?: (callback: () => void, ms: number) => unknown;
  /** Retry interval (ms) and number of attempts; defaults to `AFFILIATE_RETRY` (1000 ms, 100) of @ironmark/config. */
  retry?: { intervalMs: number; maxAttempts: number };
}

/** Text warned when the tracker never appeared (followed by the order number). */
export const AFFILIATE_GAVE_UP_MESSAGE = 'Affiliate tracker not available, purchase not reported';
/** Text logged when the purchase input is invalid or the tracker throws. */
export const AFFILIATE_REPORT_FAILED_MESSAGE = 'Affiliate purchase report failed';

/**
 * Reports a purchase to the affiliate tracker (spec §7). The purchase is validated first (the schema
 * module is loaded on demand, so zod stays out of the page's first load); the first attempt follows
 * at once; while the tracker is missing it tries again every `retry.intervalMs` (1000 ms),
 * `retry.maxAttempts` (100) attempts in all, then `console.warn`s {@link AFFILIATE_GAVE_UP_MESSAGE}
 * with the order number. Resolves `true` once reported, `false` after giving up, on invalid input,
 * when the validation cannot be loaded or when the tracker throws (all logged with
 * {@link AFFILIATE_REPORT_FAILED_MESSAGE}; a throwing tracker is not retried, to avoid a double report).
 */
export async function reportAffiliatePurchase(
  purchase: AffiliatePurchase,
  dependencies: AffiliateReportDependencies,
): Promise<boolean> {
  let schema: typeof import('./affiliate-schema');
  try {
    schema = await import('./affiliate-schema');
  } catch (error) {
    // The schema chunk did not load (offline, a new deployment): nothing is reported.
    console.error(AFFILIATE_REPORT_FAILED_MESSAGE, error);
    return false;
  }
  const sale = schema.affiliateSaleOf(purchase);
  if (sale === null) return false;
  const { intervalMs, maxAttempts } = dependencies.retry ?? AFFILIATE_RETRY;
  const schedule = dependencies.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms));

  return new Promise((resolve) => {
    let attempts = 0;
    const attempt = () => {
      attempts += 1;
      const tracker = dependencies.getTracker();
      if (tracker) {
        try {
          tracker.trackPurchase(sale);
          resolve(true);
        } catch (error) {
          console.error(AFFILIATE_REPORT_FAILED_MESSAGE, error);
          resolve(false);
        }
        return;
      }
      if (attempts >= maxAttempts) {
        console.warn(AFFILIATE_GAVE_UP_MESSAGE, sale.orderNumber);
        resolve(false);
        return;
      }
      schedule(attempt, intervalMs);
    };
    attempt();
  });
}
