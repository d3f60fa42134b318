import { ensureEnglishZodMessages } from '@ironmark/config/zod-locale';
import * as z from 'zod/mini';
import type { StoredUserSettings } from './overlay';

ensureEnglishZodMessages();

/** zod schema of the visitor's stored country/language settings (local storage, spec §4). */
export const storedUserSettingsSchema = z.object({
  country: z.string().check(z.regex(/^[a-zA-Z]{2}$/)),
  language: z.optional(z.string().check(z.regex(/^[a-zA-Z]{2}$/))),
  /** The channel code the visitor chose, e.g. 'sv-se'. */
  locale: z.optional(z.string()),
});

/** Stored settings plus the chosen locale. */
export type UserSettings = StoredUserSettings & { locale?: string };

/**
 * Parses the stored settings JSON. Missing ⇒ `null`; unparseable or invalid ⇒ logged
 * ('Failed to parse stored user settings', spec §8) and `null` — never a throw.
 */
export function parseStoredUserSettings(raw: string | null | undefined): UserSettings | null {
  if (raw === null || raw === undefined || raw === '') return null;
  try {
    const result = storedUserSettingsSchema.safeParse(JSON.parse(raw));
    if (result.success) return result.data;
  } catch {
    // fall through to the log line below
  }
  console.error('Failed to parse stored user settings', raw.slice(0, 200));
  return null;
}

/** Serialises settings for storage (lower-case codes). */
export function serializeUserSettings(settings: UserSettings): string {
  return JSON.stringify({
    country: settings.country.toLowerCase(),
    ...(settings.language ? { language: settings.language.toLowerCase() } : {}),
    ...(settings.locale ? { locale: settings.locale.toLowerCase() } : {}),
  });
}
