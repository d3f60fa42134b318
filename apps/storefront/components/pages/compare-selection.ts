/** The URL parameter holding the compared product codes, comma separated (`?bars=A,B,C`). */
export const BARS_PARAM = 'bars';

/**
 * The compared bars of `value` (the `bars` parameter): known codes only, each once, in URL order,
 * at most `max` — a shared link with unknown or too many codes still opens.
 */
export function selectionFromParam(value: string | null, known: ReadonlySet<string>, max: number): string[] {
  const codes = (value ?? '').split(',').map((code) => code.trim());
  return [...new Set(codes.filter((code) => known.has(code)))].slice(0, max);
}
