import { ensureEnglishZodMessages } from '@ironmark/config/zod-locale';
import * as z from 'zod/mini';

ensureEnglishZodMessages();

/** Availability values of a product variant document. */
export const availabilitySchema = z.enum([
  'in-stock',
  'low-stock',
  'out-of-stock',
  'pre-order',
  'made-to-order',
  'coming-soon',
  'discontinued',
]);

/**
 * A product variant as indexed (contracts.md): flat record, one per variant, grouped by `group`
 * (the product code). `price` is in major units of the channel currency; `recommended` 1 = best.
 */
export const productSearchDocumentSchema = z.object({
  id: z.string().check(z.minLength(1)),
  v_id: z.string().check(z.minLength(1)),
  group: z.string().check(z.minLength(1)),
  name: z.string(),
  bp_name: z.string(),
  desc: z.string(),
  brand: z.string(),
  category_id: z.array(z.string()),
  category: z.string(),
  seo_tags: z.array(z.string()),
  bundle_articlecode: z.array(z.string()),
  price: z.number(),
  currency: z.string(),
  recommended: z.number(),
  availability: availabilitySchema,
  certification: z.array(z.string()),
  flags: z.array(z.string()),
  image: z.string(),
  path: z.string(),
  date: z.string(),
});
/** A product variant search document. */
export type ProductSearchDocument = z.infer<typeof productSearchDocumentSchema>;

/** A story or content page as indexed (contracts.md). */
export const contentSearchDocumentSchema = z.object({
  id: z.string().check(z.minLength(1)),
  kind: z.enum(['story', 'page']),
  title: z.string(),
  desc: z.string(),
  body: z.string(),
  category: z.string(),
  image: z.string(),
  path: z.string(),
  date: z.string(),
});
/** A content search document. */
export type ContentSearchDocument = z.infer<typeof contentSearchDocumentSchema>;

/** Any indexable document: a flat record with a string `id`. */
export type SearchDocument = { readonly id: string } & Readonly<Record<string, unknown>>;
