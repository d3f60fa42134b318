import { AFFILIATE_RETRY } from '@ironmark/config';
import { ensureEnglishZodMessages } from '@ironmark/config/zod-locale';
import * as z from 'zod/mini';
import { normaliseCurrency, toMajorUnits } from './money';
import { currencySchema, minorAmountSchema } from './schemas';

ensureEnglishZodMessages();

/** A placed order as the affiliate report needs it: order number and total in integer minor units. */
export const affiliatePurchaseSchema = z.object({
  orderNumber: z.string().check(z.trim(), z.minLength(1)),
  total: minorAmountSchema,
  currency: z.optional(currencySchema),
});
/** Input of {@link reportAffiliatePurchase}. */
export type AffiliatePurchase = z.input<typeof affiliatePurchaseSchema>;

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
 * Reports a purchase to the affiliate tracker (spec §7). The first attempt is immediate; while the
 * tracker is missing it tries again every `retry.intervalMs` (1000 ms), `retry.maxAttempts` (100)
 * attempts in all, then `console.warn`s {@link AFFILIATE_GAVE_UP_MESSAGE} with the order number.
 * Resolves `true` once reported, `false` after giving up, on invalid input or when the tracker
 * throws (both logged with {@link AFFILIATE_REPORT_FAILED_MESSAGE}; a throwing tracker is not
 * retried, to avoid a double report).
 */
export function reportAffiliatePurchase(
  purchase: AffiliatePurchase,
  dependencies: AffiliateReportDependencies,
): Promise<boolean> {
  const parsed = affiliatePurchaseSchema.safeParse(purchase);
  if (!parsed.success) {
    console.error(AFFILIATE_REPORT_FAILED_MESSAGE, z.prettifyError(parsed.error));
    return Promise.resolve(false);
  }
  const currency = normaliseCurrency(parsed.data.currency);
  const sale: AffiliateSale = {
    orderNumber: parsed.data.orderNumber,
    total: toMajorUnits(parsed.data.total, currency),
    currency,
  };
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
