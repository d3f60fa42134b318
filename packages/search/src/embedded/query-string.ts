/**
 * App Search GET query strings in Rails bracket notation (`query=bar&page[size]=10&
 * filters[all][][availability]=in-stock&queries[][query]=a`) read into the JSON body the POST form takes.
 *
 * The parser never writes `__proto__`, `constructor` or `prototype`: a pair whose key names one of
 * them at any depth is dropped, and every object it builds has a null prototype, so no key can reach
 * `Object.prototype` (CWE-1321; a polluted prototype once gave every shopper a campaign discount).
 */

import { FORBIDDEN_KEYS } from '../protocol-limits';

export { FORBIDDEN_KEYS };

/** Keys read as numbers (paging, weights, range bounds, precision) when they look like one. */
const NUMERIC_KEYS = new Set(['size', 'current', 'weight', 'precision', 'from', 'to']);
/** Keys read as booleans when they say true or false. */
const BOOLEAN_KEYS = new Set(['collapse', 'fallback', 'record_analytics']);
const NUMBER = /^-?\d+(?:\.\d+)?$/;
const KEY = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;
/** Deepest bracket path read; App Search nests filters a few levels at most. */
const MAX_DEPTH = 16;

/** A parsed query-string node: a null-prototype record. */
export type QueryNode = { [key: string]: unknown };

const node = (): QueryNode => Object.create(null) as QueryNode;
const isNode = (value: unknown): value is QueryNode =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const own = (record: QueryNode, key: string) => Object.hasOwn(record, key);

function coerce(key: string, value: string): unknown {
  if (NUMERIC_KEYS.has(key) && NUMBER.test(value)) return Number(value);
  if (BOOLEAN_KEYS.has(key) && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

function assign(target: QueryNode, path: readonly string[], value: string): void {
  const [head = '', ...rest] = path;
  if (rest.length === 0) {
    target[head] = coerce(head, value);
    return;
  }
  const current = own(target, head) ? target[head] : undefined;
  if (rest[0] === '') {
    // `key[]…`: a list. As Rails does, a new element starts when the last one already has the next key.
    const list = Array.isArray(current) ? (current as unknown[]) : [];
    target[head] = list;
    const tail = rest.slice(1);
    if (tail.length === 0) {
      list.push(coerce(head, value));
      return;
    }
    const last = list.at(-1);
    const element = isNode(last) && !own(last, tail[0] ?? '') ? last : node();
    if (element !== last) list.push(element);
    assign(element, tail, value);
    return;
  }
  const child = isNode(current) ? current : node();
  target[head] = child;
  assign(child, rest, value);
}

/** The bracket path of a query-string key (`filters[all][][brand]` → filters, all, '', brand), or null. */
export function queryKeyPath(key: string): string[] | null {
  const match = KEY.exec(key);
  if (!match) return null;
  const path = [
    match[1] ?? '',
    ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? ''),
  ];
  if (path.length > MAX_DEPTH || path.some((part) => FORBIDDEN_KEYS.has(part))) return null;
  return path;
}

/**
 * Reads an App Search GET query string (with or without the leading `?`) into the body of the POST
 * form: paging, weights, range bounds and precision become numbers, collapse/fallback/record_analytics
 * booleans; filter values stay strings (App Search filters match exactly). Keys that are not bracket
 * paths, paths deeper than 16, and paths through `__proto__`/`constructor`/`prototype` are ignored.
 * Objects in the result have no prototype.
 */
export function bodyFromQueryString(search: string): QueryNode {
  const body = node();
  for (const [key, value] of new URLSearchParams(search)) {
    const path = queryKeyPath(key);
    if (path) assign(body, path, value);
  }
  return body;
}
