import { languageOf } from '@ironmark/channel';

/** The content languages the CMS holds, English first (the fallback). */
export const contentLanguages = ['en', 'sv', 'de', 'fr'] as const;

/** A content language: the CMS `locale` value of a document. */
export type ContentLanguage = (typeof contentLanguages)[number];

/** True when `value` is one of {@link contentLanguages}. */
export function isContentLanguage(value: string): value is ContentLanguage {
  return (contentLanguages as readonly string[]).includes(value);
}

/**
 * The content language of a page locale (a channel code such as 'sv-se' or a language-only code such
 * as 'en'). Languages the CMS does not hold, and anything unparseable, use English.
 */
export function contentLanguage(locale: string): ContentLanguage {
  const language = languageOf(locale.toLowerCase());
  return isContentLanguage(language) ? language : 'en';
}
