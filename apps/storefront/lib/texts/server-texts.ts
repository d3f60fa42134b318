import 'server-only';
import { formatMessage, languageOf } from '@ironmark/channel';
import type { TextWithFallback } from '@ironmark/commerce';
import { getContent } from '../server/content';

/**
 * Server-side texts of a locale's language (merged over English like the client's): a key's
 * translation, or the English `fallback` when the content service lacks the key.
 */
export async function serverTexts(locale: string): Promise<TextWithFallback> {
  const translations = await getContent().getTranslations(languageOf(locale));
  const messages: Readonly<Record<string, string>> = { ...translations.fallback, ...translations.messages };
  return (key, fallback, args = []) => formatMessage(messages[key] ?? fallback, args, locale);
}
