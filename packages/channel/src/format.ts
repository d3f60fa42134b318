import { COUNTRY_NAME_LANGUAGE, DEFAULTS } from '@ironmark/config/constants';
import { type Formatters, formatToParts, IntlMessageFormat } from 'intl-messageformat';

/**
 * A message pre-parsed by FormatJS: the AST (`MessageFormatElement[]` of
 * `@formatjs/icu-messageformat-parser`) that `IntlMessageFormat` takes in place of the template text.
 * Plain data, so a server component can hand it to the browser.
 */
export type ParsedMessage = ReturnType<IntlMessageFormat['getAst']>;

/** Pre-parsed messages keyed by their template text (see {@link precompileMessages}). */
export type ParsedMessages = Readonly<Record<string, ParsedMessage>>;

// Parse options of every template: tags (`<b>`) are text, as in the dictionaries.
const PARSE_OPTIONS = { ignoreTag: true } as const;

// An argument with a format (`{0, plural, …}`, `{1, number}`): the messages that need the ICU formatter.
const ICU_ARGUMENT = /\{\s*\d+\s*,/;

// Each template's AST, keyed by the template text alone: the parse of a template is the same for every
// locale and every request, so one map serves all of them on the server (where it is module state
// shared by concurrent requests) and in the browser, where it is filled by `I18nProvider`. Bounded: the
// oldest entry goes first once the dictionary of every language (a few hundred ICU texts at most) is in.
const parsedTemplates = new Map<string, ParsedMessage>();
const PARSED_LIMIT = 2_000;

// Templates that failed to parse (not valid ICU, or no parser in this bundle): not parsed again, and
// warned about once in the browser.
const unparsable = new Set<string>();

// Keeps a map or set of templates under PARSED_LIMIT entries by dropping the oldest (insertion order).
function makeRoom(store: Map<string, unknown> | Set<string>): void {
  if (store.size < PARSED_LIMIT) return;
  const oldest = store.keys().next().value;
  if (oldest !== undefined) store.delete(oldest);
}

/**
 * Registers pre-parsed messages (from {@link precompileMessages} on the server) so that
 * {@link formatMessage} formats those templates without parsing them: the browser bundle of the
 * storefront has no ICU parser (its `next.config.ts` aliases it to the parser-less entry).
 * `I18nProvider` (`./react`) calls it with its `parsed` prop. Registering a template again is a no-op.
 */
export function registerParsedMessages(parsed: ParsedMessages): void {
  for (const [template, ast] of Object.entries(parsed)) {
    if (parsedTemplates.has(template) || !Array.isArray(ast)) continue;
    makeRoom(parsedTemplates);
    parsedTemplates.set(template, ast);
  }
}

// The AST of a template: registered, or parsed now (once) and registered. Undefined for a template
// that cannot be parsed here: not valid ICU, or a browser bundle without the parser and no AST sent.
function astOf(template: string): ParsedMessage | undefined {
  const registered = parsedTemplates.get(template);
  if (registered) return registered;
  if (unparsable.has(template)) return undefined;
  try {
    // FormatJS's parser as `IntlMessageFormat` calls it (the parser-less entry's throws), without the
    // constructor's locale resolution; the parser's locale only matters to date skeletons' hour cycle
    // ('j'), which no text uses.
    const parse = IntlMessageFormat.__parse;
    if (!parse) throw new Error('no ICU parser');
    const ast = parse(template, PARSE_OPTIONS);
    makeRoom(parsedTemplates);
    parsedTemplates.set(template, ast);
    return ast;
  } catch {
    makeRoom(unparsable);
    unparsable.add(template);
    if (typeof window !== 'undefined') {
      console.warn(
        `formatMessage: no pre-parsed ICU message for ${JSON.stringify(template)}; its placeholders are filled as text. Pass it to I18nProvider's \`parsed\` (precompileMessages on the server).`,
      );
    }
    return undefined;
  }
}

/**
 * Pre-parses, on the server, the messages whose templates have an ICU argument (`{0, plural, …}`,
 * `{1, number}`), for the browser: the result, keyed by template text, is plain data to pass to
 * `I18nProvider`'s `parsed` prop. Messages of plain `{n}` placeholders need no AST and are left out,
 * and so is a template that is not valid ICU (formatMessage shows it as written). Each template is
 * parsed once per server process and the AST is kept for {@link formatMessage} too.
 *
 * `precompileMessages({ 'cart.itemCount': '{0, plural, one {# item} other {# items}}' })` →
 * `{ '{0, plural, one {# item} other {# items}}': [{ type: 6, value: '0', options: { … } }] }`.
 */
export function precompileMessages(messages: Readonly<Record<string, string>>): ParsedMessages {
  const parsed: Record<string, ParsedMessage> = {};
  for (const template of Object.values(messages)) {
    if (Object.hasOwn(parsed, template) || !ICU_ARGUMENT.test(template)) continue;
    const ast = astOf(template);
    if (ast) parsed[template] = ast;
  }
  return parsed;
}

// The formatters every ICU message shares, from the kept `Intl` objects below. A message is formatted
// from its AST with FormatJS's `formatToParts` rather than through an `IntlMessageFormat` per template:
// the constructor resolves the locale (`Intl.NumberFormat.supportedLocalesOf`) and sets up memoized
// formatter caches of its own, which cost a phone about 160 ms of main thread on a category page (one
// per distinct template, at 4x CPU slowdown) for formatters the page had already built.
const formatters: Formatters = {
  getNumberFormat: (locales, options) => numberFormat(String(locales ?? 'en'), options),
  getDateTimeFormat: (locales, options) => dateTimeFormat(String(locales ?? 'en'), options),
  getPluralRules: (locales, options) =>
    cachedIntl(pluralRules, String(locales ?? 'en'), options, () => new Intl.PluralRules(locales, options)),
};

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
 * fails to show. An ICU template is parsed once and its AST kept ({@link precompileMessages}); in a
 * browser bundle without the ICU parser, a template whose AST was not registered
 * ({@link registerParsedMessages}) is filled placeholder by placeholder and warned about once.
 * Example: `formatMessage('Either {0} or {1} has to be filled in', ['email', 'phone'])`.
 */
export function formatMessage(
  template: string,
  args: readonly (string | number)[] = [],
  locale = 'en',
): string {
  // Nothing to fill, or only plain `{n}` placeholders: no formatter needed (most messages).
  if (args.length === 0 || !ICU_ARGUMENT.test(template)) return fillPlaceholders(template, args);
  const ast = astOf(template);
  if (ast) {
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
        const parts = formatToParts(
          ast,
          locale,
          formatters,
          IntlMessageFormat.formats,
          values(numeric),
          undefined,
          template,
        );
        return parts.map((part) => String(part.value)).join('');
      } catch {
        // an argument is missing or not a number: try again, then fill what there is
      }
    }
  }
  return fillPlaceholders(template, args);
}

/**
 * English names of the languages the channels speak. The country chooser shows them on a first
 * visit; reading them here spares the browser `Intl.DisplayNames`' locale data (its first use costs
 * tens of milliseconds of main thread, four times that on a phone). Checked against `Intl` in tests.
 */
const channelLanguageNames: Readonly<Record<string, string>> = {
  de: 'German',
  en: 'English',
  fr: 'French',
  sv: 'Swedish',
};

let languageNames: Intl.DisplayNames | undefined;

/**
 * The English name of a language code ('sv' → 'Swedish'). The channels' languages come from a table;
 * any other code from `Intl`, and a code `Intl` cannot resolve is returned unchanged.
 */
export function languageName(code: string): string {
  const known = channelLanguageNames[code.toLowerCase()];
  if (known) return known;
  try {
    languageNames ??= new Intl.DisplayNames([COUNTRY_NAME_LANGUAGE], { type: 'language', fallback: 'code' });
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
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
  const formatter = numberFormat(locale, { style: 'currency', currency: currency.toUpperCase() });
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  return formatter.format(minor / 10 ** digits);
}

/** Up to 64 `Intl` formatters or collators, by locale and options: the channels use a handful. */
function cachedIntl<T, O>(cache: Map<string, T>, locale: string, options: O, build: () => T): T {
  const key = `${locale}|${JSON.stringify(options)}`;
  let value = cache.get(key);
  if (value === undefined) {
    value = build();
    if (cache.size >= 64) cache.clear();
    cache.set(key, value);
  }
  return value;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * One `Intl.NumberFormat` per locale and options, built on first use and kept: building one costs
 * far more than using it (a price per product card built one each, 273 ms of a phone's main thread
 * on the home page). Bounded: arbitrary tags cannot grow it past 64.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cachedIntl(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

const collators = new Map<string, Intl.Collator>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * One `Intl.Collator` per locale and options, kept as {@link numberFormat} keeps its formatters:
 * a category page orders every facet's values on every render, and built a collator each time.
 */
export function collator(locale: string, options: Intl.CollatorOptions = {}): Intl.Collator {
  return cachedIntl(collators, locale, options, () => new Intl.Collator(locale, options));
}

/**
 * One `Intl.DateTimeFormat` per locale and options, kept as {@link numberFormat} keeps its formatters:
 * search results and reviews date their rows on every render (a search re-renders on every keystroke).
 */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return cachedIntl(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
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
