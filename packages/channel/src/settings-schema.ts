// The schema module of the visitor's stored settings. The browser reaches it only through
// `readStoredUserSettings` (settings.ts), which imports it on demand when settings are stored.
import { ensureEnglishZodMessages } from '@ironmark/config/zod-locale';
import * as z from 'zod/mini';
import { STORED_USER_SETTINGS_ERROR, type UserSettings } from './settings';

ensureEnglishZodMessages();

/** zod schema of the visitor's stored country/language settings (local storage, spec §4). */
export const storedUserSettingsSchema = z.object({
  country: z.string().check(z.regex(/^[a-zA-Z]{2}$/)),
  language: z.optional(z.string().check(z.regex(/^[a-zA-Z]{2}$/))),
  /** The channel code the visitor chose, e.g. 'sv-se'. */
  locale: z.optional(z.string()),
});

/**
 * Parses the stored settings JSON. Missing ⇒ `null`; unparseable or invalid ⇒ logged
 * ('Failed to parse stored user settings', spec §8) and `null` — never a throw. Synchronous, for
 * server code and tests; the browser reads through `readStoredUserSettings`, which loads this
 * module on demand.
 */
export function parseStoredUserSettings(raw: string | null | undefined): UserSettings | null {
  if (raw === null || raw === undefined || raw === '') return null;
  try {
    const result = storedUserSettingsSchema.safeParse(JSON.parse(raw));
    if (result.success) return result.data;
  } catch {
    // fall through to the log line below
  }
  console.error(STORED_USER_SETTINGS_ERROR, raw.slice(0, 200));
  return null;
}
