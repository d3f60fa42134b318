import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { staticMenu } from '@ironmark/navigation';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoContent } from './demo';
import { localData } from './local-data.gen';
import { contentLanguages } from './locale';
import { type ContentSource, createContentSource } from './source';
import { bracketParams, strapiQueryUrl } from './strapi-transport';
import { testEnv } from './test-env';

const TOKEN = 'test-token-0123456789';
/** Like a Strapi configured with `api.rest.maxLimit: 10`: forces the client to follow pages. */
const MAX_LIMIT = 10;

interface Recorded {
  path: string;
  params: URLSearchParams;
}

/**
 * A real HTTP server answering like Strapi v5 REST from the recorded responses in data/: bearer
 * token, `locale`, `status=draft`, `filters[field][$eq]`, `pagination[page|pageSize]` (capped) and
 * a required `populate`. `overrides` replace a recorded response body (malformed payload tests).
 */
function strapiServer(overrides: Record<string, unknown> = {}, failing: Set<string> = new Set()) {
  const requests: Recorded[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push({ path: url.pathname, params: url.searchParams });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${TOKEN}`) {
      return send(401, {
        data: null,
        error: { status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials' },
      });
    }
    const collection = /^\/api\/([a-z]+)$/.exec(url.pathname)?.[1];
    const locale = url.searchParams.get('locale') ?? 'en';
    const draft = url.searchParams.get('status') === 'draft';
    const key = `${collection}.${locale}${draft ? '.draft' : ''}`;
    if (failing.has(key))
      return send(500, {
        data: null,
        error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' },
      });
    if (key in overrides) return send(200, overrides[key]);
    const recorded = localData[key];
    const populated = [...url.searchParams.keys()].some(
      (name) => name === 'populate' || name.startsWith('populate['),
    );
    if (!collection || !recorded || !populated) {
      return send(404, { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } });
    }
    let documents = (recorded as { data: Record<string, unknown>[] }).data;
    for (const [name, value] of url.searchParams) {
      const field = /^filters\[(\w+)\]\[\$eq\]$/.exec(name)?.[1];
      if (field) documents = documents.filter((document) => document[field] === value);
    }
    const page = Number(url.searchParams.get('pagination[page]') ?? 1);
    const pageSize = Math.min(Number(url.searchParams.get('pagination[pageSize]') ?? 25), MAX_LIMIT);
    const pageCount = Math.ceil(documents.length / pageSize);
    send(200, {
      data: documents.slice((page - 1) * pageSize, page * pageSize),
      meta: { pagination: { page, pageSize, pageCount, total: documents.length } },
    });
  });
  return { server, requests };
}

async function listen(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('Strapi source', () => {
  const { server, requests } = strapiServer();
  let strapi: ContentSource;
  const local = createContentSource({ env: testEnv, localFiles: demoContent });

  beforeAll(async () => {
    const url = await listen(server);
    strapi = createContentSource({ env: { ...testEnv, CMS_URL: url, CMS_TOKEN: TOKEN } });
  });
  afterAll(() => {
    server.close();
  });

  it('is chosen by CMS_URL', () => {
    expect(strapi.kind).toBe('strapi');
    expect(local.kind).toBe('local');
  });

  it.each(['en-us', 'sv-se', 'de-de', 'fr-fr', 'en'])(
    'returns the same domain objects as the local source for %s',
    async (locale) => {
      expect(await strapi.getNavigation(locale)).toEqual(await local.getNavigation(locale));
      expect(await strapi.getFooter(locale)).toEqual(await local.getFooter(locale));
      expect(await strapi.getAnnouncements(locale)).toEqual(await local.getAnnouncements(locale));
      expect(await strapi.getTranslations(locale)).toEqual(await local.getTranslations(locale));
      expect(await strapi.getStories(locale)).toEqual(await local.getStories(locale));
      expect(await strapi.getStories(locale, { preview: true })).toEqual(
        await local.getStories(locale, { preview: true }),
      );
      expect(await strapi.getStory(locale, 'guide-to-knee-sleeves')).toEqual(
        await local.getStory(locale, 'guide-to-knee-sleeves'),
      );
      const paths = await local.getPagePaths(locale);
      expect(await strapi.getPagePaths(locale)).toEqual(paths);
      for (const path of paths) {
        expect(await strapi.getPage(locale, path)).toEqual(await local.getPage(locale, path));
      }
      expect(await strapi.getPreviewPage(locale, '/')).toEqual(await local.getPreviewPage(locale, '/'));
      expect(await strapi.getSeo(locale, '/about')).toEqual(await local.getSeo(locale, '/about'));
    },
  );

  it.each(contentLanguages)(
    'returns the same search documents as the local source in %s',
    async (language) => {
      const documents = await strapi.contentSearchDocuments(language);
      expect(documents).toEqual(await local.contentSearchDocuments(language));
      expect(documents.length).toBeGreaterThan(40);
    },
  );

  it('follows every result page, sends locale, status, populate and filters', async () => {
    requests.length = 0;
    const paths = await strapi.getPagePaths('sv-se');
    expect(paths.length).toBeGreaterThan(MAX_LIMIT * 3);
    const pageRequests = requests.filter((request) => request.path === '/api/pages');
    expect(pageRequests.map((request) => request.params.get('pagination[page]'))).toEqual(
      Array.from({ length: Math.ceil(paths.length / MAX_LIMIT) }, (_, index) => String(index + 1)),
    );
    expect(pageRequests.every((request) => request.params.get('locale') === 'sv')).toBe(true);
    expect(pageRequests[0]!.params.get('status')).toBe('published');
    expect(
      pageRequests[0]!.params.get('populate[layers][on][layers.hero][populate][background][populate][image]'),
    ).toBe('true');

    requests.length = 0;
    await strapi.getPreviewPage('de-de', '/about');
    expect(requests[0]!.params.get('status')).toBe('draft');
    expect(requests[0]!.params.get('filters[path][$eq]')).toBe('/about');
  });

  it('builds bracket query parameters the way qs does', () => {
    expect(bracketParams('populate', { seo: { populate: { image: true } } })).toEqual([
      ['populate[seo][populate][image]', 'true'],
    ]);
    const url = strapiQueryUrl(
      'https://cms.example/',
      { collection: 'stories', locale: 'fr', filters: { slug: 'a-b' } },
      2,
      50,
    );
    expect(url.pathname).toBe('/api/stories');
    expect(url.searchParams.get('filters[slug][$eq]')).toBe('a-b');
    expect(url.searchParams.get('pagination[page]')).toBe('2');
  });
});

describe('Strapi source failures', () => {
  const malformedNavigation = {
    data: [
      { ...(localData['navigations.en'] as { data: object[] }).data[0], set: { primary: 'not a list' } },
    ],
    meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } },
  };
  const { server } = strapiServer(
    {
      'navigations.en': malformedNavigation,
      'navigations.sv': { data: 'oops' },
      'stories.de': {
        data: [{ id: 1, documentId: 'x', locale: 'de', slug: 'broken' }],
        meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } },
      },
    },
    new Set(['pages.fr', 'footers.fr']),
  );
  let strapi: ContentSource;

  beforeAll(async () => {
    strapi = createContentSource({ env: { ...testEnv, CMS_URL: await listen(server), CMS_TOKEN: TOKEN } });
  });
  afterAll(() => {
    server.close();
  });

  it('falls back to the static menu and logs when the navigation payload does not transform', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await strapi.getNavigation('en-us')).toBe(staticMenu);
    expect(error).toHaveBeenCalledWith(
      'Failed to transform navigation, using the static menu',
      expect.anything(),
    );
  });

  it('falls back to the static menu and logs when the response is not a Strapi envelope', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await strapi.getNavigation('sv-se')).toBe(staticMenu);
    expect(error).toHaveBeenCalledWith(
      'Failed to read content',
      'navigations',
      'sv',
      expect.stringContaining('CONTENT_INVALID_PAYLOAD'),
    );
    expect(error).toHaveBeenCalledWith('Failed to transform navigation, using the static menu', 'sv');
  });

  it('answers an unavailable CMS with a not-found page and a log line', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await strapi.getPage('fr-fr', '/about')).toEqual({
      found: false,
      path: '/about',
      reason: 'unavailable',
    });
    expect(error).toHaveBeenCalledWith(
      'Failed to read content',
      'pages',
      'fr',
      expect.stringContaining('500'),
    );
  });

  it('uses the English footer when the language footer cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await strapi.getFooter('fr-fr'))?.newsletter.buttonLabel).toBe('Sign up');
  });

  it('drops a story that does not parse from the listing and logs it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await strapi.getStories('de-de')).toEqual([]);
    expect(error).toHaveBeenCalledWith('Failed to parse content', 'stories', 'de', expect.any(Array));
  });

  it('logs and falls back when the token is wrong', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const unauthorised = createContentSource({ env: { ...testEnv, CMS_URL: url, CMS_TOKEN: 'wrong-token' } });
    expect(await unauthorised.getNavigation('de-de')).toBe(staticMenu);
    expect(error).toHaveBeenCalledWith(
      'Failed to read content',
      'navigations',
      'de',
      expect.stringContaining('401'),
    );
    // Translations still come from the versioned English file so the UI has words.
    expect((await unauthorised.getTranslations('de')).fallback['consent.title']).toBe('Your Privacy');
  });
});
