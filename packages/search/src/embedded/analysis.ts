// Language-aware term analysis: the one function the index, the query and the snippets share, so a
// highlighted word is exactly a word the index matched. Stemming uses the Snowball stemmers of
// `@orama/stemmers` (Porter2 for English, Snowball for Swedish, German and French).
import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as german } from '@orama/stemmers/german';
import { stemmer as swedish } from '@orama/stemmers/swedish';
import { normaliseTerm } from './text';

/** A term analyser: a token of the text → the term the index keeps ('' = skip the token). */
export type Analyse = (token: string) => string;

/** Languages with a stemmer; any other language (or none) gets {@link normaliseTerm} alone. */
export const STEMMED_LANGUAGES = ['en', 'sv', 'de', 'fr'] as const;
/** A language with a stemmer. */
export type StemmedLanguage = (typeof STEMMED_LANGUAGES)[number];

const STEMMERS: Record<StemmedLanguage, (word: string) => string> = {
  en: english,
  sv: swedish,
  de: german,
  fr: french,
};

/** Words shorter than this are kept whole: stemming 'kg' or 'bar' only adds collisions. */
const MIN_STEM_LENGTH = 4;

/** The base language of a language tag ('sv-SE' → 'sv'), or undefined when none has a stemmer. */
export function stemmedLanguage(language: string | undefined): StemmedLanguage | undefined {
  const base = language?.toLowerCase().split(/[-_]/)[0];
  return STEMMED_LANGUAGES.find((candidate) => candidate === base);
}

/**
 * The analyser of a language: lower-case, then the language's stemmer (so 'skivstänger' and
 * 'skivstång', 'Hanteln' and 'Hantel', 'barres' and 'barre' meet), then diacritics stripped (so
 * 'skivstang' typed without å still matches). Without a stemmed language: {@link normaliseTerm},
 * exactly MiniSearch's behaviour.
 */
export function analyserFor(language: string | undefined): Analyse {
  const stemmed = stemmedLanguage(language);
  if (!stemmed) return normaliseTerm;
  const stem = STEMMERS[stemmed];
  const cache = new Map<string, string>();
  return (token) => {
    let term = cache.get(token);
    if (term === undefined) {
      const lower = token.toLowerCase();
      // Digits and codes ('20', 'im-bar') are not words of the language.
      const stemmedWord = lower.length >= MIN_STEM_LENGTH && !/\d/.test(lower) ? stem(lower) : lower;
      term = normaliseTerm(stemmedWord || lower);
      if (cache.size < 100_000) cache.set(token, term);
    }
    return term;
  };
}
