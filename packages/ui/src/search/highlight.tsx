import { Fragment } from 'react';

/** One piece of a snippet: plain text, or a highlighted match. */
export interface SnippetPart {
  text: string;
  highlight: boolean;
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&#x2F;': '/',
  '&#47;': '/',
  '&nbsp;': '\u00a0',
};

/** Decodes the few HTML entities an engine's snippet escapes (`&amp;`, `&lt;` …); unknown ones stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(
    /&(?:amp|lt|gt|quot|nbsp|#39|#x27|#x2F|#47);/gi,
    (entity) => ENTITIES[entity.toLowerCase()] ?? ENTITIES[entity] ?? entity,
  );
}

/**
 * Splits a search snippet into parts on `<em>…</em>` (the only markup App Search puts in a snippet).
 * Everything else — including any other tag — is text, with entities decoded; React then renders it
 * escaped, so a snippet can never inject markup. Empty parts are dropped.
 */
export function parseSnippet(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const pattern = /<em>([\s\S]*?)<\/em>/gi;
  let last = 0;
  for (const match of snippet.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ text: decodeEntities(snippet.slice(last, index)), highlight: false });
    if (match[1]) parts.push({ text: decodeEntities(match[1]), highlight: true });
    last = index + match[0].length;
  }
  if (last < snippet.length) parts.push({ text: decodeEntities(snippet.slice(last)), highlight: false });
  return parts;
}

export interface HighlightProps {
  /** The engine's snippet (HTML with `<em>` around matches), or plain text. */
  snippet: string;
  /** Extra classes of the wrapping span, merged last. */
  className?: string;
}

/** Renders a snippet with its matches in `<mark>`, as React text nodes — never as HTML. */
export function Highlight({ snippet, className }: HighlightProps) {
  return (
    <span data-slot="highlight" className={className}>
      {parseSnippet(snippet)
        .map((part, position) => ({ ...part, position }))
        .map((part) =>
          part.highlight ? (
            <mark
              key={part.position}
              className="bg-transparent font-semibold text-ink underline decoration-accent decoration-2 underline-offset-2"
            >
              {part.text}
            </mark>
          ) : (
            <Fragment key={part.position}>{part.text}</Fragment>
          ),
        )}
    </span>
  );
}
