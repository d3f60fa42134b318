// Text helpers shared by the index and the snippets: one tokenizer and one term normaliser, so a
// highlighted word is exactly a word the index matched.

/** Separators of MiniSearch's default tokenizer: whitespace and punctuation. */
const WORD = /[^\n\r\p{Z}\p{P}]+/gu;

/** Printable ASCII only (space to tilde). */
const PLAIN_ASCII = /^[ -~]*$/;

/** Lower-cases and strips diacritics (`Hantelstång` and `hantelstang` match). */
export function normaliseTerm(term: string): string {
  // ASCII has no decompositions and no combining marks: lower-casing is the whole job (the common case).
  if (PLAIN_ASCII.test(term)) return term.toLowerCase();
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Words of a text with their offsets. */
export function words(text: string): Array<{ word: string; start: number; end: number }> {
  const out: Array<{ word: string; start: number; end: number }> = [];
  const pattern = new RegExp(WORD.source, WORD.flags);
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    out.push({ word: match[0], start: match.index, end: match.index + match[0].length });
  }
  return out;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** HTML-escapes a text (`& < > " '`). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Text of a field value for indexing and snippets: arrays joined with ', ', null/undefined ⇒ ''. */
export function fieldText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(fieldText).join(', ');
  return String(value);
}

/**
 * A snippet of at most `size` characters of `text` (measured before escaping) with every word whose
 * analysed form (default: normalised) is in `terms` wrapped in `<em>`; everything else HTML-escaped, so `<em>` is the only
 * markup. The window starts shortly before the first highlight. No highlight ⇒ the escaped start of the
 * text when `fallback`, else `null`.
 */
export function snippet(
  text: string,
  terms: ReadonlySet<string>,
  size: number,
  fallback: boolean,
  analyse: (word: string) => string = normaliseTerm,
): string | null {
  const noHighlight = () => (fallback && text !== '' ? escapeHtml(text.slice(0, size)) : null);
  // Nothing to highlight (e.g. an empty query): no need to tokenise the text.
  if (terms.size === 0) return noHighlight();
  const all = words(text);
  const hits = all.map((entry) => terms.has(analyse(entry.word)));
  const firstAt = hits.indexOf(true);
  const first = all[firstAt];
  if (!first) return noHighlight();
  let start = Math.max(0, Math.min(first.start - Math.floor(size / 5), text.length - size));
  // Start the window on a word boundary so the snippet does not open with half a word.
  const inside = all.find((entry) => entry.start < start && entry.end > start);
  if (inside) start = all.find((entry) => entry.start >= start)?.start ?? first.start;
  const end = Math.min(text.length, start + size);
  let out = '';
  let cursor = start;
  all.forEach((entry, index) => {
    if (entry.start < start || entry.end > end || !hits[index]) return;
    out += `${escapeHtml(text.slice(cursor, entry.start))}<em>${escapeHtml(entry.word)}</em>`;
    cursor = entry.end;
  });
  return out + escapeHtml(text.slice(cursor, end));
}
