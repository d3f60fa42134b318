// The visitor's stored settings without their schema: the visitor store (browser code) imports this
// module, which checks stored settings without zod (`readStoredUserSettings`); the schema module
// (settings-schema.ts, zod) is the contract for servers and tests, and a property test holds the
// two together. A returning visitor's every page reads these settings: loading zod for them was a
// long task on a phone (issue 16).
import type { StoredUserSettings } from './overlay';

/** Stored settings plus the chosen locale. */
export type UserSettings = StoredUserSettings & { locale?: string };

/** The spec §8 log line of stored settings that cannot be used. */
export const STORED_USER_SETTINGS_ERROR = 'Failed to parse stored user settings';

const TWO_LETTERS = /^[a-zA-Z]{2}$/;

/**
 * The stored settings in `value` (parsed JSON), as `storedUserSettingsSchema` reads them: `country`
 * two letters, optional two-letter `language`, optional `locale` text, other keys dropped; anything
 * else ⇒ `null`.
 */
export function checkUserSettings(value: unknown): UserSettings | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { country, language, locale } = value as Record<string, unknown>;
  if (typeof country !== 'string' || !TWO_LETTERS.test(country)) return null;
  if (language !== undefined && (typeof language !== 'string' || !TWO_LETTERS.test(language))) return null;
  if (locale !== undefined && typeof locale !== 'string') return null;
  const settings: UserSettings = { country };
  if ('language' in value) settings.language = language as string;
  if ('locale' in value) settings.locale = locale as string;
  return settings;
}

/**
 * Reads the stored settings JSON, with the rules of `parseStoredUserSettings` but without zod
 * ({@link checkUserSettings}): missing ⇒ `null`; unparseable or invalid ⇒ logged ('Failed to parse
 * stored user settings', spec §8) and `null`. Never rejects for bad data (asynchronous as before,
 * for its callers).
 */
export async function readStoredUserSettings(raw: string | null | undefined): Promise<UserSettings | null> {
  if (raw === null || raw === undefined || raw === '') return null;
  let settings: UserSettings | null = null;
  try {
    settings = checkUserSettings(JSON.parse(raw));
  } catch {
    settings = null;
  }
  if (!settings) console.error(STORED_USER_SETTINGS_ERROR, raw.slice(0, 200));
  return settings;
}

/** Serialises settings for storage (lower-case codes). */
export function serializeUserSettings(settings: UserSettings): string {
  return JSON.stringify({
    country: settings.country.toLowerCase(),
    ...(settings.language ? { language: settings.language.toLowerCase() } : {}),
    ...(settings.locale ? { locale: settings.locale.toLowerCase() } : {}),
  });
}
