import { ensureEnglishZodMessages } from '@ironmark/config/zod-locale';
import * as z from 'zod/mini';
import { AFFILIATE_REPORT_FAILED_MESSAGE, type AffiliateSale } from './affiliate';
import { normaliseCurrency, toMajorUnits } from './money';
import { currencySchema, minorAmountSchema } from './schemas';

// A schema module: `reportAffiliatePurchase` (browser code) loads it on demand, never statically.
ensureEnglishZodMessages();

/** A placed order as the affiliate report needs it: order number and total in integer minor units. */
export const affiliatePurchaseSchema = z.object({
  orderNumber: z.string().check(z.trim(), z.minLength(1)),
  total: minorAmountSchema,
  currency: z.optional(currencySchema),
});
/** Input of `reportAffiliatePurchase`. */
export type AffiliatePurchase = z.input<typeof affiliatePurchaseSchema>;

/**
 * The sale the tracker receives for a purchase (total in major units, uppercase currency, default
 * USD), or `null` when the purchase is invalid — logged with {@link AFFILIATE_REPORT_FAILED_MESSAGE}
 * and zod's summary, never the input itself.
 */
export function affiliateSaleOf(purchase: unknown): AffiliateSale | null {
  const parsed = affiliatePurchaseSchema.safeParse(purchase);
  if (!parsed.success) {
    console.error(AFFILIATE_REPORT_FAILED_MESSAGE, z.prettifyError(parsed.error));
    return null;
  }
  const currency = normaliseCurrency(parsed.data.currency);
  return {
    orderNumber: parsed.data.orderNumber,
    total: toMajorUnits(parsed.data.total, currency),
    currency,
  };
}
