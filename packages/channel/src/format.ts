import { COUNTRY_NAME_LANGUAGE, DEFAULTS } from '@ironmark/config/constants';
import { IntlMessageFormat } from 'intl-messageformat';

// Compiled messages by locale and template (a page formats the same few hundred over and over).
const compiled = new Map<string, IntlMessageFormat>();
const COMPILED_LIMIT = 2_000;

function compile(template: string, locale: string): IntlMessageFormat | undefined {
  const key = `${locale}\u0000${template}`;
  let format = compiled.get(key);
  if (!format) {
    try {
      format = new IntlMessageFormat(template, locale, undefined, { ignoreTag: true });
    } catch {
      return undefined;
    }
    if (compiled.size >= COMPILED_LIMIT) compiled.clear();
    compiled.set(key, format);
  }
  return format;
}

// An argument with a format (`{0, plural, …}`, `{1, number}`): the messages that need the ICU formatter.
const ICU_ARGUMENT = /\{\s*\d+\s*,/;

function fillPlaceholders(template: string, args: readonly (string | number)[]): string {
  return template.replace(/\{(\d+)\}/g, (placeholder, index: string) => {
    const value = args[Number(index)];
    return value === undefined ? placeholder : String(value);
  });
}

/**
 * Formats an ICU message (FormatJS `intl-messageformat`) whose arguments are numbered: `{0}` is
 * `args[0]`, and a message may choose by plural rules of `locale` —
 * `formatMessage('{0, plural, one {# product} other {# products}}', [1], 'en')` is '1 product', and
 * in French 0 is singular too. A message of plain `{n}` placeholders is filled without the formatter
 * (the same text, much cheaper). A message missing one of its arguments, or not valid ICU, is filled
 * placeholder by placeholder instead (a `{n}` without an argument is left as it is), so a text never
 * fails to show. Example: `formatMessage('Either {0} or {1} has to be filled in', ['email', 'phone'])`.
 */
export function formatMessage(
  template: string,
  args: readonly (string | number)[] = [],
  locale = 'en',
): string {
  // Nothing to fill, or only plain `{n}` placeholders: no formatter needed (most messages).
  if (args.length === 0 || !ICU_ARGUMENT.test(template)) return fillPlaceholders(template, args);
  const format = compile(template, locale);
  if (format) {
    const values = (numeric: boolean) =>
      Object.fromEntries(
        args.map((value, index) => [
          String(index),
          numeric && typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value,
        ]),
      );
    // A plural needs a number: a count passed as text ('3') is read as one when the text alone fails.
    for (const numeric of [false, true]) {
      try {
        return String(format.format(values(numeric)));
      } catch {
        // an argument is missing or not a number: try again, then fill what there is
      }
    }
  }
  return fillPlaceholders(template, args);
}

let regionNames: Intl.DisplayNames | undefined;

/**
 * The English name of a country (spec §9 'country names shown in English'), e.g. 'se' → 'Sweden',
 * 'AX' → 'Åland Islands'. A code that cannot be resolved (not two letters, or unknown to `Intl`)
 * is returned unchanged (spec §8).
 */
export function countryName(code: string): string {
  if (!/^[a-z]{2}$/i.test(code)) return code;
  regionNames ??= new Intl.DisplayNames([COUNTRY_NAME_LANGUAGE], { type: 'region', fallback: 'code' });
  const upper = code.toUpperCase();
  const name = regionNames.of(upper);
  return !name || name === upper || name === 'Unknown Region' ? code : name;
}

/**
 * The absolute address of a page: site URL + '/' + locale + path (ARCHITECTURE 'Routes').
 * Trailing slashes of `siteUrl` are dropped, `path` gets a leading slash, and the home path ('' or
 * '/') yields no trailing slash: `pageUrl('https://ironmark.example/', 'sv-se', '/bars')` →
 * 'https://ironmark.example/sv-se/bars'. Query and hash in `path` are kept.
 */
export function pageUrl(siteUrl: string, locale: string, path = '/'): string {
  const base = siteUrl.replace(/\/+$/, '');
  const trimmed = path.trim();
  const rest = trimmed === '' || trimmed === '/' ? '' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return `${base}/${locale.toLowerCase()}${rest}`;
}

/** Options of {@link seoTitle}. */
export interface SeoTitleOptions {
  /** Whether the page is the home page, whose title has no brand suffix. Default `false`. */
  isHome?: boolean;
}

/**
 * The document title of a page: `'{title} | {brand}'`, the bare title on the home page, and the
 * brand alone when the title is blank.
 */
export function seoTitle(title: string, brand: string, { isHome = false }: SeoTitleOptions = {}): string {
  const clean = title.trim();
  if (clean === '') return brand;
  return isHome ? clean : `${clean} | ${brand}`;
}

/**
 * Formats money given in integer minor units of `currency` (ISO 4217, any case) for a locale
 * (e.g. 'sv-se', 'en'): `formatMoney(129900, 'usd', 'en-us')` → '$1,299.00'. The number of minor
 * digits comes from `Intl` (2 for usd/sek/eur, 0 for jpy).
 */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() });
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  return formatter.format(minor / 10 ** digits);
}

/**
 * The OpenGraph locale (`language_TERRITORY`, e.g. 'en_US') of a page locale: 'sv-se' → 'sv_SE'.
 * A language-only locale takes the default language's country when it is that language
 * ('en' → 'en_US', spec §9 default language en-us), else it stays the bare language.
 */
export function openGraphLocale(locale: string): string {
  const [language = '', country] = locale.trim().toLowerCase().split('-');
  if (country) return `${language}_${country.toUpperCase()}`;
  const [defaultLanguage, defaultCountry = ''] = DEFAULTS.language.split('-');
  return language === defaultLanguage ? `${language}_${defaultCountry.toUpperCase()}` : language;
}
