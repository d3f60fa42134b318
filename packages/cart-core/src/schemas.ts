// The schema module of cart-core's records: one zod schema per concept, for server code, tests and
// the boundaries that validate. Browser code imports only its types (`import type`); the helpers it
// needs live in zod-free modules (`records.ts`), so zod stays out of a page's first load.
import { ensureEnglishZodMessages } from '@ironmark/config/zod-locale';
import * as z from 'zod/mini';

ensureEnglishZodMessages();

/** zod schema of a whole quantity above 0 (cart and favourites lines). */
export const quantitySchema = z.number().check(z.int(), z.positive());

/** zod schema of a cart or favourites list: product code → `{ quantity }` (whole units, > 0). */
export const listItemsSchema = z.record(
  z.string().check(z.minLength(1)),
  z.object({ quantity: quantitySchema }),
);

/** A cart or favourites list: product code → `{ quantity }` in whole units. */
export type ListItems = Record<string, { quantity: number }>;

/**
 * zod schema of the stock of one variant (spec §3): `inStock` and `preOrder` are units,
 * `daysAhead` is how many days of pre-order delivery the shop accepts, and
 * `estimatedDeliveryDays` is the calendar days until a pre-order ships.
 */
export const stockSchema = z.object({
  inStock: z.number(),
  preOrder: z.number(),
  preOrderDisplay: z.boolean(),
  daysAhead: z.number(),
  estimatedDeliveryDays: z.number(),
});

/** Stock of one variant; see {@link stockSchema} for units. */
export type Stock = z.infer<typeof stockSchema>;

/**
 * zod schema of the real-time price and availability of one variant (spec §3). Every amount is
 * integer minor units of `currency` (ISO 4217, any case): `price` is the shelf price,
 * `campaignPrice` the campaign price when one runs, `regularPrice` the before-campaign price
 * used as the compare-at price, `lowestPrice30d` the lowest price of the last 30 days.
 */
export const priceAndAvailabilitySchema = z.object({
  price: z.number().check(z.int()),
  campaignPrice: z.nullish(z.number().check(z.int())),
  regularPrice: z.nullish(z.number().check(z.int())),
  lowestPrice30d: z.nullish(z.number().check(z.int())),
  currency: z.string().check(z.minLength(3)),
  vatIncluded: z.boolean(),
  stock: stockSchema,
});

/** Real-time price and availability of one variant; money in minor units. */
export type PriceAndAvailability = z.infer<typeof priceAndAvailabilitySchema>;

/** zod schema of the marker the real-time service returns for a code it does not know. */
export const noResultSchema = z.object({ noResult: z.literal(true) });

/** zod schema of one real-time entry: a price-and-availability record or a no-result marker. */
export const realtimeEntrySchema = z.union([priceAndAvailabilitySchema, noResultSchema]);

/** One real-time entry. */
export type RealtimeEntry = z.infer<typeof realtimeEntrySchema>;

/** zod schema of a real-time response: variant code → entry. */
export const realtimeMapSchema = z.record(z.string(), realtimeEntrySchema);

/** A real-time response keyed by variant code. */
export type RealtimeMap = Record<string, RealtimeEntry>;

/** zod schema of the product flags (spec §3; `commingSoon` keeps the spec's spelling). All default `false`. */
export const productFlagsSchema = z.object({
  discontinued: z._default(z.boolean(), false),
  limitedEdition: z._default(z.boolean(), false),
  newArrival: z._default(z.boolean(), false),
  commingSoon: z._default(z.boolean(), false),
});

/** Product flags of a variant. */
export type ProductFlags = z.infer<typeof productFlagsSchema>;

/**
 * zod schema of a variant-info record from the content service (spec §3). `ts` is a timestamp in
 * ms since the epoch; `availableOnline` and `channels` are strings (see `isAvailableOnline` and
 * `isChannelOk` for how they are read).
 */
export const variantInfoSchema = z.object({
  code: z.string(),
  name: z.string(),
  ts: z.number(),
  path: z.string(),
  desc: z.string(),
  images: z.array(
    z.object({ name: z.string(), caption: z.optional(z.string()), url: z.optional(z.string()) }),
  ),
  availableOnline: z.string(),
  channels: z.string(),
  category: z.optional(z.string()),
  isFreeGift: z.optional(z.boolean()),
  flags: z.optional(productFlagsSchema),
});

/** One variant-info record. */
export type VariantInfo = z.infer<typeof variantInfoSchema>;

/**
 * zod schema of a variant-info response (spec §5): an object keyed by code whose values are
 * records or `null`; anything else fails to parse.
 */
export const variantInfoResponseSchema = z.record(z.string(), z.nullable(variantInfoSchema));

/** A parsed variant-info response. */
export type VariantInfoResponse = z.infer<typeof variantInfoResponseSchema>;

/** zod schema of a configurator build (spec §3 'Builds'); `configuration` maps option name → chosen value. */
export const buildSchema = z.object({
  configuratorName: z.string().check(z.minLength(1)),
  name: z.string(),
  code: z.string().check(z.minLength(1)),
  quantity: quantitySchema,
  configuration: z.record(z.string(), z.string()),
});

/** A configurator build; `quantity` is whole units and starts at 1. */
export type Build = z.infer<typeof buildSchema>;
