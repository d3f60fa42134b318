/** Schemes a Markdown link or image may use — spec §5; the same list as react-markdown's. */
export const SAFE_MARKDOWN_PROTOCOL = /^(https?|ircs?|mailto|xmpp)$/i;

/**
 * The Markdown URL rule of spec §5, with exactly the semantics of react-markdown's
 * `defaultUrlTransform` (external-apis §2(d)): the address is kept when it has no scheme — no ':'
 * at all, or the first ':' comes after a '/', '?' or '#' — or when its scheme is http, https, irc,
 * ircs, mailto or xmpp (case-insensitive); otherwise '' is returned. No trimming and no encoding:
 * `' javascript:x'` has the scheme `' javascript'` and is emptied; `//host/x` is kept.
 *
 * Implemented here rather than imported so the root entry stays free of React (react-markdown
 * imports it); a property test proves it equals `defaultUrlTransform` for arbitrary strings.
 */
export function safeMarkdownUrl(url: string): string {
  const colon = url.indexOf(':');
  const questionMark = url.indexOf('?');
  const numberSign = url.indexOf('#');
  const slash = url.indexOf('/');
  if (
    colon === -1 ||
    (slash !== -1 && colon > slash) ||
    (questionMark !== -1 && colon > questionMark) ||
    (numberSign !== -1 && colon > numberSign) ||
    SAFE_MARKDOWN_PROTOCOL.test(url.slice(0, colon))
  ) {
    return url;
  }
  return '';
}
