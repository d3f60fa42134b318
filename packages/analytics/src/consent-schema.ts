import { ensureEnglishZodMessages } from '@ironmark/config/zod-locale';
import * as z from 'zod/mini';
import { type ConsentChoice, consentChoiceOf, UNPARSEABLE_CONSENT_MESSAGE } from './consent';

// A schema module: browser code loads it on demand (`parseStoredConsentAsync`), never statically.
ensureEnglishZodMessages();

/** A consent signal of Google consent mode. */
export const consentSignalSchema = z.enum(['granted', 'denied']);
/** `'granted'` or `'denied'`. */
export type ConsentSignal = z.infer<typeof consentSignalSchema>;

/** The stored record: the spec §3 consent settings (ad, analytics and functionality storage). */
export const storedConsentSchema = z.object({
  ad_storage: consentSignalSchema,
  analytics_storage: consentSignalSchema,
  functionality_storage: consentSignalSchema,
});
/** The three settings of spec §3. */
export type ConsentSettings = z.infer<typeof storedConsentSchema>;

/**
 * The choice stored under `COOKIE_CONSENT_KEY`, or `null` when none was made. Empty or missing ⇒
 * `null` silently; unparseable JSON, a wrong shape, or ad and analytics storage that disagree (no
 * choice of this shop produces that) ⇒ logged with {@link UNPARSEABLE_CONSENT_MESSAGE} and `null`
 * (spec §8), so the dialog asks again. Synchronous, for server code and tests; browser code uses
 * `parseStoredConsentAsync`, which loads this module on demand.
 */
export function parseStoredConsent(raw: string | null | undefined): ConsentChoice | null {
  if (raw === null || raw === undefined || raw === '') return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    console.error(UNPARSEABLE_CONSENT_MESSAGE, raw);
    return null;
  }
  const settings = storedConsentSchema.safeParse(json);
  const choice = settings.success ? consentChoiceOf(settings.data) : null;
  if (choice === null) console.error(UNPARSEABLE_CONSENT_MESSAGE, raw);
  return choice;
}
