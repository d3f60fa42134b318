import { isSearchKind, isSortKey } from './sort';
import {
  DEFAULT_RESULTS_PER_PAGE,
  isStateFilter,
  isStatePage,
  isStateSize,
  type SearchState,
  type StateFilter,
  type StateRange,
} from './state';

/** Anything a page can hand over as its query: a string (`?` optional), `URLSearchParams`, or Next's `searchParams` object. */
export type UrlQueryInput =
  | string
  | URLSearchParams
  | Readonly<Record<string, string | readonly string[] | undefined>>;

const FILTER_PARAM = /^([fr])\.([a-z0-9_]+)(?:\.(any|all|none))?$/;
const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

function rangeToParam(range: StateRange): string {
  return `${range.from ?? ''}..${range.to ?? ''}`;
}

function boundFromParam(text: string): number | string | undefined {
  if (text === '') return undefined;
  return NUMBER.test(text) ? Number(text) : text;
}

/**
 * Serialises a search state into a shareable query string (no leading `?`):
 * `tab=content` (products is the default), `q`, `sort`, `page` (≠ 1), `size` (≠ 24),
 * value filters as `f.{field}[.{all|none}]={value}` (repeated) and ranges as `r.{field}[.{type}]={from}..{to}`.
 * Defaults are left out so URLs stay short; {@link searchStateFromUrl} restores them.
 */
export function searchStateToUrl(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.kind !== 'products') params.append('tab', state.kind);
  if (state.query !== '') params.append('q', state.query);
  if (state.sort) params.append('sort', state.sort);
  if (state.page !== 1) params.append('page', String(state.page));
  if (state.size !== DEFAULT_RESULTS_PER_PAGE) params.append('size', String(state.size));
  for (const filter of state.filters) {
    const suffix = filter.type === 'any' ? '' : `.${filter.type}`;
    for (const value of filter.values) {
      if (typeof value === 'string') params.append(`f.${filter.field}${suffix}`, value);
      else params.append(`r.${filter.field}${suffix}`, rangeToParam(value));
    }
  }
  return params.toString();
}

function toParams(input: UrlQueryInput): URLSearchParams {
  if (typeof input === 'string') return new URLSearchParams(input.startsWith('?') ? input.slice(1) : input);
  if (input instanceof URLSearchParams) return input;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string') params.append(key, value);
    else if (value) for (const item of value) params.append(key, item);
  }
  return params;
}

/**
 * Reads a search state back from a query string, `URLSearchParams` or a Next `searchParams` object.
 * Never throws: unknown parameters, unknown sort keys, out-of-range page/size and malformed ranges are
 * ignored and defaults used (kind products, query '', page 1, size 24).
 * Round-trips: `searchStateFromUrl(searchStateToUrl(s))` equals `s` for any valid state with one filter per
 * field and type.
 */
export function searchStateFromUrl(input: UrlQueryInput): SearchState {
  const params = toParams(input);
  const filters = new Map<string, StateFilter>();
  for (const [key, value] of params) {
    const match = FILTER_PARAM.exec(key);
    if (!match) continue;
    const [, prefix, field = '', type = 'any'] = match;
    let item: string | StateRange = value;
    if (prefix === 'r') {
      const dots = value.indexOf('..');
      if (dots === -1) continue;
      const range: StateRange = {};
      const from = boundFromParam(value.slice(0, dots));
      const to = boundFromParam(value.slice(dots + 2));
      if (from !== undefined) range.from = from;
      if (to !== undefined) range.to = to;
      if (from === undefined && to === undefined) continue;
      item = range;
    }
    const id = `${field}.${type}`;
    const filter = filters.get(id) ?? { field, type: type as StateFilter['type'], values: [] };
    filters.set(id, { ...filter, values: [...filter.values, item] });
  }
  // The checks of `searchStateSchema`, without zod (this runs in the browser on every navigation).
  const number = (name: string) => {
    const raw = params.get(name);
    return raw === null ? undefined : Number(raw);
  };
  const kind = params.get('tab');
  const page = number('page');
  const size = number('size');
  const state: SearchState = {
    kind: isSearchKind(kind) ? kind : 'products',
    query: params.get('q') ?? '',
    filters: [...filters.values()].filter(isStateFilter),
    page: isStatePage(page) ? page : 1,
    size: isStateSize(size) ? size : DEFAULT_RESULTS_PER_PAGE,
  };
  const sort = params.get('sort');
  if (isSortKey(sort)) state.sort = sort;
  return state;
}
