import type { SearchDocument } from '../documents';

/** App Search field types the engine infers from the documents. */
export type FieldType = 'text' | 'number' | 'date';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * Infers the schema of an engine from its documents: a field whose values (or array items) are all
 * numbers is `number`, all ISO dates `date`, anything else `text` (App Search's three scalar types).
 */
export function inferSchema(documents: readonly SearchDocument[]): Map<string, FieldType> {
  const seen = new Map<string, { number: boolean; date: boolean }>();
  for (const document of documents) {
    for (const [field, value] of Object.entries(document)) {
      const state = seen.get(field) ?? { number: true, date: true };
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item === null || item === undefined) continue;
        if (typeof item !== 'number') state.number = false;
        // Once a field is known not to be a date, skip the regex (it dominated schema inference).
        if (state.date && (typeof item !== 'string' || !ISO_DATE.test(item))) state.date = false;
      }
      seen.set(field, state);
    }
  }
  const schema = new Map<string, FieldType>();
  for (const [field, state] of seen) {
    schema.set(field, field === 'id' ? 'text' : state.number ? 'number' : state.date ? 'date' : 'text');
  }
  if (!schema.has('id')) schema.set('id', 'text');
  return schema;
}

/** Comparable form of a value: numbers as is, dates as epoch ms, anything else `undefined`. */
export function comparable(value: unknown, type: FieldType): number | undefined {
  if (typeof value === 'number') return value;
  if (type === 'date' && typeof value === 'string') {
    const time = Date.parse(value);
    return Number.isNaN(time) ? undefined : time;
  }
  return undefined;
}
