import { DEFAULTS } from '@ironmark/config/constants';
import type { ChannelCode } from './channels';

/** The language and country of a channel code, both lower-case. */
export interface ChannelParts {
  language: string;
  country: string;
}

/** The parts of the default channel (en-us) returned when a code cannot be parsed. */
const DEFAULT_PARTS: ChannelParts = { language: 'en', country: DEFAULTS.country };

/**
 * Splits a channel code such as 'sv-SE' into `{ language: 'sv', country: 'se' }` (lower-cased,
 * whitespace trimmed). Spec §5: the code must split into exactly two non-empty parts on '-';
 * otherwise it logs `console.error('Failed to parse language or country from channel', code)`
 * and returns the default en-us parts.
 */
export function parseChannelCode(code: ChannelCode | null | undefined): ChannelParts {
  const parts = typeof code === 'string' ? code.trim().toLowerCase().split('-') : [];
  const [language, country] = parts;
  if (parts.length !== 2 || !language || !country) {
    console.error('Failed to parse language or country from channel', code);
    return { ...DEFAULT_PARTS };
  }
  return { language, country };
}

/** Joins language and country into a lower-case channel code: the inverse of {@link parseChannelCode}. */
export function formatChannelCode(parts: ChannelParts): ChannelCode {
  return `${parts.language}-${parts.country}`.toLowerCase();
}

const LOCALE_PATTERN = /^[a-z]{2}(?:-[a-z]{2})?$/i;

/**
 * Whether a locale code is valid (spec §5): two letters, or two letters, a dash and two letters,
 * case-insensitive ('en', 'en-US'). Surrounding whitespace makes a code invalid.
 */
export function isValidLocale(code: string | null | undefined): boolean {
  return typeof code === 'string' && LOCALE_PATTERN.test(code);
}

/**
 * The language of a locale code, lower-case (spec §5): the part before the dash ('sv-se' → 'sv'),
 * the code itself for a language-only code ('de'), and the default 'en' when the code is empty or
 * missing. A code that is neither (e.g. 'english', 'x-y-z') logs
 * `console.error('Could not get language from code', code)` and is returned unchanged (spec §8).
 */
export function languageOf(code: string | null | undefined): string {
  if (code === null || code === undefined || code.trim() === '') return DEFAULTS.locale;
  if (!LOCALE_PATTERN.test(code.trim())) {
    console.error('Could not get language from code', code);
    return code;
  }
  return code.trim().slice(0, 2).toLowerCase();
}
