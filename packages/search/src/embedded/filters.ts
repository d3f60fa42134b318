import type { Filters, FilterValue } from '../protocol';
import { comparable, type FieldType } from './schema';

/** A compiled filter over document ordinals. */
export type OrdinalPredicate = (ordinal: number) => boolean;

/** Per-document columns a filter reads (built once per field by the index and cached). */
export interface FilterColumns {
  /** Field types of the engine. */
  readonly schema: ReadonlyMap<string, FieldType>;
  /**
   * The field's values as App Search value filters compare them — `String(item)` of every array item, or
   * of a non-null scalar — as key ids per document (`ids[offsets[o]..offsets[o + 1]]`) with the key → id map.
   */
  keys(field: string): {
    readonly offsets: Uint32Array;
    readonly ids: Uint32Array;
    readonly idOf: ReadonlyMap<string, number>;
  };
  /** The field's comparable numbers (numbers; dates as epoch ms) per document, same layout. */
  numbers(field: string, type: FieldType): { readonly offsets: Uint32Array; readonly values: Float64Array };
}

/** Thrown while compiling a request the engine must answer with 400; names the request field at fault. */
export class InvalidRequestError extends Error {
  override readonly name = 'InvalidRequestError';
  /** The request field ('filters', 'facets', 'sort', …). */
  readonly field: string;
  /** Machine-readable code: 'inactive_field', 'wrong_field_type' or 'not_searchable'. */
  readonly code: string;

  constructor(message: string, field: string, code: string) {
    super(message);
    this.field = field;
    this.code = code;
  }
}

const isRange = (value: FilterValue): value is { from?: number | string; to?: number | string } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const always: OrdinalPredicate = () => true;

function fieldClause(field: string, value: FilterValue, columns: FilterColumns): OrdinalPredicate {
  const type = columns.schema.get(field);
  if (type === undefined)
    throw new InvalidRequestError(`Filters contain an inactive field: ${field}`, 'filters', 'inactive_field');
  if (isRange(value)) {
    if (type === 'text')
      throw new InvalidRequestError(
        `Range filters are only allowed on number and date fields: ${field}`,
        'filters',
        'wrong_field_type',
      );
    // App Search docs: `from` inclusive, `to` exclusive.
    const from = value.from === undefined ? undefined : comparable(value.from, type);
    const to = value.to === undefined ? undefined : comparable(value.to, type);
    const { offsets, values } = columns.numbers(field, type);
    return (ordinal) => {
      const end = offsets[ordinal + 1] as number;
      for (let at = offsets[ordinal] as number; at < end; at += 1) {
        const number = values[at] as number;
        if ((from === undefined || number >= from) && (to === undefined || number < to)) return true;
      }
      return false;
    };
  }
  // Exact, case-sensitive match; several values = any of them (App Search value filters).
  const { offsets, ids, idOf } = columns.keys(field);
  const wanted = new Uint8Array(idOf.size);
  for (const item of Array.isArray(value) ? value : [value]) {
    const id = idOf.get(String(item));
    if (id !== undefined) wanted[id] = 1;
  }
  return (ordinal) => {
    const end = offsets[ordinal + 1] as number;
    for (let at = offsets[ordinal] as number; at < end; at += 1) if (wanted[ids[at] as number]) return true;
    return false;
  };
}

/**
 * Compiles App Search filters into a predicate over document ordinals: field clauses and `all` (AND),
 * `any` (OR), `none` (NOT) lists, nested to any depth; the clauses of one node are combined with AND.
 * Unknown fields and range filters on text fields throw {@link InvalidRequestError}.
 */
export function compileFilters(filters: Filters | undefined, columns: FilterColumns): OrdinalPredicate {
  if (!filters) return always;
  const clauses: OrdinalPredicate[] = [];
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    if (key === 'all' || key === 'any' || key === 'none') {
      const children = (value as Filters[]).map((child) => compileFilters(child, columns));
      if (children.length === 0) continue;
      if (key === 'all') clauses.push((ordinal) => children.every((child) => child(ordinal)));
      else if (key === 'any') clauses.push((ordinal) => children.some((child) => child(ordinal)));
      else clauses.push((ordinal) => !children.some((child) => child(ordinal)));
    } else {
      clauses.push(fieldClause(key, value as FilterValue, columns));
    }
  }
  if (clauses.length === 0) return always;
  if (clauses.length === 1) return clauses[0] as OrdinalPredicate;
  return (ordinal) => clauses.every((clause) => clause(ordinal));
}
