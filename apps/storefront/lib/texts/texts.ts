import type { Translate } from '@ironmark/channel/react';

/** Translates `key`, or gives the English `fallback` when the page's translations lack the key. */
export type TextWithFallback = (key: string, fallback: string, args?: readonly (string | number)[]) => string;

/**
 * Wraps a {@link Translate} (which answers a missing key with the key itself) so texts whose keys the
 * content service does not have yet show their English wording instead of a raw key.
 */
export function withFallback(translate: Translate): TextWithFallback {
  return (key, fallback, args) => {
    const text = translate(key, args);
    return text === key ? fallback : text;
  };
}
