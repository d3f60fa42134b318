/** Reading speed used by {@link readingTime}, in words per minute. */
export const WORDS_PER_MINUTE = 200;

/**
 * Minutes needed to read a Markdown text at {@link WORDS_PER_MINUTE}, rounded up, at least 1.
 * Link targets, image addresses and Markdown punctuation are not counted as words.
 */
export function readingTime(markdown: string): number {
  return Math.max(1, Math.ceil(countWords(markdown) / WORDS_PER_MINUTE));
}

/** Number of words of a Markdown text (link and image addresses, code fences and markup excluded). */
export function countWords(markdown: string): number {
  return plainText(markdown)
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** The visible text of a Markdown string: markup, link targets and image addresses removed. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^[ \t]*(#{1,6}|>|[-*+]|\d+\.)[ \t]+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
