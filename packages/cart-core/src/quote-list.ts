import type { Build, ListItems } from './schemas';

/** A list line as a quote or shared list carries it: code and whole units (never a price). */
export interface QuoteListLine {
  code: string;
  /** Whole units, at least 1. */
  quantity: number;
}

/** What a quote request or a shared list is made of: My List's product lines and its builds. */
export interface QuoteContents {
  lines: QuoteListLine[];
  builds: Build[];
}

/**
 * The lines of a list in list order, one per code with its quantity; lines whose quantity is not a
 * whole number of at least 1 are left out (a stored list may hold anything).
 */
export function listLines(list: ListItems): QuoteListLine[] {
  return Object.entries(list)
    .filter(([, line]) => Number.isInteger(line.quantity) && line.quantity >= 1)
    .map(([code, line]) => ({ code, quantity: line.quantity }));
}

/**
 * The contents of a quote from My List (spec §1: favourites and builds, builds counted in the quote
 * list): the favourites' lines ({@link listLines}) and every build with at least 1 unit, copied so
 * the caller's data is never shared with a request body.
 */
export function quoteContents(favourites: ListItems, builds: readonly Build[]): QuoteContents {
  return {
    lines: listLines(favourites),
    builds: builds
      .filter((build) => Number.isInteger(build.quantity) && build.quantity >= 1)
      .map((build) => ({ ...build, configuration: { ...build.configuration } })),
  };
}

/** Whether a quote has anything to quote: at least one line or one build. */
export function hasQuoteContents(contents: QuoteContents): boolean {
  return contents.lines.length + contents.builds.length > 0;
}

/**
 * Encodes a build configuration for a shareable URL parameter (spec §2 '3D configuration with a
 * copy-link action'): option=value pairs in form encoding, keys sorted so equal configurations give
 * equal links. Decode with {@link decodeConfiguration}.
 */
export function encodeConfiguration(configuration: Readonly<Record<string, string>>): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(configuration).sort()) params.set(key, configuration[key] ?? '');
  return params.toString();
}

/**
 * Reads a configuration from a URL parameter made by {@link encodeConfiguration}, keeping only the
 * options in `allowed` (option name → its values) whose value is one of that option's values; any
 * other key or value from the address is dropped. `null` or '' gives `{}`.
 */
export function decodeConfiguration(
  encoded: string | null | undefined,
  allowed: Readonly<Record<string, readonly string[]>>,
): Record<string, string> {
  if (!encoded) return {};
  const result: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    if (Object.hasOwn(allowed, key) && allowed[key]?.includes(value)) result[key] = value;
  }
  return result;
}
