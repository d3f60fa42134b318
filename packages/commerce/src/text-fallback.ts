import type { TextWithFallback } from './issue-messages';

/**
 * A page's translate function with an English fallback: wraps a translate function (which answers a
 * missing key with the key itself, as channel's `useT` and content's server translations do) so
 * texts whose keys the content service does not have yet show their English wording instead of a
 * raw key.
 */
export function withFallback(
  translate: (key: string, args?: readonly (string | number)[]) => string,
): TextWithFallback {
  return (key, fallback, args) => {
    const text = translate(key, args);
    return text === key ? fallback : text;
  };
}
