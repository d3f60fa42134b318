// The schema module of the channel record: for server code, tests and other packages' schemas.
// Browser code imports only its type; the channel table and helpers are in channels.ts, zod-free.
import { ensureEnglishZodMessages } from '@ironmark/config/zod-locale';
import * as z from 'zod/mini';

ensureEnglishZodMessages();

/**
 * zod schema of one channel record (spec §3 'Channel'). Codes are lower-case ISO codes:
 * `country` ISO 3166-1 alpha-2 ('' for the language-only global channel), `language` ISO 639-1,
 * `currency` ISO 4217 (lower-case), `region` a sales region ('na', 'eu', 'apac', 'me', 'global').
 */
export const channelSchema = z.object({
  code: z.string().check(z.minLength(2)),
  country: z.string(),
  language: z.string().check(z.length(2)),
  currency: z.string().check(z.length(3)),
  region: z.string().check(z.minLength(2)),
  isDefault: z.boolean(),
  /** `false` marks a quote-only region: no cart and no checkout, favourites wording mentions quotes only. */
  onlineShopping: z.boolean(),
  /** Whether shelf prices include VAT/GST in this market. */
  vatIncluded: z.boolean(),
  /** The market's name in English, as shown in the country chooser. */
  name: z.string(),
});

/** One channel the shop serves; see {@link channelSchema} for the meaning and units of each field. */
export type Channel = z.infer<typeof channelSchema>;
