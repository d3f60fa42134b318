import { formatMessage } from '@ironmark/channel';

/**
 * The UI texts of one language plus the English texts used when a key is missing. Values are
 * templates with '{0}', '{1}' … placeholders.
 */
export interface Translations {
  /** The content language of `messages` ('en', 'sv', 'de', 'fr'). */
  language: string;
  messages: Readonly<Record<string, string>>;
  /** English texts (the fallback for missing keys). */
  fallback: Readonly<Record<string, string>>;
}

/**
 * Translates `key` and fills its '{0}' placeholders with `args` (in order). A key missing in the
 * language falls back to English and logs `Missing translation` with the language and key; a key
 * missing in English too returns the key itself.
 */
export function t(translations: Translations, key: string, args: readonly (string | number)[] = []): string {
  // Own keys only: 'constructor' or 'toString' must not resolve to Object.prototype's members.
  const own = Object.hasOwn(translations.messages, key) ? translations.messages[key] : undefined;
  if (own !== undefined) return formatMessage(own, args, translations.language);
  console.error('Missing translation', translations.language, key);
  const english = Object.hasOwn(translations.fallback, key) ? translations.fallback[key] : undefined;
  return english === undefined ? key : formatMessage(english, args);
}

/**
 * A `translate(key, args)` function bound to `translations` — the shape ui components and
 * `toNotification(error, translate)` take.
 */
export function translator(
  translations: Translations,
): (key: string, args?: readonly (string | number)[]) => string {
  return (key, args) => t(translations, key, args);
}
