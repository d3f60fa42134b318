import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { barbellOptionLabels, barbellOptions, barbellValueLabels } from '@ironmark/cart-core';
import { channels } from '@ironmark/channel';
import { CHECKOUT_ERROR_MESSAGES, translateCheckoutCode } from '@ironmark/commerce';
import { pageTexts } from '@ironmark/ui/content';
import { configuratorTextKeys, localiseBuildLabels, localiseOptions } from '@ironmark/ui/lists';
import { describe, expect, it } from 'vitest';

// The UI texts the storefront gets from the content service, as the local content files hold them.
const dataDir = join(dirname(createRequire(import.meta.url).resolve('@ironmark/content')), '..', 'data');
const languages = [...new Set(channels.map((channel) => channel.language))].sort();

function messagesOf(language: string): Record<string, string> {
  const file = JSON.parse(readFileSync(join(dataDir, `translations.${language}.json`), 'utf8')) as {
    data: { messages: Record<string, string> }[];
  };
  return Object.assign({}, ...file.data.map((entry) => entry.messages));
}

const messages = Object.fromEntries(languages.map((language) => [language, messagesOf(language)]));
const english = messages.en ?? {};

const appRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

interface KeyUse {
  key: string;
  file: string;
  /** The English text written next to the key (a fallback), when there is one. */
  english?: string;
}

// Translate calls with a literal key: t('k'), text('k', 'English'), tr('k', 'English'), t(translations, 'k').
const CALL =
  /\b(?:t|text|tr|translate)\(\s*(?:translations,\s*)?'([A-Za-z][\w.-]*)'(?:\s*,\s*'((?:[^'\\]|\\.)*)')?/g;
// Keys in lookup tables (e.g. a facet value → 'product.inStock'): dotted literals of a known namespace.
const DOTTED = /'([a-z][A-Za-z]*(?:\.[\w-]+)+)'/g;
const namespaces = new Set(
  Object.keys(english)
    .filter((key) => key.includes('.'))
    .map((key) => key.split('.')[0]),
);
const FILE_NAME = /\.(json|m?[jt]sx?|css|svg|png|jpe?g|webp|pdf|txt|xml|html?)$/;
// Sort keys of the search protocol ('price.asc', 'bp_name.desc') are field names, not texts.
const SORT_KEY = /\.(asc|desc)$/;

// ui's text builders (`…Texts(t)`): the storefront's pages get those components' labels from them.
const uiTexts = sources(join(appRoot, '..', '..', 'packages', 'ui', 'src')).filter((path) =>
  path.endsWith('/texts.ts'),
);

function keyUses(): KeyUse[] {
  const uses: KeyUse[] = [];
  const files = [
    ...['app', 'components', 'lib'].flatMap((folder) => sources(join(appRoot, folder))),
    ...uiTexts,
  ];
  for (const path of files) {
    const source = readFileSync(path, 'utf8');
    const file = relative(appRoot, path);
    for (const [, key = '', fallback] of source.matchAll(CALL)) {
      uses.push({
        key,
        file,
        ...(fallback === undefined ? {} : { english: fallback.replaceAll("\\'", "'") }),
      });
    }
    for (const [, key = ''] of source.matchAll(DOTTED)) {
      if (namespaces.has(key.split('.')[0]) && !FILE_NAME.test(key) && !SORT_KEY.test(key))
        uses.push({ key, file });
    }
  }
  return uses;
}

const uses = keyUses();

describe('translation keys used by the storefront', () => {
  it('finds the translate calls of the pages (the scan works)', () => {
    const keys = new Set(uses.map((use) => use.key));
    // …and of ui's texts builders (product.shippedWithinMonth is used only by productCardTexts).
    for (const key of [
      'quote.downloadPdf',
      'checkout.continue',
      'configurator.title',
      'list.title',
      'product.shippedWithinMonth',
      'stories.readingTime',
      'storeLocator.dealer',
    ]) {
      expect(keys).toContain(key);
    }
    expect(languages).toEqual(['de', 'en', 'fr', 'sv']);
  });

  it.each(languages)('has every key the sources use in %s', (language) => {
    const missing = uses
      .filter((use) => messages[language]?.[use.key] === undefined)
      .map((use) => `${use.key} (${use.file})`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it.each(languages)('has every English key, and no other, in %s', (language) => {
    expect(Object.keys(messages[language] ?? {}).sort()).toEqual(Object.keys(english).sort());
  });

  it('writes English fallbacks next to keys exactly as the English translation', () => {
    const differing = uses
      .filter((use) => use.english !== undefined && english[use.key] !== use.english)
      .map(
        (use) =>
          `${use.key} (${use.file}): ${JSON.stringify(use.english)} ≠ ${JSON.stringify(english[use.key])}`,
      );
    expect(differing).toEqual([]);
  });

  it.each(languages)('has every page text in %s, English as the pages default to', (language) => {
    const missing = Object.keys(pageTexts).filter((key) => messages[language]?.[key] === undefined);
    expect(missing).toEqual([]);
    const differing = Object.entries(pageTexts).filter(([key, text]) => english[key] !== text);
    expect(differing).toEqual([]);
  });

  it.each(languages)('has the configurator option and choice texts in %s', (language) => {
    const missing = configuratorTextKeys(barbellOptions).filter(
      (key) => messages[language]?.[key] === undefined,
    );
    expect(missing).toEqual([]);
  });

  it('renders the configurator in English exactly as its option data reads', () => {
    const translate = (key: string) => english[key] ?? key;
    expect(localiseOptions(barbellOptions, translate)).toEqual(barbellOptions);
    expect(localiseBuildLabels(barbellOptions, barbellValueLabels, translate)).toEqual({
      optionLabels: barbellOptionLabels,
      valueLabels: barbellValueLabels,
    });
  });

  it.each(languages)('has a key for every server checkout message in %s', (language) => {
    const keys: string[] = [];
    for (const code of Object.keys(CHECKOUT_ERROR_MESSAGES)) {
      translateCheckoutCode(code, (key, fallback) => {
        keys.push(key);
        return fallback;
      });
    }
    expect(keys.length).toBe(Object.values(CHECKOUT_ERROR_MESSAGES).length);
    expect(keys.filter((key) => messages[language]?.[key] === undefined)).toEqual([]);
  });
});
