import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type ClientIsland, clientIslands, islandHasKey, pickMessages } from './client-messages';

const appRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

// Every client component (and the modules only client components use for texts), with the islands
// whose messages are on the pages that render it.
const islandsOf: Record<string, readonly ClientIsland[]> = {
  'app/[locale]/site-shell.tsx': ['shell'],
  'app/[locale]/error.tsx': ['shell'],
  'components/not-found-body.tsx': ['shell'],
  'components/newsletter-signup.tsx': ['shell'],
  'components/live-product-card.tsx': ['productCard'],
  'components/category-listing.tsx': ['categoryListing'],
  'components/product-view.tsx': ['productView'],
  // The search layout also delivers the product card island (its hits use the cards' texts).
  'app/[locale]/search/search-experience.tsx': ['search', 'productCard'],
  'components/forms/contact-form.tsx': ['forms'],
  'components/forms/order-status-form.tsx': ['forms'],
  'app/[locale]/compare/bar-compare.tsx': ['forms'],
  'components/checkout/checkout-page.tsx': ['journeys'],
  'components/checkout/confirmation-page.tsx': ['journeys'],
  'components/lists/cart-page.tsx': ['journeys'],
  'components/lists/my-list-page.tsx': ['journeys'],
  'components/lists/quote-page.tsx': ['journeys'],
  'components/lists/configurator.tsx': ['journeys'],
};

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const CALL = /\b(?:t|text|tr|translate)\(\s*(?:translations,\s*)?'([A-Za-z][\w.-]*)'/g;

/** The exported functions of some source files, by name. */
const functionBodies = (paths: string[]) =>
  paths.flatMap((path) =>
    readFileSync(path, 'utf8')
      .split(/^export function /m)
      .slice(1)
      .map((body) => [/^(\w+)/.exec(body)?.[1] ?? '', body] as const),
  );

// Helpers that translate for their caller: ui's text builders (`productCardTexts(t)` …, in its
// areas' texts modules) and commerce's client functions that take a translator (`notificationFor`
// falls back to 'generalError'). A client component that calls one uses every key it translates.
const packagesSource = join(appRoot, '..', '..', 'packages');
const helperBodies = new Map<string, string>([
  ...functionBodies(sources(join(packagesSource, 'ui', 'src')).filter((path) => path.endsWith('/texts.ts'))),
  ...functionBodies(
    sources(join(packagesSource, 'commerce', 'src')).filter((path) => !path.includes('/server/')),
  ),
]);
// A helper's keys include those of the helpers it calls (productCardTexts → availabilityTexts,
// notificationFor → toNotification).
const calledHelpers = (source: string) =>
  [...source.matchAll(/\b(\w+)\(/g)].map((match) => match[1] ?? '').filter((name) => helperBodies.has(name));
const keysOfHelper = (name: string, seen = new Set<string>()): string[] => {
  const body = helperBodies.get(name);
  if (!body || seen.has(name)) return [];
  seen.add(name);
  return [
    ...[...body.matchAll(CALL)].map((match) => match[1] ?? ''),
    ...calledHelpers(body.slice(name.length)).flatMap((inner) => keysOfHelper(inner, seen)),
  ];
};
const helperKeys = new Map<string, string[]>(
  [...helperBodies.keys()].map((name) => [name, keysOfHelper(name)]),
);

/** The literal keys a file uses: its own translate calls and those of the package helpers it calls. */
function keysOf(source: string): string[] {
  return [
    ...[...source.matchAll(CALL)].map((match) => match[1] ?? ''),
    ...calledHelpers(source).flatMap((name) => helperKeys.get(name) ?? []),
  ];
}

describe('messages of the client islands', () => {
  const clientFiles = ['app', 'components', 'lib']
    .flatMap((folder) => sources(join(appRoot, folder)))
    .filter((path) => /^['"]use client['"]/.test(readFileSync(path, 'utf8')))
    .filter((path) => keysOf(readFileSync(path, 'utf8')).length > 0)
    .map((path) => relative(appRoot, path));

  it('knows the island of every client component that translates', () => {
    expect(clientFiles.length).toBeGreaterThan(10);
    expect(clientFiles.filter((file) => !(file in islandsOf))).toEqual([]);
  });

  it.each(Object.entries(islandsOf))('delivers every literal key %s uses', (file, islands) => {
    const source = readFileSync(join(appRoot, file), 'utf8');
    const keys = keysOf(source);
    expect(keys.length).toBeGreaterThan(0);
    // The shell's messages are on every page.
    const delivered = (key: string) =>
      [...islands, 'shell' as const].some((island) => islandHasKey(island, key));
    expect(keys.filter((key) => !delivered(key))).toEqual([]);
  });

  it('reads the keys of ui’s text builders and commerce’s translating helpers (the scan works)', () => {
    expect(helperKeys.get('productCardTexts')).toContain('product.inStock');
    expect(keysOf('const labels = productCardTexts(t);')).toContain('product.shippedWithinWeeks');
    expect(keysOf('show(toastOf(notificationFor(error, (key) => t(key))));')).toContain('generalError');
  });

  it('leaves out the messages no island on the page uses', () => {
    const all = {
      'nav.menu': 'Menu',
      'nav.skipToContent': 'Skip',
      'checkout.pay': 'Pay',
      invalidEmail: 'Bad email',
      'stories.title': 'S',
    };
    // The header renders on the server: of its texts only the skip link's reaches the browser.
    expect(pickMessages(all, ['shell'])).toEqual({ 'nav.skipToContent': 'Skip', invalidEmail: 'Bad email' });
    expect(pickMessages(all, ['journeys'])).toEqual(all);
    expect(Object.keys(clientIslands)).toContain('shell');
  });
});
