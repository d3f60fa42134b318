// The visitor's stored settings without their schema: the visitor store (browser code) imports this
// module, and `readStoredUserSettings` loads the schema module (settings-schema.ts, zod) only when
// there are stored settings to validate.
import type { StoredUserSettings } from './overlay';

/** Stored settings plus the chosen locale. */
export type UserSettings = StoredUserSettings & { locale?: string };

/** The spec §8 log line of stored settings that cannot be used. */
export const STORED_USER_SETTINGS_ERROR = 'Failed to parse stored user settings';

/**
 * Reads the stored settings JSON, as `parseStoredUserSettings` does, with the schema module loaded on
 * demand (in the browser, a chunk of its own): missing ⇒ `null` at once, without loading it;
 * unparseable or invalid ⇒ logged ('Failed to parse stored user settings', spec §8) and `null`.
 * Never rejects for bad data.
 */
export async function readStoredUserSettings(raw: string | null | undefined): Promise<UserSettings | null> {
  if (raw === null || raw === undefined || raw === '') return null;
  const { parseStoredUserSettings } = await import('./settings-schema');
  return parseStoredUserSettings(raw);
}

/** Serialises settings for storage (lower-case codes). */
export function serializeUserSettings(settings: UserSettings): string {
  return JSON.stringify({
    country: settings.country.toLowerCase(),
    ...(settings.language ? { language: settings.language.toLowerCase() } : {}),
    ...(settings.locale ? { locale: settings.locale.toLowerCase() } : {}),
  });
}
