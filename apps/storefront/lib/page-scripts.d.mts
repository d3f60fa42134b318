import type { IncomingMessage, ServerResponse } from 'node:http';

/** The inline script that adds the page's chunks once the first frame has painted. */
export function chunkLoader(sources: readonly string[], nonce?: string): string;
/** The chunks a page's chunk loader adds (none when it has no loader). */
export function deferredSources(html: string): string[];
/** A streaming rewrite of one HTML document (chunk tags out, the loader before `</body>`, the warm-up after `<head>`). */
export interface ChunkDeferral {
  push(text: string): string;
  finish(): string;
  readonly sources: readonly string[];
}
/** The inline script first in a page's `<head>` that builds its first `Intl.NumberFormat` while the stylesheets load. */
export function numberFormatWarmUp(nonce?: string): string;
export function createChunkDeferral(options?: { nonce?: string | undefined }): ChunkDeferral;
/** Whether a request asks for a page (GET/HEAD outside assets, API, media and RSC requests). */
export function isPageRequest(request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean;
/** Rewrites (and gzips, when accepted) the HTML answer of a page request; call before Next gets `response`. */
export function deferPageScripts(request: IncomingMessage, response: ServerResponse): void;
