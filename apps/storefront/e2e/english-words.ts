import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// Issue 20: how much English is left on a page in another language. A word counts as English when the
// shop's English sources use it and the language's own sources give no sign of it being the
// language's own word:
// - the English vocabulary is every word of the English sources (UI messages, content files, the
//   catalogue's texts);
// - a language's own words are the words its texts use where the English text *of the same key or
//   item* does not (a translation's own wording) — a text left identical to English adds none, and
//   an English word a translation keeps from its English text is not made "own" by being kept;
// - proper names are the words that *every* translation (sv, de and fr) kept from the English text of
//   the same key or item while translating the rest: brand, product and model names, units, codes;
// - a short reviewed list per language names the words it really shares with English but whose
//   sources happen not to show it (a cognate only ever used where English uses it too).
// Tokens with a digit (sizes, prices, codes, dates) are not words; words are runs of letters, two or
// more long, compared lower-case.

/** The target languages of the shop: every channel language but English. */
export type TargetLanguage = 'sv' | 'de' | 'fr';
export const TARGET_LANGUAGES: readonly TargetLanguage[] = ['sv', 'de', 'fr'];

/** The words of a text, lower-case, in order (see the header for what counts as a word). */
export function words(text: string): string[] {
  return text
    .normalize('NFC')
    .split(/\s+/u)
    .filter((chunk) => chunk !== '' && !/\p{N}/u.test(chunk))
    .flatMap((chunk) => chunk.split(/[^\p{L}]+/u))
    .filter((word) => word.length >= 2)
    .map((word) => word.toLowerCase());
}

/** One text in English and in each target language, for the same key or item. */
export type Aligned = { en: string } & Partial<Record<TargetLanguage, string>>;

/** What decides whether a word on a page of one language is English. */
export interface Vocabulary {
  language: TargetLanguage;
  /** Proper names of several words kept as they are in every language (longest first); not English. */
  phrases: readonly string[];
  english: ReadonlySet<string>;
  own: ReadonlySet<string>;
  properNames: ReadonlySet<string>;
  sameInLanguage: ReadonlySet<string>;
}

/** A name: one to four words, each capitalised ('Maja Lindqvist', 'Kettlebells'). */
export function isName(text: string): boolean {
  const parts = text.trim().split(/\s+/u);
  return parts.length <= 4 && parts.every((part) => /^\p{Lu}[\p{L}’'.-]*$/u.test(part));
}

/** Builds the vocabulary of `language` from aligned texts (plus English texts with no translation). */
export function buildVocabulary(
  language: TargetLanguage,
  aligned: readonly Aligned[],
  englishOnly: readonly string[],
  sameInLanguage: readonly string[],
  phrases: readonly string[] = [],
): Vocabulary {
  const english = new Set<string>();
  const own = new Set<string>();
  const properNames = new Set<string>();
  for (const text of englishOnly) for (const word of words(text)) english.add(word);
  for (const texts of aligned) {
    const source = new Set(words(texts.en));
    for (const word of source) english.add(word);
    const local = texts[language];
    if (local !== undefined && local !== texts.en) {
      for (const word of words(local)) if (!source.has(word)) own.add(word);
    }
    const translations = TARGET_LANGUAGES.map((lang) => texts[lang]);
    if (translations.every((text) => text === texts.en) && isName(texts.en)) {
      // A short title-case text every language keeps as it is: a person's, product's or place's name.
      for (const word of source) properNames.add(word);
    } else if (translations.every((text) => text !== undefined && text !== texts.en)) {
      const kept = translations.map((text) => new Set(words(text ?? '')));
      for (const word of source) if (kept.every((set) => set.has(word))) properNames.add(word);
    }
  }
  return {
    language,
    phrases: [...new Set(phrases)].sort((a, b) => b.length - a.length),
    english,
    own,
    properNames,
    sameInLanguage: new Set(sameInLanguage),
  };
}

/** Whether a (lower-case) word is English on a page of the vocabulary's language. */
export function isEnglish(word: string, vocabulary: Vocabulary): boolean {
  return (
    vocabulary.english.has(word) &&
    !vocabulary.own.has(word) &&
    !vocabulary.properNames.has(word) &&
    !vocabulary.sameInLanguage.has(word)
  );
}

/** The English share of a text: its words, its English words (in order) and their share (0–1). */
export function englishShare(text: string, vocabulary: Vocabulary) {
  // Proper names of several words count as words, none of them English (compared lower-case: the
  // display face upper-cases some text, and innerText reports it so).
  let rest = text.toLowerCase();
  let named = 0;
  for (const phrase of vocabulary.phrases) {
    if (words(phrase).length === 0) continue;
    const parts = rest.split(phrase.toLowerCase());
    named += (parts.length - 1) * words(phrase).length;
    rest = parts.join('\n');
  }
  const all = words(rest);
  const english = all.filter((word) => isEnglish(word, vocabulary));
  const total = all.length + named;
  return { words: total, english, share: total === 0 ? 0 : english.length / total };
}

// ── The shop's sources ───────────────────────────────────────────────────────

const require = createRequire(import.meta.url);
const contentData = join(dirname(require.resolve('@ironmark/content')), '..', 'data');
const catalogueData = join(dirname(require.resolve('@ironmark/commerce')), '..', 'data', 'generated');
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Pairs the string leaves of the same path in the English and translated documents. */
function alignLeaves(documents: Record<'en' | TargetLanguage, Json>, into: Aligned[], englishOnly: string[]) {
  const walk = (nodes: Record<string, Json | undefined>) => {
    const en = nodes.en;
    if (typeof en === 'string') {
      const texts: Aligned = { en };
      for (const lang of TARGET_LANGUAGES) {
        const local = nodes[lang];
        if (typeof local === 'string') texts[lang] = local;
      }
      if (TARGET_LANGUAGES.some((lang) => texts[lang] !== undefined)) into.push(texts);
      else englishOnly.push(en);
      return;
    }
    if (en === null || typeof en !== 'object') return;
    const keys = Array.isArray(en) ? en.map((_, index) => String(index)) : Object.keys(en);
    for (const key of keys) {
      const child = (node: Json | undefined): Json | undefined =>
        node !== null && typeof node === 'object'
          ? (node as Record<string, Json>)[Array.isArray(node) ? Number(key) : key]
          : undefined;
      walk(Object.fromEntries(Object.entries(nodes).map(([lang, node]) => [lang, child(node)])));
    }
  };
  walk(documents);
}

function messagesOf(language: string): Record<string, string> {
  const file = readJson(join(contentData, `translations.${language}.json`)) as {
    data: { messages: Record<string, string> }[];
  };
  return Object.assign({}, ...file.data.map((entry) => entry.messages));
}

/**
 * The shop's English UI messages that `language` words differently (same key), without `{0}`
 * placeholders: an accessible name, title or placeholder equal to one of them on a page of that
 * language is an untranslated text.
 */
export function englishUiMessages(language: TargetLanguage): Set<string> {
  const local = messagesOf(language);
  return new Set(
    Object.entries(messagesOf('en'))
      .filter(([key, text]) => local[key] !== undefined && local[key] !== text && !/\{\d+\}/.test(text))
      .map(([, text]) => text),
  );
}

interface EnglishProduct {
  code: string;
  name: string;
  description: string;
  warranty: { summary: string };
  specifications: { label: string; value: string }[];
  sizeChart: { columns: string[] } | null;
  reviews: { id: string; title: string; body: string; author: string }[];
  downloads: { title: string }[];
  variants: {
    code: string;
    name: string;
    options: Record<string, string>;
    specifications: { label: string; value: string }[];
  }[];
}
interface LocalProduct {
  name: string;
  description: string;
  warranty: string;
  specifications: { label: string; value: string }[];
  sizeChartColumns: string[] | null;
  reviews: Record<string, { title: string; body: string }>;
  downloads?: string[];
  variants: Record<
    string,
    { name: string; options: Record<string, string>; specifications: { label: string; value: string }[] }
  >;
}

/** The catalogue's texts as documents of the same shape in every language, for {@link alignLeaves}. */
function catalogueDocument(language: 'en' | TargetLanguage): Json {
  const english = readJson(join(catalogueData, 'catalogue.json')) as {
    categories: { path: string; label: string; description: string }[];
    products: EnglishProduct[];
  };
  if (language === 'en') {
    return {
      categories: Object.fromEntries(
        english.categories.map((c) => [c.path, { label: c.label, description: c.description }]),
      ),
      products: Object.fromEntries(
        english.products.map((p) => [
          p.code,
          {
            name: p.name,
            description: p.description,
            warranty: p.warranty.summary,
            specifications: p.specifications,
            sizeChartColumns: p.sizeChart?.columns ?? null,
            reviews: Object.fromEntries(
              p.reviews.map((r) => [r.id, { title: r.title, body: r.body, author: r.author }]),
            ),
            downloads: p.downloads.map((d) => d.title),
            variants: Object.fromEntries(
              p.variants.map((v) => [
                v.code,
                { name: v.name, options: v.options, specifications: v.specifications },
              ]),
            ),
          },
        ]),
      ),
    } as Json;
  }
  const local = readJson(join(catalogueData, `catalogue.${language}.json`)) as {
    categories: Record<string, { label: string; description: string }>;
    products: Record<string, LocalProduct>;
  };
  // Reviewers' names are the same in every language (the localised catalogue keeps them).
  const authors = new Map(english.products.flatMap((p) => p.reviews.map((r) => [r.id, r.author] as const)));
  for (const product of Object.values(local.products)) {
    for (const [id, review] of Object.entries(product.reviews)) {
      (review as { author?: string }).author = authors.get(id);
    }
  }
  return { categories: local.categories, products: local.products } as unknown as Json;
}

const CONTENT_FILES = [
  'translations',
  'footers',
  'navigations',
  'pages',
  'pages.draft',
  'stories',
  'stories.draft',
];

let sources: { aligned: Aligned[]; englishOnly: string[] } | undefined;

/** Every text of the shop's sources, aligned across languages (read once). */
export function shopSources() {
  if (sources) return sources;
  const aligned: Aligned[] = [];
  const englishOnly: string[] = [];
  const languages = ['en', ...TARGET_LANGUAGES] as const;
  const each = (read: (language: 'en' | TargetLanguage) => Json) =>
    Object.fromEntries(languages.map((language) => [language, read(language)])) as Record<
      'en' | TargetLanguage,
      Json
    >;
  alignLeaves(
    each((language) => messagesOf(language)),
    aligned,
    englishOnly,
  );
  for (const name of CONTENT_FILES.slice(1)) {
    const [kind, draft] = name.split('.');
    alignLeaves(
      each(
        (language) => readJson(join(contentData, `${kind}.${language}${draft ? '.draft' : ''}.json`)) as Json,
      ),
      aligned,
      englishOnly,
    );
  }
  alignLeaves(each(catalogueDocument), aligned, englishOnly);
  sources = { aligned, englishOnly };
  return sources;
}

/**
 * Words each language really shares with English that its sources only ever use where the English
 * text uses them too (reviewed by hand; every entry is a word of the language's own dictionary).
 */
export const SAME_IN_LANGUAGE: Record<TargetLanguage, readonly string[]> = {
  sv: ['extra', 'generation', 'guide', 'installation', 'team'],
  de: [
    // 'Aggressive Rändelung': the German adjective, inflected like the English word is spelt.
    'aggressive',
    'details',
    'junior',
    'layout',
    'logo',
    'name',
    'newsletter',
    'optional',
    'outdoor',
    'rack',
    'rigs',
    'sale',
    'shop',
    'showrooms',
    'team',
    'trends',
  ],
  fr: [
    'catalogue',
    'certification',
    'chrome',
    'club',
    'coach',
    'composite',
    'compression',
    'curl',
    'discipline',
    'distance',
    'europe',
    'fitness',
    'guides',
    'installation',
    'instructions',
    'invitations',
    'junior',
    'local',
    'logo',
    'minutes',
    'newsletter',
    'performance',
    'programme',
    'rack',
    'rotation',
    'showrooms',
    'stock',
    'technique',
    'triceps',
    'zinc',
  ],
};

/**
 * Words shared by every language: unit symbols, the sports' own names (IPC's Para Powerlifting,
 * strongman — official names in German and French too; Swedish writes 'parastyrkelyft') and bar
 * names (EZ bar).
 */
const SAME_EVERYWHERE: Record<TargetLanguage, readonly string[]> = {
  sv: ['km', 'ez'],
  de: ['km', 'ez', 'para', 'powerlifting', 'strongman'],
  fr: ['km', 'ez', 'para', 'powerlifting', 'strongman'],
};

/** Names of countries as the shop shows them: in English in every language (spec §9 sales wording). */
function countryNames(): string[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return [...letters].flatMap((a) =>
    [...letters].map((b) => names.of(a + b)).filter((name): name is string => !!name && name.length > 2),
  );
}

/**
 * Proper names of several words the shop shows as they are in every language: the certification
 * bodies (navigation's certification logos), the design award, and the stores' names, streets and
 * cities (the store locator's reference data).
 */
export function shopPhrases(): string[] {
  const stores = storeData();
  return [
    ...countryNames(),
    'International Weightlifting Federation',
    'International Powerlifting Federation',
    'World Para Powerlifting',
    'Nordic Design Award',
    ...stores.flatMap((store) => [store.name, store.address, store.zip, store.city]),
  ];
}

/** The store locator's stores, read from commerce's reference data (names, streets and cities). */
function storeData(): { name: string; address: string; zip: string; city: string }[] {
  const source = readFileSync(
    join(dirname(require.resolve('@ironmark/commerce')), 'server', 'showrooms.ts'),
    'utf8',
  );
  const field = (name: string) =>
    [...source.matchAll(new RegExp(`\\n    ${name}: '([^']*)'`, 'g'))].map((m) => m[1] ?? '');
  const [names, addresses, zips, cities] = [field('name'), field('address'), field('zip'), field('city')];
  return names.map((name, index) => ({
    name,
    address: addresses[index] ?? '',
    zip: zips[index] ?? '',
    city: cities[index] ?? '',
  }));
}

/** The vocabulary of a target language from the shop's sources. */
export function shopVocabulary(language: TargetLanguage): Vocabulary {
  const { aligned, englishOnly } = shopSources();
  return buildVocabulary(
    language,
    aligned,
    englishOnly,
    [...SAME_IN_LANGUAGE[language], ...SAME_EVERYWHERE[language]],
    shopPhrases(),
  );
}
