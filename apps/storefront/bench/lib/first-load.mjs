// First-load JavaScript of a page: every <script src> under /_next/static in its HTML (module
// scripts only — `noModule` polyfills are not loaded by current browsers), fetched and gzip-sized.
import { gzipSync } from 'node:zlib';
import { deferredSources } from '../../lib/page-scripts.mjs';

/**
 * Script URLs of the page's HTML, in order, without duplicates and without `noModule` scripts: its
 * `<script src>` tags and the chunks its loader adds after the first paint (lib/page-scripts.mjs).
 */
export function scriptSources(html) {
  const sources = [];
  for (const src of deferredSources(html)) if (!sources.includes(src)) sources.push(src);
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bnomodule\b/i.test(attributes)) continue;
    const src = /\bsrc="([^"]+)"/i.exec(attributes)?.[1];
    if (src?.includes('/_next/static/') && !sources.includes(src)) sources.push(src);
  }
  return sources;
}

const sizeCache = new Map();

/** Sum of gzip sizes (bytes, zlib default level) of the page's first-load scripts, and the count. */
export async function firstLoadJs(origin, html) {
  const sources = scriptSources(html);
  let bytes = 0;
  for (const src of sources) {
    const url = new URL(src, origin).href;
    if (!sizeCache.has(url)) {
      const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      sizeCache.set(url, gzipSync(Buffer.from(await response.arrayBuffer())).length);
    }
    bytes += sizeCache.get(url);
  }
  return { bytes, scripts: sources.length };
}
