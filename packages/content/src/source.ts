import 'server-only';
import { layerVisibility, pageUrl } from '@ironmark/channel';
import type { Env } from '@ironmark/config/env';
import {
  type Announcement,
  announcementMessages,
  NAVIGATION_TRANSFORM_ERROR,
  type NavigationSet,
  staticMenu,
  toNavigation,
} from '@ironmark/navigation';
import type { z } from 'zod';
import englishTexts from '../data/translations.en.json' with { type: 'json' };
import { ContentError } from './errors';
import { createLocalTransport, type ResponseFiles } from './local-transport';
import { type ContentLanguage, contentLanguage } from './locale';
import { plainText, readingTime } from './reading-time';
import {
  type CmsLayer,
  type CmsPage,
  type CmsStory,
  cmsFooterSchema,
  cmsNavigationSchema,
  cmsPageSchema,
  cmsStorySchema,
  cmsTranslationSchema,
  type Footer,
  type Layer,
  type Page,
  type PageResult,
  type Seo,
  type Story,
  type StoryResult,
  type StorySummary,
} from './schemas';
import { createStrapiTransport } from './strapi-transport';
import type { Translations } from './translations';
import type { Collection, ContentQuery, ContentTransport } from './transport';

/** Content search document (contracts: indexed per language by the search engine). */
export interface ContentSearchDocument {
  id: string;
  kind: 'story' | 'page';
  title: string;
  desc: string;
  body: string;
  category: string;
  image: string;
  path: string;
  /** ISO date (story date or the page's last update). */
  date: string;
}

/** The announcement strip of a navigation set (spec §3 Navigation). */
export type Announcements = Announcement;

/** Options of a page or story read. */
export interface ReadOptions {
  /** Read drafts (preview mode, spec §6). Default false. */
  preview?: boolean;
}

/**
 * The typed content API (server side). Every method parses its payload with zod and never throws:
 * a failure is logged and falls back (static menu, English, an empty list or a not-found result).
 * `locale` is a page locale ('sv-se', 'en'); content exists per language and other languages use English.
 */
export interface ContentSource {
  /** 'local' (content files) or 'strapi' (CMS_URL). */
  readonly kind: ContentTransport['kind'];
  /** The menu set of the locale via `toNavigation`; the static menu when it cannot be read or transformed. */
  getNavigation(locale: string): Promise<NavigationSet>;
  /** The footer of the locale (English when the language has none); null when no footer can be read. */
  getFooter(locale: string): Promise<Footer | null>;
  /** The announcement strip of the locale's navigation, messages ordered by priority (highest first). */
  getAnnouncements(locale: string): Promise<Announcements>;
  /** UI texts of a language or locale, with English as fallback for missing keys. */
  getTranslations(language: string): Promise<Translations>;
  /** The page at `path` with only the layers visible in `locale` (spec §5 layer rule). */
  getPage(locale: string, path: string, options?: ReadOptions): Promise<PageResult>;
  /** The draft page at `path` (preview mode). */
  getPreviewPage(locale: string, path: string): Promise<PageResult>;
  /** Every page path of the language (for static generation and sitemaps). */
  getPagePaths(locale: string): Promise<string[]>;
  /** Stories of the locale, newest first. */
  getStories(locale: string, options?: ReadOptions): Promise<StorySummary[]>;
  /** One story by slug. */
  getStory(locale: string, slug: string, options?: ReadOptions): Promise<StoryResult>;
  /** SEO of a page or story path (spec §2/§3), or null when the path has no content. */
  getSeo(locale: string, path: string, options?: ReadOptions): Promise<Seo | null>;
  /** Pages and stories of a language as search documents (published content only). */
  contentSearchDocuments(language: string): Promise<ContentSearchDocument[]>;
}

/** Environment the content source reads (see `@ironmark/config` env). */
export type ContentEnv = Pick<Env, 'SITE_URL' | 'BRAND_NAME'> & Partial<Pick<Env, 'CMS_URL' | 'CMS_TOKEN'>>;

/** Options of {@link createContentSource}. */
export interface ContentSourceOptions {
  env: ContentEnv;
  /** Replaces the transport chosen from `env` (tests). */
  transport?: ContentTransport;
  /**
   * The content files read when `env.CMS_URL` is unset: recorded Strapi responses keyed
   * `{collection}.{language}` — the demo site's are `demoContent` of `@ironmark/content/demo`.
   */
  localFiles?: ResponseFiles;
  /** Fetch used by the Strapi transport; default the global fetch. */
  fetch?: typeof fetch;
  /** Strapi page size per request; default 100. */
  pageSize?: number;
}

/** Normalises a site path: leading '/', no trailing '/', lower case, no query or hash. */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0]!.trim().toLowerCase();
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}

/** Turns a CMS layer into a render layer: `__component: 'layers.hero'` becomes `kind: 'hero'`. */
export function toLayer(layer: CmsLayer): Layer {
  const { __component, ...rest } = layer;
  return { ...rest, kind: __component.slice('layers.'.length) } as Layer;
}

/** Keeps the layers whose channel rule text shows them in `locale` (spec §5; an empty rule shows). */
export function visibleLayers(layers: readonly CmsLayer[], locale: string): Layer[] {
  return layers.filter((layer) => layerVisibility(layer.background.channels, locale).visible).map(toLayer);
}

function logParseFailure(collection: Collection, language: string, detail: unknown): void {
  console.error('Failed to parse content', collection, language, detail);
}

function logReadFailure(collection: Collection, language: string, error: unknown): void {
  const detail = error instanceof ContentError ? `${error.code}: ${error.message}` : String(error);
  console.error('Failed to read content', collection, language, detail);
}

function toStory(document: CmsStory): Story {
  return {
    id: document.documentId,
    language: document.locale,
    slug: document.slug,
    path: `/stories/${document.slug}`,
    title: document.title,
    excerpt: document.excerpt,
    body: document.body,
    date: document.date,
    category: document.category,
    author: document.author,
    heroImage: document.heroImage,
    readingTime: readingTime(document.body),
    seo: document.seo,
    published: document.publishedAt !== null,
  };
}

function toPage(document: CmsPage, locale: string): Page {
  return {
    id: document.documentId,
    language: document.locale,
    path: document.path,
    title: document.title,
    description: document.description,
    seo: document.seo,
    layers: visibleLayers(document.layers, locale),
    updatedAt: document.updatedAt,
    published: document.publishedAt !== null,
  };
}

function summary(story: Story): StorySummary {
  const { body: _body, seo: _seo, ...rest } = story;
  return rest;
}

function layerText(layer: CmsLayer): string {
  switch (layer.__component) {
    case 'layers.hero':
      return [layer.eyebrow ?? '', layer.heading, layer.text].join(' ');
    case 'layers.rich-text':
      return [layer.heading ?? '', plainText(layer.body)].join(' ');
    case 'layers.media-text':
      return [layer.heading, plainText(layer.body)].join(' ');
    case 'layers.cards':
      return [
        layer.heading ?? '',
        layer.text,
        ...layer.cards.flatMap((card) => [card.title, card.text]),
      ].join(' ');
    case 'layers.stats':
      return [layer.heading ?? '', ...layer.stats.flatMap((stat) => [stat.value, stat.label])].join(' ');
    case 'layers.call-to-action':
      return [layer.heading, layer.text].join(' ');
    case 'layers.story-list':
      return layer.heading ?? '';
    default:
      return layer satisfies never;
  }
}

function firstImageUrl(layers: readonly CmsLayer[]): string {
  for (const layer of layers) {
    if ('media' in layer && layer.media) return layer.media.url;
    if (layer.background.image) return layer.background.image.url;
  }
  return '';
}

function noLocalFiles(): never {
  throw new TypeError(
    'createContentSource: no content — set env.CMS_URL (Strapi) or pass localFiles (the demo site: demoContent of @ironmark/content/demo)',
  );
}

/**
 * Creates the content API. With `env.CMS_URL` set it reads Strapi v5 over REST (bearer `CMS_TOKEN`);
 * otherwise the versioned local content files — same documents, same parsing, same results.
 */
export function createContentSource(options: ContentSourceOptions): ContentSource {
  const { env } = options;
  const transport =
    options.transport ??
    (env.CMS_URL
      ? createStrapiTransport({
          url: env.CMS_URL,
          token: env.CMS_TOKEN,
          ...(options.fetch ? { fetch: options.fetch } : {}),
          ...(options.pageSize ? { pageSize: options.pageSize } : {}),
        })
      : createLocalTransport(options.localFiles ?? noLocalFiles()));

  /** Reads documents, logging and returning null on a transport failure. */
  async function read(query: ContentQuery): Promise<unknown[] | null> {
    try {
      return await transport.find(query);
    } catch (error) {
      logReadFailure(query.collection, query.locale, error);
      return null;
    }
  }

  /** Parses every document with `schema`; invalid documents are logged and dropped. */
  function parseAll<S extends z.ZodType>(
    collection: Collection,
    language: string,
    documents: readonly unknown[],
    schema: S,
  ): z.output<S>[] {
    return documents.flatMap((document) => {
      const parsed = schema.safeParse(document);
      if (parsed.success) return [parsed.data];
      logParseFailure(collection, language, parsed.error.issues);
      return [];
    });
  }

  async function readFirst<S extends z.ZodType>(
    collection: Collection,
    language: ContentLanguage,
    schema: S,
  ): Promise<z.output<S> | null> {
    const documents = await read({ collection, locale: language });
    if (documents === null) return null;
    return parseAll(collection, language, documents.slice(0, 1), schema)[0] ?? null;
  }

  async function getNavigation(locale: string): Promise<NavigationSet> {
    const language = contentLanguage(locale);
    const document = await readFirst('navigations', language, cmsNavigationSchema);
    if (document === null) {
      // spec §8: a navigation that cannot be read or transformed logs an error; the static menu is used
      console.error(NAVIGATION_TRANSFORM_ERROR, language);
      return staticMenu;
    }
    // toNavigation logs and returns the static menu itself when the payload does not transform.
    return toNavigation(document.set);
  }

  async function getFooter(locale: string): Promise<Footer | null> {
    const language = contentLanguage(locale);
    const document =
      (await readFirst('footers', language, cmsFooterSchema)) ??
      (language === 'en' ? null : await readFirst('footers', 'en', cmsFooterSchema));
    if (document === null) return null;
    return {
      groups: document.groups,
      newsletter: document.newsletter,
      // spec §2: each social icon is shown only when a URL is set
      socialLinks: document.social.flatMap((entry) =>
        entry.url?.trim() ? [{ network: entry.network, label: entry.label, url: entry.url.trim() }] : [],
      ),
      theme: document.theme,
    };
  }

  async function messagesOf(language: ContentLanguage): Promise<Record<string, string>> {
    const documents = await read({ collection: 'translations', locale: language });
    const parsed = parseAll('translations', language, documents ?? [], cmsTranslationSchema);
    return mergeMessages(parsed);
  }

  let bundledEnglish: Promise<Record<string, string>> | undefined;
  async function englishMessages(): Promise<Record<string, string>> {
    const english = await messagesOf('en');
    if (Object.keys(english).length > 0) return english;
    // The CMS has no English texts: use the versioned English file so the UI still has words.
    bundledEnglish ??= createLocalTransport({ 'translations.en': englishTexts })
      .find({ collection: 'translations', locale: 'en' })
      .then((documents) => parseAll('translations', 'en', documents, cmsTranslationSchema))
      .then((parsed) => mergeMessages(parsed));
    return bundledEnglish;
  }

  async function getTranslations(language: string): Promise<Translations> {
    const content = contentLanguage(language);
    const fallback = await englishMessages();
    const messages = content === 'en' ? fallback : await messagesOf(content);
    return { language: content, messages, fallback };
  }

  async function getPage(locale: string, path: string, readOptions: ReadOptions = {}): Promise<PageResult> {
    const language = contentLanguage(locale);
    const wanted = normalisePath(path);
    const documents = await read({
      collection: 'pages',
      locale: language,
      status: readOptions.preview ? 'draft' : 'published',
      filters: { path: wanted },
    });
    if (documents === null) return { found: false, path: wanted, reason: 'unavailable' };
    if (documents.length === 0) {
      console.error('Page not found', language, wanted);
      return { found: false, path: wanted, reason: 'unknown-path' };
    }
    const parsed = cmsPageSchema.safeParse(documents[0]);
    if (!parsed.success) {
      logParseFailure('pages', language, parsed.error.issues);
      return { found: false, path: wanted, reason: 'invalid-payload' };
    }
    return { found: true, page: toPage(parsed.data, locale) };
  }

  async function readStories(
    locale: string,
    readOptions: ReadOptions,
    slug?: string,
  ): Promise<Story[] | null> {
    const language = contentLanguage(locale);
    const documents = await read({
      collection: 'stories',
      locale: language,
      status: readOptions.preview ? 'draft' : 'published',
      ...(slug ? { filters: { slug } } : {}),
    });
    if (documents === null) return null;
    return parseAll('stories', language, documents, cmsStorySchema).map(toStory);
  }

  async function getStories(locale: string, readOptions: ReadOptions = {}): Promise<StorySummary[]> {
    const stories = (await readStories(locale, readOptions)) ?? [];
    return stories
      .map(summary)
      .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
  }

  async function getStory(locale: string, slug: string, readOptions: ReadOptions = {}): Promise<StoryResult> {
    const path = `/stories/${slug}`;
    if (!/^[a-z0-9-]+$/.test(slug)) {
      console.error('Story not found', contentLanguage(locale), slug);
      return { found: false, path, reason: 'unknown-path' };
    }
    const language = contentLanguage(locale);
    const documents = await read({
      collection: 'stories',
      locale: language,
      status: readOptions.preview ? 'draft' : 'published',
      filters: { slug },
    });
    if (documents === null) return { found: false, path, reason: 'unavailable' };
    if (documents.length === 0) {
      console.error('Story not found', language, slug);
      return { found: false, path, reason: 'unknown-path' };
    }
    const parsed = cmsStorySchema.safeParse(documents[0]);
    if (!parsed.success) {
      logParseFailure('stories', language, parsed.error.issues);
      return { found: false, path, reason: 'invalid-payload' };
    }
    return { found: true, story: toStory(parsed.data) };
  }

  async function getSeo(locale: string, path: string, readOptions: ReadOptions = {}): Promise<Seo | null> {
    const wanted = normalisePath(path);
    const isHome = wanted === '/';
    const storySlug = /^\/stories\/([a-z0-9-]+)$/.exec(wanted)?.[1];
    let base: { title: string; desc: string; seo: Story['seo'] };
    let fallbackImage: Seo['image'] = null;
    if (storySlug) {
      const result = await getStory(locale, storySlug, readOptions);
      if (!result.found) return null;
      base = { title: result.story.title, desc: result.story.excerpt, seo: result.story.seo };
      fallbackImage = result.story.heroImage;
    } else {
      const result = await getPage(locale, wanted, readOptions);
      if (!result.found) return null;
      base = { title: result.page.title, desc: result.page.description, seo: result.page.seo };
      for (const layer of result.page.layers) {
        const image = ('media' in layer ? layer.media : null) ?? layer.background.image;
        if (image) {
          fallbackImage = image;
          break;
        }
      }
    }
    return {
      title: base.seo?.title ?? base.title,
      desc: base.seo?.desc ?? base.desc,
      image: base.seo?.image ?? fallbackImage,
      tags: (base.seo?.tags ?? '')
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean)
        .join(','),
      canonicalUrl: base.seo?.canonicalUrl ?? pageUrl(env.SITE_URL, locale, wanted),
      // spec §2: ' | {brand}' by default; the home page title has no suffix
      titleSuffix: base.seo?.titleSuffix ?? (isHome ? '' : ` | ${env.BRAND_NAME}`),
      locale,
    };
  }

  async function getPagePaths(locale: string): Promise<string[]> {
    const language = contentLanguage(locale);
    const documents = (await read({ collection: 'pages', locale: language })) ?? [];
    return parseAll('pages', language, documents, cmsPageSchema)
      .map((page) => page.path)
      .sort();
  }

  async function contentSearchDocuments(language: string): Promise<ContentSearchDocument[]> {
    const content = contentLanguage(language);
    const pages = parseAll(
      'pages',
      content,
      (await read({ collection: 'pages', locale: content })) ?? [],
      cmsPageSchema,
    );
    const stories = (await readStories(content, {})) ?? [];
    const pageDocuments = pages.map(
      (page): ContentSearchDocument => ({
        id: `page-${page.documentId}`,
        kind: 'page',
        title: page.title,
        desc: page.seo?.desc ?? page.description,
        body: page.layers.map(layerText).join(' ').replace(/\s+/g, ' ').trim(),
        category: page.path === '/' ? 'home' : page.path.split('/')[1]!,
        image: page.seo?.image?.url ?? firstImageUrl(page.layers),
        path: page.path,
        date: page.updatedAt,
      }),
    );
    const storyDocuments = stories.map(
      (story): ContentSearchDocument => ({
        id: `story-${story.id}`,
        kind: 'story',
        title: story.title,
        desc: story.excerpt,
        body: plainText(story.body),
        category: story.category,
        image: story.heroImage.url,
        path: story.path,
        date: story.date,
      }),
    );
    return [...pageDocuments, ...storyDocuments];
  }

  async function getAnnouncements(locale: string): Promise<Announcements> {
    const navigation = await getNavigation(locale);
    return { ...navigation.announcement, messages: announcementMessages(navigation.announcement) };
  }

  return {
    kind: transport.kind,
    getNavigation,
    getFooter,
    getAnnouncements,
    getTranslations,
    getPage,
    getPreviewPage: (locale, path) => getPage(locale, path, { preview: true }),
    getPagePaths,
    getStories,
    getStory,
    getSeo,
    contentSearchDocuments,
  };
}

/**
 * The messages of several translation documents as one record, later documents winning. Built with
 * `Object.fromEntries` (defines keys, never assigns them), so a CMS key named `__proto__` stays a plain
 * key and cannot swap the record's prototype as `Object.assign` would.
 */
function mergeMessages(documents: readonly { messages: Record<string, string> }[]): Record<string, string> {
  return Object.fromEntries(documents.flatMap((document) => Object.entries(document.messages)));
}
