import { COOKIE_CONSENT_KEY } from '@ironmark/config';
import type { ConsentSettings, ConsentSignal } from './consent-schema';

// No zod here: the consent hook and the data layer run this module in the browser. The stored record's
// schema and its sync parse live in ./consent-schema; browser code reaches them through
// parseStoredConsentAsync, which loads that module on demand.

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

export type { ConsentSettings, ConsentSignal };

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
 * The choice a stored record stands for: ad and analytics storage both granted ⇒ 'all', both denied ⇒
 * 'necessary'; disagreeing ⇒ `null` (no choice of this shop produces that, spec §8: ask again).
 */
export function consentChoiceOf(settings: ConsentSettings): ConsentChoice | null {
  if (settings.ad_storage === 'granted' && settings.analytics_storage === 'granted') return 'all';
  if (settings.ad_storage === 'denied' && settings.analytics_storage === 'denied') return 'necessary';
  return null;
}

/**
 * The choice of a stored value this shop wrote — exactly `serializeConsent(choice)` — without any
 * parsing: `null` for no value (`null`, `undefined`, `''`), `undefined` for any other text, which
 * needs the schema (`parseStoredConsent`). Since `parseStoredConsent(serializeConsent(c))` is `c`,
 * the answer is the same as the parse's; it only spares browser code the schema's chunk for the
 * values it reads almost always.
 */
export function knownStoredConsent(raw: string | null | undefined): ConsentChoice | null | undefined {
  if (raw === null || raw === undefined || raw === '') return null;
  return consentChoices.find((choice) => serializeConsent(choice) === raw);
}

/**
 * `parseStoredConsent` (./consent-schema) for browser code: the same result and the same log line,
 * but the schema module (and zod) is loaded on demand instead of with the page, and only for a value
 * this shop did not write (see {@link knownStoredConsent}).
 */
export async function parseStoredConsentAsync(raw: string | null | undefined): Promise<ConsentChoice | null> {
  const known = knownStoredConsent(raw);
  if (known !== undefined) return known;
  const { parseStoredConsent } = await import('./consent-schema');
  return parseStoredConsent(raw);
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
