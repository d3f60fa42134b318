#!/usr/bin/env node
// Writes the versioned local content files (data/*.json) — recorded Strapi v5 collection responses —
// from the demo sources in demo/*.mjs, and src/local-data.gen.ts which imports them.
// Run: node scripts/generate-data.mjs
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { footer } from '../demo/footer.mjs';
import { navigationSet } from '../demo/navigation.mjs';
import { draftPages, pages } from '../demo/pages.mjs';
import { draftStory, stories } from '../demo/stories.mjs';
import { translationRows } from '../demo/translations.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = join(root, 'data');
const languages = ['en', 'sv', 'de', 'fr'];
const CREATED = '2024-06-01T08:00:00.000Z';
const UPDATED = '2025-05-12T09:30:00.000Z';

const documentId = (seed) => createHash('sha256').update(seed).digest('hex').slice(0, 24);
const numericId = (seed) => Number.parseInt(createHash('sha256').update(seed).digest('hex').slice(0, 6), 16);

/** Replaces T(en, sv, de, fr) values by the language's string, recursively. */
function resolve(value, lang) {
  if (Array.isArray(value)) return value.map((item) => resolve(item, lang));
  if (value && typeof value === 'object') {
    if (value.__t) return value[lang];
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, resolve(inner, lang)]));
  }
  return value;
}

/** A Strapi v5 upload file for a generated content image. */
function media(name, alt) {
  const url = `/media/content/${name}.svg`;
  return {
    id: numericId(`media:${name}`),
    documentId: documentId(`media:${name}`),
    name: `${name}.svg`,
    alternativeText: alt,
    caption: null,
    width: 1600,
    height: 1000,
    formats: {
      thumbnail: {
        name: `thumbnail_${name}.svg`,
        hash: `thumbnail_${name}`,
        ext: '.svg',
        mime: 'image/svg+xml',
        path: null,
        width: 245,
        height: 153,
        size: 1.2,
        sizeInBytes: 1200,
        url,
      },
    },
    hash: name,
    ext: '.svg',
    mime: 'image/svg+xml',
    size: 2.4,
    url,
    previewUrl: null,
    provider: 'local',
    provider_metadata: null,
    createdAt: CREATED,
    updatedAt: CREATED,
    publishedAt: CREATED,
  };
}

function withIds(layers, seed) {
  return layers.map((layer, index) => ({ id: numericId(`${seed}:${index}`), ...layer }));
}

function doc(collection, key, lang, fields, { draft = false } = {}) {
  return {
    id: numericId(`${collection}:${key}:${lang}:${draft ? 'draft' : 'published'}`),
    documentId: documentId(`${collection}:${key}`),
    locale: lang,
    createdAt: CREATED,
    updatedAt: UPDATED,
    publishedAt: draft ? null : UPDATED,
    ...fields,
  };
}

function response(data) {
  return {
    data,
    meta: { pagination: { page: 1, pageSize: Math.max(data.length, 25), pageCount: 1, total: data.length } },
  };
}

const files = {};
const put = (name, data) => {
  files[name] = response(data);
};

const pageFields = (page, lang) => {
  const resolved = resolve(page, lang);
  return {
    path: resolved.path,
    title: resolved.title,
    description: resolved.description,
    seo: {
      id: numericId(`seo:${page.path}:${lang}`),
      title: resolved.seoTitle ?? resolved.title,
      desc: resolved.description,
      image: null,
      tags: resolved.tags ?? '',
      canonicalUrl: null,
      titleSuffix: null,
    },
    layers: withIds(resolved.layers, `layers:${page.path}:${lang}`),
  };
};

const storyFields = (story, lang) => {
  const resolved = resolve(story, lang);
  return {
    slug: resolved.slug,
    title: resolved.title,
    excerpt: resolved.excerpt,
    body: resolved.body,
    date: resolved.date,
    category: resolved.category,
    author: { id: numericId(`author:${story.slug}:${lang}`), ...resolved.author },
    heroImage: media(story.image, resolved.title),
    seo: null,
  };
};

const allPages = pages(media);
const drafts = draftPages(media);

for (const lang of languages) {
  put(`navigations.${lang}`, [
    doc('navigations', 'main', lang, { set: navigationSet(lang, (name) => `/media/content/${name}.svg`) }),
  ]);
  put(`footers.${lang}`, [doc('footers', 'main', lang, footer(lang))]);
  put(`translations.${lang}`, [
    doc('translations', 'ui', lang, {
      namespace: 'ui',
      messages: Object.fromEntries(
        translationRows.map(([key, ...texts]) => [key, texts[languages.indexOf(lang)]]),
      ),
    }),
  ]);

  const published = allPages.map((page) => doc('pages', page.path, lang, pageFields(page, lang)));
  put(`pages.${lang}`, published);
  put(`pages.${lang}.draft`, [
    ...allPages.map((page) => {
      const fields = pageFields(page, lang);
      if (page.path === '/')
        fields.layers[0] = { ...fields.layers[0], heading: resolve(drafts.homeHeroHeading, lang) };
      return doc('pages', page.path, lang, fields, { draft: true });
    }),
    ...drafts.pages.map((page) => doc('pages', page.path, lang, pageFields(page, lang), { draft: true })),
  ]);

  put(
    `stories.${lang}`,
    stories.map((story) => doc('stories', story.slug, lang, storyFields(story, lang))),
  );
  put(`stories.${lang}.draft`, [
    ...stories.map((story) => doc('stories', story.slug, lang, storyFields(story, lang), { draft: true })),
    doc('stories', draftStory.slug, lang, storyFields(draftStory, lang), { draft: true }),
  ]);
}

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const names = Object.keys(files).sort();
for (const name of names)
  writeFileSync(join(dataDir, `${name}.json`), `${JSON.stringify(files[name], null, 2)}\n`);

const identifier = (name) => name.replace(/[.-]/g, '_');
const source = [
  '// Generated by scripts/generate-data.mjs — do not edit; edit demo/*.mjs and re-run the script.',
  ...names.map((name) => `import ${identifier(name)} from '../data/${name}.json' with { type: 'json' };`),
  '',
  '/** Recorded Strapi v5 responses of the local content, keyed `{collection}.{locale}[.draft]`. */',
  'export const localData: Readonly<Record<string, unknown>> = {',
  ...names.map((name) => `  '${name}': ${identifier(name)},`),
  '};',
  '',
].join('\n');
writeFileSync(join(root, 'src', 'local-data.gen.ts'), source);
// Format like the rest of the repository so regenerating gives no diff.
execFileSync('pnpm', ['exec', 'biome', 'format', '--write', 'data', 'src/local-data.gen.ts'], {
  cwd: root,
  stdio: 'ignore',
});
console.log(`Wrote ${names.length} content files to data/`);
