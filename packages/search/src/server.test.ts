import { languageOf, VISITOR_COUNTRY_COOKIE } from '@ironmark/channel';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchDocument } from './documents';
import { priceBands } from './page-model';
import {
  clickOriginAllowed,
  createSearchHost,
  engineNamesFor,
  SEARCH_INDEX_MAX_AGE_MS,
  SEARCH_MAX_BODY_BYTES,
  type SearchHostOptions,
  searchEngineEntries,
  searchPageInitial,
  serverSearchClient,
} from './server';
import { CONTENT_DOCUMENTS, SMALL_CATALOGUE } from './test-catalogue';
import { searchStateFromUrl } from './url-state';

const CONTENT_LANGUAGES = ['en', 'sv', 'de', 'fr'];
const contentLanguageOf = (locale: string) => {
  const language = languageOf(locale);
  return CONTENT_LANGUAGES.includes(language) ? language : 'en';
};

/** The countries a request names, read as the storefront does: the geo header and the visitor cookie. */
function visitorCountries(request: Request): string[] {
  const countries: string[] = [];
  const geo = request.headers.get('x-vercel-ip-country');
  if (geo) countries.push(geo.toLowerCase());
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, value] = part.split('=').map((text) => text.trim());
    if (name === VISITOR_COUNTRY_COOKIE && value) countries.push(value.toLowerCase());
  }
  return countries;
}

const SITE = 'http://127.0.0.1:3100';

function product(id: string, channel: string, extra: Partial<Record<string, unknown>> = {}): SearchDocument {
  return {
    id,
    v_id: id,
    group: id.split('-')[0] ?? id,
    name: `Competition Bar ${id}`,
    bp_name: 'Competition Bar',
    desc: `Sold in ${channel}`,
    brand: 'Ironmark',
    category_id: ['/equipment/bars/weightlifting'],
    category: 'Weightlifting bars',
    seo_tags: ['barbell'],
    bundle_articlecode: [],
    price: 100,
    currency: channel === 'sv-se' ? 'sek' : 'usd',
    recommended: 1,
    availability: 'in-stock',
    certification: ['iwf'],
    flags: [],
    image: '/media/x.svg',
    path: `/products/${id}`,
    date: '2025-01-01T00:00:00.000Z',
    ...extra,
  };
}

function story(id: string, language: string): SearchDocument {
  return {
    id,
    kind: 'story',
    title: `Squat guide ${language}`,
    desc: 'How to squat',
    body: 'Depth and bracing',
    category: 'training',
    image: '',
    path: `/stories/${id}`,
    date: '2025-01-01T00:00:00.000Z',
  };
}

function fakeSources() {
  const productDocuments = vi.fn((channel: string) => [
    product(`${channel}-1`, channel),
    product(`${channel}-2`, channel),
  ]);
  const contentDocuments = vi.fn(async (language: string) => [story(`story-${language}`, language)]);
  return { productDocuments, contentDocuments };
}

const base = {
  searchEnv: 'prod',
  siteUrl: SITE,
  contentLanguages: CONTENT_LANGUAGES,
  visitorCountries,
} satisfies Partial<SearchHostOptions>;

function post(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}/api/as/v1/engines/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function ids(response: Response): Promise<string[]> {
  const json = (await response.json()) as { results: Array<{ id: { raw: string } }> };
  return json.results.map((result) => result.id.raw).sort();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('engine names', () => {
  it('names a product engine per routable locale, en-us as the default engine, and a content engine per language', () => {
    const names = searchEngineEntries('prod', CONTENT_LANGUAGES).map((entry) => entry.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'prod-products-web',
        'prod-products-web-en-us',
        'prod-products-web-sv-se',
        'prod-products-web-de-de',
        'prod-products-web-en',
        'prod-content-en',
        'prod-content-sv',
        'prod-content-de',
        'prod-content-fr',
      ]),
    );
    expect(names).not.toContain('prod-products-web-en-us-en-us');
    expect(new Set(names).size).toBe(names.length);
  });

  it('uses SEARCH_ENV as the first part of every engine name', () => {
    for (const entry of searchEngineEntries('staging', CONTENT_LANGUAGES))
      expect(entry.name.startsWith('staging-')).toBe(true);
  });

  it.each([
    ['en-us', 'prod-products-web', 'prod-content-en'],
    ['sv-se', 'prod-products-web-sv-se', 'prod-content-sv'],
    ['de-de', 'prod-products-web-de-de', 'prod-content-de'],
    ['fr-fr', 'prod-products-web-fr-fr', 'prod-content-fr'],
    ['en', 'prod-products-web-en', 'prod-content-en'],
    ['en-gb', 'prod-products-web-en-gb', 'prod-content-en'],
  ])('resolves the engines of locale %s to %s and %s', (locale, products, content) => {
    expect(engineNamesFor('prod', locale, contentLanguageOf)).toEqual({ products, content });
  });

  it('resolves every engine name a locale can ask for to a configured engine', () => {
    const names = new Set(searchEngineEntries('prod', CONTENT_LANGUAGES).map((entry) => entry.name));
    for (const entry of searchEngineEntries('prod', CONTENT_LANGUAGES).filter((e) => e.kind === 'products')) {
      const resolved = engineNamesFor('prod', entry.source, contentLanguageOf);
      expect(names.has(resolved.products)).toBe(true);
      expect(names.has(resolved.content)).toBe(true);
    }
  });
});

describe('the embedded engine of the storefront', () => {
  it('builds no index before the first request, then each engine once from its own channel', async () => {
    const sources = fakeSources();
    const search = createSearchHost({ ...base, sources });
    expect(sources.productDocuments).not.toHaveBeenCalled();

    const swedish = await search.handle(post('prod-products-web-sv-se/search.json', { query: '' }));
    expect(swedish.status).toBe(200);
    expect(await ids(swedish)).toEqual(['sv-se-1', 'sv-se-2']);
    await search.handle(post('prod-products-web-sv-se/search.json', { query: 'bar' }));
    expect(sources.productDocuments).toHaveBeenCalledTimes(1);
    expect(sources.productDocuments).toHaveBeenCalledWith('sv-se');

    const american = await search.handle(post('prod-products-web/search.json', { query: '' }));
    expect(await ids(american)).toEqual(['en-us-1', 'en-us-2']);
    expect(sources.productDocuments).toHaveBeenLastCalledWith('en-us');
  });

  it('serves content per language', async () => {
    const sources = fakeSources();
    const search = createSearchHost({ ...base, sources });
    const response = await search.handle(post('prod-content-de/search.json', { query: 'squat' }));
    expect(await ids(response)).toEqual(['story-de']);
    expect(sources.contentDocuments).toHaveBeenCalledWith('de');
  });

  it('answers 404 with App Search errors for an engine it does not serve', async () => {
    const search = createSearchHost({ ...base, sources: fakeSources() });
    const response = await search.handle(post('prod-products-web-xx-yy/search.json', { query: '' }));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errors: ['Could not find engine.'] });
  });

  it('requires the bearer key when SEARCH_KEY is configured', async () => {
    const search = createSearchHost({
      ...base,
      searchKey: 'search-abc',
      sources: fakeSources(),
    });
    const without = await search.handle(post('prod-products-web/search.json', { query: '' }));
    expect(without.status).toBe(401);
    const wrong = await search.handle(
      post('prod-products-web/search.json', { query: '' }, { authorization: 'Bearer search-other' }),
    );
    expect(wrong.status).toBe(401);
    const right = await search.handle(
      post('prod-products-web/search.json', { query: '' }, { authorization: 'Bearer search-abc' }),
    );
    expect(right.status).toBe(200);
  });

  it('answers GET searches with bracket-notation parameters like POST ones', async () => {
    const search = createSearchHost({ ...base, sources: fakeSources() });
    const url = `${SITE}/api/as/v1/engines/prod-products-web/search.json?query=&page[size]=1&page[current]=2&filters[v_id][]=en-us-1&filters[v_id][]=en-us-2`;
    const response = await search.handle(new Request(url));
    expect(response.status).toBe(200);
    const json = (await response.json()) as {
      meta: { page: { size: number; current: number; total_results: number } };
    };
    expect(json.meta.page).toMatchObject({ size: 1, current: 2, total_results: 2 });
  });

  it('answers GET query suggestions', async () => {
    const search = createSearchHost({ ...base, sources: fakeSources() });
    const response = await search.handle(
      new Request(`${SITE}/api/as/v1/engines/prod-products-web/query_suggestion?query=comp&size=3`),
    );
    expect(response.status).toBe(200);
    const json = (await response.json()) as { results: { documents: Array<{ suggestion: string }> } };
    expect(json.results.documents.length).toBeGreaterThan(0);
    expect(json.results.documents[0]?.suggestion.toLowerCase()).toContain('comp');
  });

  it.each([
    ['GET', 'click.json', 405],
    ['DELETE', 'search.json', 405],
  ])('rejects %s on %s with %i', async (method, endpoint, status) => {
    const search = createSearchHost({ ...base, sources: fakeSources() });
    const response = await search.handle(
      new Request(`${SITE}/api/as/v1/engines/prod-products-web/${endpoint}`, { method }),
    );
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ errors: [expect.any(String)] });
  });

  it('refuses bodies over the size cap with 413', async () => {
    const search = createSearchHost({ ...base, sources: fakeSources() });
    const response = await search.handle(
      post('prod-products-web/search.json', { query: '', padding: 'x'.repeat(SEARCH_MAX_BODY_BYTES) }),
    );
    expect(response.status).toBe(413);
  });

  it('records same-origin clicks and refuses cross-site ones', async () => {
    const search = createSearchHost({
      ...base,
      allowedOrigins: ['https://partner.example/'],
      sources: fakeSources(),
    });
    const click = { query: 'bar', document_id: 'en-us-1', request_id: 'r1', tags: ['en-us'] };
    const same = await search.handle(post('prod-products-web/click.json', click, { origin: SITE }));
    expect(same.status).toBe(200);
    expect(await same.text()).toBe('');
    const partner = await search.handle(
      post('prod-products-web/click.json', click, { origin: 'https://partner.example' }),
    );
    expect(partner.status).toBe(200);
    const serverToServer = await search.handle(post('prod-products-web/click.json', click));
    expect(serverToServer.status).toBe(200);

    const foreign = await search.handle(
      post('prod-products-web/click.json', click, { origin: 'https://evil.example' }),
    );
    expect(foreign.status).toBe(403);
    const noOrigin = await search.handle(
      post('prod-products-web/click.json', click, { 'sec-fetch-site': 'cross-site' }),
    );
    expect(noOrigin.status).toBe(403);

    expect(search.engine.clicks('prod-products-web')).toHaveLength(3);
    expect(search.engine.clicks()[0]).toMatchObject({ ...click, engine: 'prod-products-web' });
  });

  it('rebuilds an index in the background once it is older than the maximum age', async () => {
    let clock = 1_000;
    let release: (() => void) | undefined;
    const sources = {
      productDocuments: vi.fn(async (channel: string) => {
        if (sources.productDocuments.mock.calls.length === 1)
          return [product(`${channel}-1`, channel, { price: 100 })];
        // The rebuild waits until the test lets it finish.
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return [product(`${channel}-1`, channel, { price: 80 })];
      }),
      contentDocuments: vi.fn(async () => []),
    };
    const search = createSearchHost({ ...base, sources, now: () => clock });
    const priceOf = async () => {
      const response = await search.handle(post('prod-products-web/search.json', { query: '' }));
      const json = (await response.json()) as { results: Array<{ price: { raw: number } }> };
      return json.results[0]?.price.raw;
    };
    expect(await priceOf()).toBe(100);
    clock += SEARCH_INDEX_MAX_AGE_MS - 1;
    expect(await priceOf()).toBe(100);
    expect(sources.productDocuments).toHaveBeenCalledTimes(1);

    clock += 1;
    // The stale request is answered from the old index while the rebuild runs, and starts only one rebuild.
    expect(await priceOf()).toBe(100);
    expect(await priceOf()).toBe(100);
    expect(sources.productDocuments).toHaveBeenCalledTimes(2);
    release?.();
    await vi.waitFor(async () => expect(await priceOf()).toBe(80));
    expect(sources.productDocuments).toHaveBeenCalledTimes(2);
  });

  it('gives a product engine its price bands once per load of its documents, none to a content engine', async () => {
    let clock = 0;
    let price = 100;
    const sources = {
      productDocuments: vi.fn((channel: string) => [
        product(`${channel}-1`, channel, { price }),
        product(`${channel}-2`, channel, { price: price * 10 }),
      ]),
      contentDocuments: vi.fn(async () => []),
    };
    const search = createSearchHost({ ...base, sources, now: () => clock });
    const first = await search.priceBands('prod-products-web');
    expect(first).toEqual(priceBands([100, 1000]));
    // The page asks on every render: the documents are not rebuilt for it…
    await search.handle(post('prod-products-web/search.json', { query: '' }));
    expect(await search.priceBands('prod-products-web')).toEqual(first);
    expect(sources.productDocuments).toHaveBeenCalledTimes(2);
    // …until they are as old as the index may be.
    price = 300;
    clock += SEARCH_INDEX_MAX_AGE_MS;
    expect(await search.priceBands('prod-products-web')).toEqual(priceBands([300, 3000]));
    expect(sources.productDocuments).toHaveBeenCalledTimes(3);
    expect(await search.priceBands('prod-content-en')).toEqual([]);
  });

  it('keeps the old index and logs when a rebuild fails', async () => {
    let clock = 0;
    let fail = false;
    const sources = {
      productDocuments: vi.fn((channel: string) => {
        if (fail) throw new Error('catalogue down');
        return [product(`${channel}-1`, channel)];
      }),
      contentDocuments: vi.fn(async () => []),
    };
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const search = createSearchHost({ ...base, sources, now: () => clock });
    expect((await search.handle(post('prod-products-web/search.json', { query: '' }))).status).toBe(200);
    fail = true;
    clock = SEARCH_INDEX_MAX_AGE_MS;
    const response = await search.handle(post('prod-products-web/search.json', { query: '' }));
    expect(await ids(response)).toEqual(['en-us-1']);
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'Search index refresh failed',
        'prod-products-web',
        expect.any(Error),
      ),
    );
  });
});

describe('a visitor from a forbidden country (spec §6, enforced by the server)', () => {
  const body = {
    query: '',
    facets: { price: { type: 'range', ranges: [{ from: 0, to: 1000 }] }, brand: { type: 'value' } },
    sort: { price: 'desc' },
  };

  it('gets no price facets, sorts or fields, whatever the page asks for', async () => {
    const search = createSearchHost({
      ...base,
      sources: {
        ...fakeSources(),
        productDocuments: (channel: string) => [
          product(`${channel}-cheap`, channel, { price: 10, recommended: 1 }),
          product(`${channel}-dear`, channel, { price: 900, recommended: 2 }),
        ],
      },
    });
    const permitted = await search.handle(
      post('prod-products-web/search.json', body, { 'x-vercel-ip-country': 'US' }),
    );
    const open = (await permitted.json()) as {
      results: Record<string, unknown>[];
      facets: Record<string, unknown>;
    };
    expect(Object.keys(open.facets).sort()).toEqual(['brand', 'price']);
    expect(open.results.map((result) => (result.id as { raw: string }).raw)).toEqual([
      'en-us-dear',
      'en-us-cheap',
    ]);
    expect(open.results[0]).toHaveProperty('price');

    const forbidden: Record<string, string>[] = [
      { 'x-vercel-ip-country': 'RU' },
      { cookie: 'im_visitor_country=kp' },
    ];
    for (const headers of forbidden) {
      const refused = await search.handle(post('prod-products-web/search.json', body, headers));
      expect(refused.status).toBe(200);
      const answer = (await refused.json()) as {
        results: Record<string, unknown>[];
        facets: Record<string, unknown>;
      };
      expect(Object.keys(answer.facets)).toEqual(['brand']);
      expect(answer.results).toHaveLength(2);
      for (const result of answer.results) expect(result).not.toHaveProperty('price');
      // No price order either: the engine's default order (the recommended rank) applies.
      expect(answer.results.map((result) => (result.id as { raw: string }).raw)).toEqual([
        'en-us-cheap',
        'en-us-dear',
      ]);
    }
  });
});

describe('click origins', () => {
  it.each([
    [{ origin: SITE }, true],
    [{ origin: 'https://partner.example' }, true],
    [{}, true],
    [{ 'sec-fetch-site': 'same-origin' }, true],
    [{ origin: 'https://evil.example' }, false],
    [{ origin: 'null' }, false],
    [{ 'sec-fetch-site': 'cross-site' }, false],
  ])('with headers %j a click is allowed: %s', (headers, allowed) => {
    const request = new Request('http://10.0.0.5:3000/api/as/v1/engines/prod-products-web/click.json', {
      method: 'POST',
      headers,
    });
    expect(clickOriginAllowed(request, { siteUrl: SITE, allowedOrigins: ['https://partner.example/'] })).toBe(
      allowed,
    );
  });

  it('refuses a cross-origin click with 403 and an issue naming the Origin field', async () => {
    const search = createSearchHost({ ...base, sources: fakeSources() });
    const response = await search.handle(
      post(
        'prod-products-web/click.json',
        { query: 'bar', document_id: 'en-us-1', request_id: 'r1' },
        { origin: 'https://evil.example' },
      ),
    );
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      errors: ['Origin: Cross-origin clicks are not accepted'],
      issues: [
        {
          field: 'Origin',
          code: 'forbidden_origin',
          params: {},
          message: 'Cross-origin clicks are not accepted',
        },
      ],
    });
    expect(search.engine.clicks()).toEqual([]);
  });
});

describe('the price policy on every way in', () => {
  const forbidden = { 'x-vercel-ip-country': 'RU' };

  it('strips prices from GET searches of a forbidden visitor too', async () => {
    const search = createSearchHost({ ...base, sources: fakeSources() });
    const response = await search.handle(
      new Request(
        `${SITE}/api/as/v1/engines/prod-products-web/search.json?query=&facets[price][type]=value&sort[price]=desc`,
        { headers: forbidden },
      ),
    );
    expect(response.status).toBe(200);
    const json = (await response.json()) as { results: Record<string, unknown>[]; facets?: object };
    expect(json.results.length).toBeGreaterThan(0);
    for (const result of json.results) expect(result).not.toHaveProperty('price');
    expect(json.facets ?? {}).not.toHaveProperty('price');
  });

  it('keeps the body cap for a forbidden visitor: 413 with a too_large issue', async () => {
    const search = createSearchHost({ ...base, sources: fakeSources() });
    const response = await search.handle(
      post(
        'prod-products-web/search.json',
        { query: '', padding: 'x'.repeat(SEARCH_MAX_BODY_BYTES) },
        forbidden,
      ),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      issues: [{ field: 'body', code: 'too_large', params: { max: SEARCH_MAX_BODY_BYTES } }],
    });
  });

  it('leaves content engines and clicks alone', async () => {
    const search = createSearchHost({ ...base, sources: fakeSources() });
    const content = await search.handle(post('prod-content-en/search.json', { query: 'squat' }, forbidden));
    expect(await ids(content)).toEqual(['story-en']);
    const click = await search.handle(
      post(
        'prod-products-web/click.json',
        { query: 'bar', document_id: 'en-us-1', request_id: 'r1' },
        { ...forbidden, origin: SITE },
      ),
    );
    expect(click.status).toBe(200);
  });
});

describe("the search page's server render", () => {
  const engines = { products: 'prod-products-web', content: 'prod-content-en' };
  const search = createSearchHost({
    ...base,
    sources: { productDocuments: () => SMALL_CATALOGUE, contentDocuments: () => CONTENT_DOCUMENTS },
  });
  const clientFor = (engine: string) => serverSearchClient(() => search, { baseUrl: '' }, engine);

  it('answers the state with its facets and counts both tabs for the query', async () => {
    const bands = await search.priceBands(engines.products);
    const state = searchStateFromUrl('tab=content&q=barbell&f.kind=story');
    const initial = await searchPageInitial(state, { locale: 'en-us', engines, bands, clientFor });
    expect(initial.url).toBe('tab=content&q=barbell&f.kind=story');
    const total = initial.response?.meta.page.total_results ?? 0;
    expect(total).toBeGreaterThan(0);
    expect(Object.keys(initial.response?.facets ?? {})).toEqual(expect.arrayContaining(['kind', 'category']));
    expect(initial.totals.content).toBe(total);
    expect(initial.totals.products).toBeGreaterThan(0);
  });

  it('logs a failed search and answers no response, so the page still renders', async () => {
    const errors: unknown[][] = [];
    const initial = await searchPageInitial(searchStateFromUrl('q=bar'), {
      locale: 'en-us',
      engines: { ...engines, products: 'prod-products-web-xx-yy' },
      bands: [],
      clientFor,
      logger: { error: (...details) => errors.push(details) },
    });
    expect(initial).toEqual({ url: 'q=bar', response: null, totals: { products: 0, content: 0 } });
    expect(errors[0]?.slice(0, 2)).toEqual(['Search failed', 'prod-products-web-xx-yy']);
  });
});
