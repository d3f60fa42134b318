/** Strapi collections the content API reads (REST path `/api/{collection}`). */
export const collections = ['navigations', 'footers', 'translations', 'pages', 'stories'] as const;
/** A Strapi collection name. */
export type Collection = (typeof collections)[number];

/** Collections with draft & publish enabled: preview mode reads their drafts. */
export const draftCollections: readonly Collection[] = ['pages', 'stories'];

/** One read of a collection: documents of `locale` whose `filters` fields equal the given values. */
export interface ContentQuery {
  collection: Collection;
  /** Content language: the Strapi `locale` parameter. */
  locale: string;
  /** 'draft' reads draft versions (preview mode); default 'published'. */
  status?: 'published' | 'draft';
  /** Field → exact value (`filters[field][$eq]=value`). */
  filters?: Readonly<Record<string, string>>;
}

/**
 * Where documents come from. Both transports return raw Strapi v5 documents (every page followed);
 * the content source parses them, so switching transport changes configuration, not code.
 */
export interface ContentTransport {
  readonly kind: 'local' | 'strapi';
  /** Every document matching `query`, across all result pages. Throws a ContentError on failure. */
  find(query: ContentQuery): Promise<unknown[]>;
}
