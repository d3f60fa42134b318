import 'server-only';
import { CONTENT_ERROR, ContentError } from './errors';
import { collectionResponseSchema } from './schemas';
import type { Collection, ContentQuery, ContentTransport } from './transport';

/** Page size asked of Strapi per request (Strapi caps it at its `maxLimit`, commonly 100). */
export const STRAPI_PAGE_SIZE = 100;

/** Safety stop when following `meta.pagination.pageCount`, in pages. */
export const STRAPI_MAX_PAGES = 50;

/**
 * A nested Strapi `populate` specification: `'*'`/`true`, or an object naming relations, each with
 * `true`, its own `{ populate }`, or for a dynamic zone `{ on: { component: { populate } } }`.
 */
export type Populate = '*' | true | { readonly [field: string]: Populate | PopulateEntry };
/** One relation of a {@link Populate} object. */
export type PopulateEntry =
  | { readonly populate: Populate }
  | { readonly on: Readonly<Record<string, { readonly populate: Populate }>> };

const media = true as const;
const layerParts = { background: { populate: { image: media } }, layout: { populate: '*' } } as const;

/**
 * What each collection must populate: v5 returns no relation, media or component unless asked, and
 * dynamic zones need one `on` entry per component (Strapi docs, REST populate).
 */
export const populateOf: Record<Collection, Populate> = {
  navigations: '*',
  translations: '*',
  footers: { groups: { populate: { links: true } }, newsletter: true, social: true },
  stories: { heroImage: media, author: true, seo: { populate: { image: media } } },
  pages: {
    seo: { populate: { image: media } },
    layers: {
      on: {
        'layers.hero': { populate: { ...layerParts, ctas: true, media } },
        'layers.rich-text': { populate: layerParts },
        'layers.media-text': { populate: { ...layerParts, ctas: true, media } },
        'layers.cards': { populate: { ...layerParts, cards: { populate: { image: media } } } },
        'layers.stats': { populate: { ...layerParts, stats: true } },
        'layers.call-to-action': { populate: { ...layerParts, ctas: true } },
        'layers.story-list': { populate: layerParts },
      },
    },
  },
};

/**
 * Encodes a nested value in Strapi's bracket query syntax (`populate[seo][populate][image]=true`),
 * the format `qs.stringify` produces and Strapi parses.
 */
export function bracketParams(prefix: string, value: unknown): [string, string][] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => bracketParams(`${prefix}[${key}]`, inner));
  }
  return [[prefix, String(value)]];
}

/** Options of {@link createStrapiTransport}. */
export interface StrapiTransportOptions {
  /** Strapi base URL (env CMS_URL), e.g. 'https://cms.example.com'. */
  url: string;
  /** API token (env CMS_TOKEN), sent as a bearer token; omitted when unset. */
  token?: string | undefined;
  /** Fetch implementation; default the global fetch. */
  fetch?: typeof fetch;
  /** Page size per request; default {@link STRAPI_PAGE_SIZE}. */
  pageSize?: number;
}

/** The URL of one page of a collection query against Strapi v5's REST API. */
export function strapiQueryUrl(base: string, query: ContentQuery, page: number, pageSize: number): URL {
  const url = new URL(`api/${query.collection}`, base.endsWith('/') ? base : `${base}/`);
  const params: [string, string][] = [
    ['locale', query.locale],
    ['status', query.status ?? 'published'],
    ...bracketParams('populate', populateOf[query.collection]),
    ...Object.entries(query.filters ?? {}).flatMap(([field, value]) =>
      bracketParams(`filters[${field}][$eq]`, value),
    ),
    ['pagination[page]', String(page)],
    ['pagination[pageSize]', String(pageSize)],
  ];
  for (const [key, value] of params) url.searchParams.append(key, value);
  return url;
}

/**
 * Strapi v5 over REST: flattened responses, the `locale` parameter, explicit `populate`,
 * `status=draft` in preview mode, and every result page followed (`meta.pagination.pageCount`).
 */
export function createStrapiTransport(options: StrapiTransportOptions): ContentTransport {
  const doFetch = options.fetch ?? fetch;
  const pageSize = options.pageSize ?? STRAPI_PAGE_SIZE;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;

  async function fetchPage(query: ContentQuery, page: number) {
    const url = strapiQueryUrl(options.url, query, page, pageSize);
    let response: Response;
    try {
      response = await doFetch(url, { headers });
    } catch (cause) {
      throw new ContentError(
        CONTENT_ERROR.requestFailed,
        `CMS unreachable at ${url.origin}`,
        { url: url.href },
        { cause },
      );
    }
    if (!response.ok) {
      throw new ContentError(
        CONTENT_ERROR.requestFailed,
        `CMS answered ${response.status} ${response.statusText}`,
        {
          url: url.href,
          status: response.status,
        },
      );
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (cause) {
      throw new ContentError(
        CONTENT_ERROR.invalidPayload,
        'CMS answered with unparseable JSON',
        { url: url.href },
        { cause },
      );
    }
    const parsed = collectionResponseSchema.safeParse(body);
    if (!parsed.success) {
      throw new ContentError(
        CONTENT_ERROR.invalidPayload,
        'CMS answer is not a Strapi v5 collection response',
        {
          url: url.href,
          issues: parsed.error.issues,
        },
      );
    }
    return parsed.data;
  }

  return {
    kind: 'strapi',
    async find(query: ContentQuery): Promise<unknown[]> {
      const first = await fetchPage(query, 1);
      const documents = [...first.data];
      const pageCount = Math.min(first.meta.pagination.pageCount, STRAPI_MAX_PAGES);
      for (let page = 2; page <= pageCount; page += 1) {
        const next = await fetchPage(query, page);
        documents.push(...next.data);
      }
      return documents;
    },
  };
}
