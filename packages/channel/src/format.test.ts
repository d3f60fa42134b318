import { readdirSync, readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { channels, globalChannel } from './channels';
import {
  collator,
  countryName,
  dateTimeFormat,
  formatMessage,
  formatMoney,
  languageName,
  numberFormat,
  openGraphLocale,
  pageUrl,
  precompileMessages,
  seoTitle,
} from './format';

describe('formatMessage', () => {
  it.each([
    ['Please enter your {0}', ['email'], 'Please enter your email'],
    [
      'Either {0} or {1} has to be filled in',
      ['email', 'phone'],
      'Either email or phone has to be filled in',
    ],
    [
      'The product {0} you selected could not be found',
      [42],
      'The product 42 you selected could not be found',
    ],
    ['{1} before {0}, {0} again', ['a', 'b'], 'b before a, a again'],
    ['Missing {1}', ['only'], 'Missing {1}'],
    ['No placeholders', [], 'No placeholders'],
    ['{0}', ['{1}', 'x'], '{1}'],
  ])('formats %j with %j', (template, args, expected) => {
    expect(formatMessage(template, args)).toBe(expected);
  });

  const products = '{0, plural, one {# product} other {# products}}';
  it.each([
    [products, [1], 'en', '1 product'],
    [products, [0], 'en', '0 products'],
    [products, [2], 'en', '2 products'],
    ['{0, plural, one {# produkt} other {# produkter}}', [1], 'sv', '1 produkt'],
    ['{0, plural, one {# produkt} other {# produkter}}', [1200], 'sv', '1\u00a0200 produkter'],
    ['{0, plural, one {# Produkt} other {# Produkte}}', [1], 'de-DE', '1 Produkt'],
    // French counts 0 (and 1.5) as singular, English does not.
    ['{0, plural, one {# produit} other {# produits}}', [0], 'fr-fr', '0 produit'],
    ['{0, plural, one {# produit} other {# produits}}', [2], 'fr', '2 produits'],
    ['{0, plural, one {# result} other {# results}} for "{1}"', [1, 'bar'], 'en', '1 result for "bar"'],
    [products, ['3'], 'en', '3 products'],
  ])('%s with %j in %s is %j (ICU plural rules of the locale)', (template, args, locale, expected) => {
    expect(formatMessage(template, args, locale)).toBe(expected);
  });

  it('fills what there is of an ICU message missing an argument, and shows broken ICU as written', () => {
    expect(formatMessage('{0} of {1, plural, one {# bar} other {# bars}}', ['2'])).toBe(
      '2 of {1, plural, one {# bar} other {# bars}}',
    );
    expect(formatMessage('Unclosed {0, plural, one {x}', [1])).toBe('Unclosed {0, plural, one {x}');
  });

  it('formats any number of templates with one Intl.PluralRules per locale and no locale resolution', async () => {
    vi.resetModules();
    const fresh = await import('./format');
    const supportedLocalesOf = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const Plural = Intl.PluralRules;
    let built = 0;
    vi.stubGlobal(
      'Intl',
      Object.assign(Object.create(Intl), {
        PluralRules: class extends Plural {
          constructor(...args: ConstructorParameters<typeof Intl.PluralRules>) {
            super(...args);
            built += 1;
          }
        },
      }),
    );
    for (let n = 0; n < 20; n += 1) {
      expect(fresh.formatMessage(`{0, plural, one {# bar ${n}} other {# bars ${n}}}`, [2], 'sv-se')).toBe(
        `2 bars ${n}`,
      );
    }
    expect(built).toBe(1);
    expect(supportedLocalesOf).not.toHaveBeenCalled();
  });

  it("keeps apostrophes and tags as text (French l'adresse, <b>)", () => {
    expect(formatMessage("l'adresse {0} <b>ok</b>", ['a'], 'fr')).toBe("l'adresse a <b>ok</b>");
  });
});

// The browser bundle of the storefront: a fresh instance of this module (its registry knows only what
// is registered in it, not what the server parsed), `window`, and the parser-less entry of the ICU
// parser (next.config.ts), whose `parse` throws.
const fullParser = IntlMessageFormat.__parse;
async function browserWithoutParser(): Promise<typeof import('./format')> {
  vi.resetModules();
  IntlMessageFormat.__parse = () => {
    throw new Error("You're trying to format an uncompiled message with react-intl without parser");
  };
  vi.stubGlobal('window', globalThis);
  return import('./format');
}

// Counts the parses of each template (the parser stays the full one).
function countParses(): Map<string, number> {
  const parses = new Map<string, number>();
  const parse = fullParser!;
  IntlMessageFormat.__parse = (message, options) => {
    parses.set(message, (parses.get(message) ?? 0) + 1);
    return parse(message, options);
  };
  return parses;
}

afterEach(() => {
  IntlMessageFormat.__parse = fullParser;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('precompileMessages', () => {
  it('parses the templates with an ICU argument, keyed by template, as plain JSON data', () => {
    const items = '{0, plural, one {# crate} other {# crates}}';
    const parsed = precompileMessages({
      'cart.crates': items,
      'cart.cratesAgain': items,
      'cart.title': 'Your crates',
      'cart.greeting': 'Hello {0}',
      'cart.broken': 'Unclosed {0, plural, one {crate}',
    });
    expect(Object.keys(parsed)).toEqual([items]);
    expect(parsed[items]).toEqual(
      new IntlMessageFormat(items, 'en', undefined, { ignoreTag: true }).getAst(),
    );
    expect(JSON.parse(JSON.stringify(parsed))).toEqual(parsed);
  });

  it('parses each template once, for every locale it is then formatted in', () => {
    const parses = countParses();
    const plates = '{0, plural, one {# plate} other {# plates}}';
    const racks = '{0, plural, one {# rack} other {# racks}} in {1}';
    precompileMessages({ a: plates, b: racks });
    precompileMessages({ a: plates, c: plates });
    for (const locale of ['en', 'fr', 'sv-se']) {
      for (const count of [0, 1, 2]) {
        formatMessage(plates, [count], locale);
        formatMessage(racks, [count, 'Malmö'], locale);
      }
    }
    formatMessage('{0, plural, one {# bench} other {# benches}}', [2], 'en');
    formatMessage('{0, plural, one {# bench} other {# benches}}', [1], 'fr');
    expect(Object.fromEntries(parses)).toEqual({
      [plates]: 1,
      [racks]: 1,
      '{0, plural, one {# bench} other {# benches}}': 1,
    });
  });
});

describe('formatMessage in a browser bundle without the ICU parser', () => {
  it.each([
    ['en', 0, '0 kettlebells'],
    ['en', 1, '1 kettlebell'],
    ['en', 2, '2 kettlebells'],
    ['fr', 0, '0 kettlebell'],
    ['fr-fr', 1, '1 kettlebell'],
    ['fr', 2, '2 kettlebells'],
    ['sv', 0, '0 kettlebells'],
    ['sv-se', 1, '1 kettlebell'],
    ['sv', 2, '2 kettlebells'],
  ])('formats a registered AST in %s: %i is %j', async (locale, count, expected) => {
    const template = '{0, plural, one {# kettlebell} other {# kettlebells}}';
    // Parsed on the server, sent as JSON, registered in the browser.
    const parsed = JSON.parse(JSON.stringify(precompileMessages({ 'product.kettlebells': template })));
    const browser = await browserWithoutParser();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    browser.registerParsedMessages(parsed);
    expect(browser.formatMessage(template, [count], locale)).toBe(expected);
    expect(warn).not.toHaveBeenCalled();
  });

  it('fills the placeholders of an ICU message without a registered AST, and warns once naming it', async () => {
    const template = 'Barbell {1}: {0, plural, one {# collar} other {# collars}}';
    precompileMessages({ 'bar.collars': template }); // on the server: not registered in the browser
    const browser = await browserWithoutParser();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(browser.formatMessage(template, [2, 'A'], 'en')).toBe(
      'Barbell A: {0, plural, one {# collar} other {# collars}}',
    );
    expect(browser.formatMessage(template, [1, 'B'], 'fr')).toBe(
      'Barbell B: {0, plural, one {# collar} other {# collars}}',
    );
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(JSON.stringify(template));
    // Messages of plain placeholders never need the parser.
    expect(browser.formatMessage('Hello {0}', ['Ann'])).toBe('Hello Ann');
    expect(warn).toHaveBeenCalledTimes(1);
    // Registered later (a provider further down the page): formatted from then on, without parsing.
    browser.registerParsedMessages(precompileMessages({ 'bar.collars': template }));
    expect(browser.formatMessage(template, [2, 'C'], 'en')).toBe('Barbell C: 2 collars');
  });

  it('does not warn on the server, where an invalid template is shown as written as before', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(formatMessage('Unclosed {0, plural, one {plate}', [1])).toBe('Unclosed {0, plural, one {plate}');
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('the demo dictionaries (packages/content/data)', () => {
  // The translations of every content language, as the content package serves them. Every client
  // island's messages are a subset of these (the storefront's journeys island receives them all).
  const dataDir = new URL('../../content/data/', import.meta.url);
  const dictionaries = readdirSync(dataDir)
    .filter((name) => /^translations\.[a-z]{2}\.json$/.test(name))
    .map((name) => {
      const file = JSON.parse(readFileSync(new URL(name, dataDir), 'utf8')) as {
        data: { locale: string; messages: Record<string, string> }[];
      };
      const [entry] = file.data;
      return [entry?.locale ?? name, entry?.messages ?? {}] as const;
    });

  it('are the four content languages', () => {
    expect(dictionaries.map(([language]) => language).sort()).toEqual(['de', 'en', 'fr', 'sv']);
  });

  it.each(dictionaries)(
    'have every ICU message of %s pre-parsed, and formatted without the parser',
    async (language, messages) => {
      const icu = Object.entries(messages).filter(([, template]) => /\{\s*\d+\s*,/.test(template));
      expect(icu.length).toBeGreaterThan(0);
      const parsed = JSON.parse(JSON.stringify(precompileMessages(messages)));
      expect(icu.filter(([, template]) => !(template in parsed)).map(([key]) => key)).toEqual([]);

      const browser = await browserWithoutParser();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      browser.registerParsedMessages(parsed);
      for (const [key, template] of icu) {
        for (const count of [0, 1, 2]) {
          const text = browser.formatMessage(template, [count, 'x', 'y'], language);
          expect(text, `${language} ${key} with ${count}`).not.toMatch(/[{}]/);
          expect(text, `${language} ${key} with ${count}`).toContain(String(count));
        }
      }
      expect(warn).not.toHaveBeenCalled();
    },
  );
});

describe('languageName', () => {
  it('names every channel language in English as Intl does', () => {
    const intl = new Intl.DisplayNames(['en'], { type: 'language' });
    for (const { language } of [...channels, globalChannel])
      expect(languageName(language)).toBe(intl.of(language));
  });

  it.each([
    ['SV', 'Swedish'],
    ['ja', 'Japanese'],
    ['qqq', 'qqq'],
    ['not a code', 'not a code'],
  ])('languageName(%j) is %j', (code, expected) => {
    expect(languageName(code)).toBe(expected);
  });
});

describe('countryName', () => {
  it.each([
    ['se', 'Sweden'],
    ['US', 'United States'],
    ['ax', 'Åland Islands'],
    ['gb', 'United Kingdom'],
    ['zz', 'zz'],
    ['xx', 'xx'],
    ['usa', 'usa'],
    ['', ''],
    ['1', '1'],
  ])('countryName(%j) is %j', (code, expected) => {
    expect(countryName(code)).toBe(expected);
  });
});

describe('pageUrl', () => {
  it.each([
    ['https://ironmark.example', 'en-us', '/bars', 'https://ironmark.example/en-us/bars'],
    [
      'https://ironmark.example/',
      'sv-se',
      'bars/weightlifting',
      'https://ironmark.example/sv-se/bars/weightlifting',
    ],
    ['https://ironmark.example//', 'EN', '/', 'https://ironmark.example/en'],
    ['https://ironmark.example', 'de-de', '', 'https://ironmark.example/de-de'],
    ['https://ironmark.example', 'de-de', undefined, 'https://ironmark.example/de-de'],
    [
      'https://ironmark.example',
      'en-gb',
      '/search?q=bar#top',
      'https://ironmark.example/en-gb/search?q=bar#top',
    ],
  ])('pageUrl(%j, %j, %j)', (site, locale, path, expected) => {
    expect(pageUrl(site, locale, path)).toBe(expected);
  });
});

describe('seoTitle', () => {
  it.each([
    ['Barbells', 'Ironmark', undefined, 'Barbells | Ironmark'],
    ['Barbells', 'Ironmark', { isHome: false }, 'Barbells | Ironmark'],
    ['Strength equipment', 'Ironmark', { isHome: true }, 'Strength equipment'],
    ['  ', 'Ironmark', undefined, 'Ironmark'],
    ['', 'Ironmark', { isHome: true }, 'Ironmark'],
  ])('seoTitle(%j, %j, %j)', (title, brand, options, expected) => {
    expect(seoTitle(title, brand, options)).toBe(expected);
  });
});

describe('formatMoney', () => {
  const normalise = (text: string) => text.replace(/\s/g, ' ');
  it.each([
    [129900, 'usd', 'en-us', '$1,299.00'],
    [129900, 'sek', 'sv-se', '1 299,00 kr'],
    [4995, 'EUR', 'de-de', '49,95 €'],
    [1500, 'jpy', 'en-us', '¥1,500'],
    [0, 'gbp', 'en-gb', '£0.00'],
    [-250, 'usd', 'en', '-$2.50'],
  ])('formats %i minor units of %s for %s', (minor, currency, locale, expected) => {
    expect(normalise(formatMoney(minor, currency, locale))).toBe(expected);
  });
});

describe('numberFormat, dateTimeFormat and collator', () => {
  it('build one formatter or collator per locale and options, and keep it', () => {
    const medium = { dateStyle: 'medium', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('sv-se', medium)).toBe(dateTimeFormat('sv-se', { ...medium }));
    expect(dateTimeFormat('sv-se', medium)).not.toBe(dateTimeFormat('de-de', medium));
    expect(dateTimeFormat('sv-se', medium).format(new Date('2026-11-29T12:00:00Z'))).toBe(
      new Intl.DateTimeFormat('sv-se', medium).format(new Date('2026-11-29T12:00:00Z')),
    );
    // ICU messages' dates use the same kept formatters.
    expect(formatMessage('{0, date, ::yyyyMMMd}', [Date.UTC(2026, 10, 29)], 'sv-se')).toBe(
      dateTimeFormat('sv-se', { year: 'numeric', month: 'short', day: 'numeric' }).format(
        Date.UTC(2026, 10, 29),
      ),
    );
    expect(numberFormat('sv-se', { style: 'percent' })).toBe(numberFormat('sv-se', { style: 'percent' }));
    expect(numberFormat('sv-se')).not.toBe(numberFormat('sv-se', { style: 'percent' }));
    expect(collator('de-de', { numeric: true })).toBe(collator('de-de', { numeric: true }));
    expect(collator('de-de')).not.toBe(collator('sv-se'));
    expect(['a10', 'a9'].sort(collator('en', { numeric: true }).compare)).toEqual(['a9', 'a10']);
  });

  it('stay bounded when callers pass many tags', () => {
    const first = collator('en-x-0');
    for (let index = 1; index <= 64; index += 1) collator(`en-x-${index}`);
    expect(collator('en-x-0')).not.toBe(first);
    expect(collator('en-x-0').compare('a', 'b')).toBe(-1);
  });
});

describe('openGraphLocale', () => {
  it.each([
    ['en-us', 'en_US'],
    ['sv-se', 'sv_SE'],
    ['de-AT', 'de_AT'],
    ['en', 'en_US'],
    ['fr', 'fr'],
  ])('writes %s as %s', (locale, expected) => {
    expect(openGraphLocale(locale)).toBe(expected);
  });
});
