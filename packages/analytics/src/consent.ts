import { COOKIE_CONSENT_KEY } from '@ironmark/config';
import { ensureEnglishZodMessages } from '@ironmark/config/zod-locale';
import * as z from 'zod/mini';

ensureEnglishZodMessages();

/** The three cookie-consent states of spec §4: dialog shown, all accepted, necessary only. */
export const consentStates = ['undecided', 'all', 'necessary'] as const;
/** One of {@link consentStates}. */
export type ConsentState = (typeof consentStates)[number];

/** The two choices the dialog offers ('Accept all cookies' / 'Accept necessary cookies'). */
export const consentChoices = ['all', 'necessary'] as const;
/** One of {@link consentChoices}: a decided {@link ConsentState}. */
export type ConsentChoice = (typeof consentChoices)[number];

/** Storage key of the choice (spec §9 'cookie_consent'), re-exported from @ironmark/config. */
export { COOKIE_CONSENT_KEY };

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

/** Text logged (with the raw value) when a stored consent cannot be used. */
export const UNPARSEABLE_CONSENT_MESSAGE = 'Failed to parse stored cookie consent';

/**
 * The spec §3 settings of a choice: 'all' grants ad and analytics storage, 'necessary' denies
 * them; functionality storage is granted in both (spec §4).
 */
export function consentSettings(choice: ConsentChoice): ConsentSettings {
  switch (choice) {
    case 'all':
      return { ad_storage: 'granted', analytics_storage: 'granted', functionality_storage: 'granted' };
    case 'necessary':
      return { ad_storage: 'denied', analytics_storage: 'denied', functionality_storage: 'granted' };
    default:
      return choice satisfies never;
  }
}

/** The value stored under {@link COOKIE_CONSENT_KEY} for a choice: its settings as JSON. */
export function serializeConsent(choice: ConsentChoice): string {
  return JSON.stringify(consentSettings(choice));
}

/**
 * The choice stored under {@link COOKIE_CONSENT_KEY}, or `null` when none was made. Empty or
 * missing ⇒ `null` silently; unparseable JSON, a wrong shape, or ad and analytics storage that
 * disagree (no choice of this shop produces that) ⇒ logged and `null` (spec §8), so the dialog
 * asks again.
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
  const choice = settings.success ? choiceOf(settings.data) : null;
  if (choice === null) console.error(UNPARSEABLE_CONSENT_MESSAGE, raw);
  return choice;
}

function choiceOf(settings: ConsentSettings): ConsentChoice | null {
  if (settings.ad_storage === 'granted' && settings.analytics_storage === 'granted') return 'all';
  if (settings.ad_storage === 'denied' && settings.analytics_storage === 'denied') return 'necessary';
  return null;
}

/** The {@link ConsentState} of a stored choice: `null` ⇒ 'undecided' (the dialog is shown). */
export function consentStateOf(choice: ConsentChoice | null): ConsentState {
  return choice ?? 'undecided';
}

/** How long tags wait for a consent update after the default (ms), as Google recommends. */
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;

/** Signals of a consent-mode 'update' call. */
export interface ConsentModeUpdate {
  ad_storage: ConsentSignal;
  ad_user_data: ConsentSignal;
  ad_personalization: ConsentSignal;
  analytics_storage: ConsentSignal;
  functionality_storage: ConsentSignal;
}

/** Parameters of the consent-mode 'default' call. */
export interface ConsentModeDefault extends ConsentModeUpdate {
  personalization_storage: ConsentSignal;
  security_storage: ConsentSignal;
  wait_for_update: number;
}

/**
 * Consent-mode v2 signals of the spec's settings. The spec knows only ad, analytics and
 * functionality storage; v2 also requires `ad_user_data` and `ad_personalization`
 * (external-apis §2(c)), which are derived from `ad_storage` so the two choices stay two.
 */
export function consentModeSignals(settings: ConsentSettings): ConsentModeUpdate {
  return {
    ad_storage: settings.ad_storage,
    ad_user_data: settings.ad_storage,
    ad_personalization: settings.ad_storage,
    analytics_storage: settings.analytics_storage,
    functionality_storage: settings.functionality_storage,
  };
}

/**
 * The consent-mode 'default' pushed before any tag loads: everything denied (spec §4: denied before
 * a choice) except functionality and security storage, which are strictly necessary;
 * `wait_for_update` {@link CONSENT_WAIT_FOR_UPDATE_MS}.
 */
export function consentModeDefault(): ConsentModeDefault {
  return {
    ...consentModeSignals({
      ad_storage: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'granted',
    }),
    personalization_storage: 'denied',
    security_storage: 'granted',
    wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS,
  };
}

/** The consent-mode 'update' for a choice, including the derived v2 signals. */
export function consentModeUpdate(choice: ConsentChoice): ConsentModeUpdate {
  return consentModeSignals(consentSettings(choice));
}
