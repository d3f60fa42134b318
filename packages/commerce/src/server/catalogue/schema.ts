import { stockSchema } from '@ironmark/cart-core';
import { z } from 'zod';

/** A price list: lower-case currency → net price (VAT excluded) in integer minor units. */
export const priceListSchema = z.record(z.string(), z.number().int().nonnegative());

/** A campaign on one variant: a percentage off the regular price between `from` (inclusive) and `to` (exclusive). */
export const campaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  percentOff: z.number().positive().max(90),
});
/** A variant campaign. */
export type Campaign = z.infer<typeof campaignSchema>;

/** A regular-price change: the price lists valid from `from` until the next entry. */
export const priceHistoryEntrySchema = z.object({ from: z.iso.datetime(), prices: priceListSchema });
/** A price-history entry. */
export type PriceHistoryEntry = z.infer<typeof priceHistoryEntrySchema>;

/** How the studio render of a product is drawn (kind of object and colours). */
export const visualSchema = z.looseObject({
  kind: z.string(),
  colour: z.string().optional(),
  weight: z.number().optional(),
  unit: z.string().optional(),
});
/** A render descriptor. */
export type Visual = z.infer<typeof visualSchema>;

/** A specification row (label and display value). */
export const specificationSchema = z.object({ key: z.string(), label: z.string(), value: z.string() });

/** One variant of the demo catalogue (stock per warehouse market: us, eu, uk, nordic, apac). */
export const catalogueVariantSchema = z.object({
  code: z.string(),
  name: z.string(),
  options: z.record(z.string(), z.string()),
  specifications: z.array(specificationSchema),
  weightKg: z.number().nullable(),
  visual: visualSchema,
  prices: priceListSchema,
  priceHistory: z.array(priceHistoryEntrySchema).min(1),
  campaigns: z.array(campaignSchema),
  stock: z.record(z.string(), stockSchema),
  /** Countries where the variant is sold online; `null` = everywhere, `[]` = quote only. */
  availableOnline: z.array(z.string()).nullable(),
  /** Countries where the variant is listed at all; `null` = everywhere. */
  listedCountries: z.array(z.string()).nullable(),
});
/** A catalogue variant. */
export type CatalogueVariant = z.infer<typeof catalogueVariantSchema>;

/** Product flags of the catalogue (cart-core's flags plus free gift and made to order). */
export const catalogueFlagsSchema = z.object({
  discontinued: z.boolean(),
  limitedEdition: z.boolean(),
  newArrival: z.boolean(),
  commingSoon: z.boolean(),
  freeGift: z.boolean(),
  madeToOrder: z.boolean(),
});

/** A product review. */
export const reviewSchema = z.object({
  id: z.string(),
  author: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  body: z.string(),
  date: z.string(),
  verifiedPurchase: z.boolean(),
});
/** A review. */
export type Review = z.infer<typeof reviewSchema>;

/** One product of the demo catalogue. */
export const catalogueProductSchema = z.object({
  code: z.string(),
  slug: z.string(),
  brand: z.string(),
  name: z.string(),
  description: z.string(),
  categories: z.array(z.string()).min(1),
  seoTags: z.array(z.string()),
  certification: z.array(z.string()),
  soldAs: z.enum(['individually', 'pair', 'set']),
  flags: catalogueFlagsSchema,
  warranty: z.object({ years: z.number().int().nonnegative(), summary: z.string() }),
  specifications: z.array(specificationSchema),
  downloads: z.array(z.object({ title: z.string(), url: z.string(), kind: z.string(), sizeKb: z.number() })),
  sizeChart: z
    .object({ unit: z.string(), columns: z.array(z.string()), rows: z.array(z.array(z.string())) })
    .nullable(),
  related: z.array(z.string()),
  reviews: z.array(reviewSchema),
  createdAt: z.iso.datetime(),
  recommended: z.number().int().positive(),
  bundle: z.array(z.string()),
  visual: visualSchema,
  variants: z.array(catalogueVariantSchema).min(1),
});
/** A catalogue product as stored in the data file. */
export type CatalogueProductData = z.infer<typeof catalogueProductSchema>;

/** A category of the static menu (spec §2). */
export const categorySchema = z.object({
  path: z.string(),
  label: z.string(),
  parent: z.string().nullable(),
  description: z.string(),
});
/** A category record. */
export type CategoryData = z.infer<typeof categorySchema>;

/** The whole catalogue data file (`data/generated/catalogue.json`). */
export const catalogueDataSchema = z.object({
  version: z.literal(1),
  brand: z.string(),
  referenceDate: z.iso.datetime(),
  currencies: z.array(z.string()),
  markets: z.array(z.string()),
  categories: z.array(categorySchema),
  products: z.array(catalogueProductSchema),
});
/** The catalogue data file. */
export type CatalogueData = z.infer<typeof catalogueDataSchema>;

/** A translated specification row. */
const translatedSpecificationSchema = specificationSchema;

/** The catalogue's texts in one language (`data/generated/catalogue.{sv,de,fr}.json`), keyed like the catalogue. */
export const catalogueTranslationSchema = z.object({
  version: z.literal(1),
  language: z.string().length(2),
  categories: z.record(z.string(), z.object({ label: z.string(), description: z.string() })),
  optionNames: z.record(z.string(), z.string()),
  products: z.record(
    z.string(),
    z.object({
      name: z.string(),
      description: z.string(),
      specifications: z.array(translatedSpecificationSchema),
      warranty: z.string(),
      reviews: z.record(z.string(), z.object({ title: z.string(), body: z.string() })),
      sizeChartColumns: z.array(z.string()).nullable(),
      variants: z.record(
        z.string(),
        z.object({
          name: z.string(),
          options: z.record(z.string(), z.string()),
          specifications: z.array(translatedSpecificationSchema),
        }),
      ),
    }),
  ),
});
/** The catalogue texts of one language. */
export type CatalogueTranslation = z.infer<typeof catalogueTranslationSchema>;
