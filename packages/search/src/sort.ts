/**
 * The sort options of spec §3 as plain data and functions (no zod: the search page and the category
 * listing read them in the browser). Their schemas, `searchKindSchema` and `sortKeySchema`, live in
 * `./sort-schema`.
 */

/** The result kinds: product variants or content (stories and pages). */
export const SEARCH_KINDS = ['products', 'content'] as const;
/** Which engine a search runs against: `'products' | 'content'`. */
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Whether `value` is one of the {@link SEARCH_KINDS}. */
export function isSearchKind(value: unknown): value is SearchKind {
  return (SEARCH_KINDS as readonly unknown[]).includes(value);
}

/** Sort direction as App Search spells it. */
export type SortDirection = 'asc' | 'desc';

/** Every sort key of spec §3 (products and content), as written in the spec and in URLs: `{field}.{direction}`. */
export const SORT_KEYS = [
  '_score.desc',
  'recommended.asc',
  'bp_name.asc',
  'bp_name.desc',
  'price.asc',
  'price.desc',
  'title.asc',
  'title.desc',
  'date.asc',
  'date.desc',
] as const;
/** A sort key, e.g. `price.asc`. */
export type SortKey = (typeof SORT_KEYS)[number];

/** Whether `value` is one of the {@link SORT_KEYS}. */
export function isSortKey(value: unknown): value is SortKey {
  return (SORT_KEYS as readonly unknown[]).includes(value);
}

/** One entry of a sort select: the key, the field it sorts and its direction. */
export interface SortOption {
  /** `{field}.{direction}`, the value stored in the URL. */
  readonly key: SortKey;
  /** Document field (or `_score` for relevance). */
  readonly field: string;
  /** `asc` or `desc`. */
  readonly direction: SortDirection;
}

// spec §3 "Search sorting": the lists, in the spec's order.
const PRODUCT_SORTS: readonly SortKey[] = [
  '_score.desc',
  'recommended.asc',
  'bp_name.asc',
  'bp_name.desc',
  'price.asc',
  'price.desc',
];
const CONTENT_SORTS: readonly SortKey[] = ['_score.desc', 'title.asc', 'title.desc', 'date.asc', 'date.desc'];

/** Splits a sort key into field and direction (`'price.desc'` → `{ field: 'price', direction: 'desc' }`). */
export function parseSortKey(key: SortKey): SortOption {
  const dot = key.lastIndexOf('.');
  return { key, field: key.slice(0, dot), direction: key.slice(dot + 1) as SortDirection };
}

/** Sort keys that order by price: offered only where prices show (spec §6). */
export const PRICE_SORTS: ReadonlySet<SortKey> = new Set<SortKey>(['price.asc', 'price.desc']);

/** What decides the sort options besides the kind. */
export interface SortContext {
  /** Whether there is a query: relevance is offered only then. */
  relevance: boolean;
  /** Whether the visitor sees prices (default true); without, the price sorts are dropped (spec §6). */
  prices?: boolean;
}

/**
 * The sort options of spec §3 for a result kind, in the spec's order.
 * `relevance` is true when there is a query; without it the `_score.desc` option is dropped
 * (relevance means nothing for an empty query). `prices: false` drops the price sorts: a visitor who
 * sees no prices (a forbidden country) gets no ordering that reveals them.
 */
export function sortOptions(
  kind: SearchKind,
  { relevance, prices = true }: SortContext,
): readonly SortOption[] {
  const keys = kind === 'products' ? PRODUCT_SORTS : CONTENT_SORTS;
  return keys
    .filter((key) => (relevance || key !== '_score.desc') && (prices || !PRICE_SORTS.has(key)))
    .map(parseSortKey);
}

/** Spec §3 defaults: `recommended.asc` for products, `_score.desc` for content. */
export const DEFAULT_SORT = { products: 'recommended.asc', content: '_score.desc' } as const satisfies Record<
  SearchKind,
  SortKey
>;

/**
 * The default sort for a kind. Content without a query cannot sort by relevance (the option is dropped),
 * so it falls back to newest first (`date.desc`) — our decision, the spec names only `_score.desc`.
 */
export function defaultSort(kind: SearchKind, { relevance }: { relevance: boolean }): SortKey {
  if (kind === 'content' && !relevance) return 'date.desc';
  return DEFAULT_SORT[kind];
}

/**
 * The sort to use: `requested` when it is one of the options for this kind, query and price
 * visibility, else the default.
 */
export function resolveSort(kind: SearchKind, requested: string | undefined, context: SortContext): SortKey {
  const { relevance } = context;
  const option = sortOptions(kind, context).find((candidate) => candidate.key === requested);
  return option ? option.key : defaultSort(kind, { relevance });
}

/**
 * The App Search `sort` parameter for a key: a one-element array `[{ field: direction }]`, with
 * `recommended: 'asc'` appended as tiebreak when products are sorted by relevance (spec §3 via issue 8:
 * relevance ties are broken by `recommended`).
 */
export function sortToProtocol(kind: SearchKind, key: SortKey): Array<Record<string, SortDirection>> {
  const { field, direction } = parseSortKey(key);
  const sort: Array<Record<string, SortDirection>> = [{ [field]: direction }];
  if (kind === 'products' && field === '_score') sort.push({ recommended: 'asc' });
  return sort;
}
