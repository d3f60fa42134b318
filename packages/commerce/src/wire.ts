// The answers the browser's clients read on every page — the real-time product data, the variant
// info and the error bodies of the commerce API — in a module of their own (re-exported by the
// contract). The browser loads it on demand, once an answer has arrived (`fetchApi`'s schema loader),
// never with the page, and without every request schema of the contract.
import { realtimeMapSchema, variantInfoResponseSchema } from '@ironmark/cart-core';
import { ensureEnglishZodMessages } from '@ironmark/config/zod-locale';
import * as z from 'zod/mini';

ensureEnglishZodMessages();

/**
 * The model-state error body of a 400 answer: field name → messages, plus an optional summary
 * message (spec §8 'Response handling').
 */
export const modelStateSchema = z.object({
  modelState: z.record(z.string(), z.array(z.string())),
  message: z.optional(z.string()),
  /** Each problem with its field, code and params (ARCHITECTURE.md: the app translates codes). */
  issues: z.optional(
    z.array(
      z.object({
        field: z.string(),
        code: z.string(),
        params: z._default(z.record(z.string(), z.union([z.string(), z.number()])), {}),
        message: z.string(),
      }),
    ),
  ),
});
/** A model-state error body. */
export type ModelState = z.infer<typeof modelStateSchema>;

/** The body of every other API error: a message and a machine-readable code. */
export const apiErrorBodySchema = z.object({ message: z.string(), code: z.string() });
/** A non-validation API error body. */
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** Answer of the real-time call (spec §3, §7): keyed by code (= cart-core `realtimeMapSchema` / `RealtimeMap`). */
export const realtimeResponseSchema = realtimeMapSchema;
/** A real-time answer keyed by code. */
export type RealtimeResponse = z.infer<typeof realtimeResponseSchema>;

/** The variant-info answer (cart-core's schema, spec §3, §7): code → record or null. */
export { variantInfoResponseSchema };
