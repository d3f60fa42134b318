// Pages paint before their scripts load (issue 16): what server.mjs does to an HTML answer of Next.
// Plain JavaScript so server.mjs runs it without a build; typed by page-scripts.d.mts.
//
// Next names every client chunk of a page in its <head> (`<script src async>`, and a low-priority
// preload for the instrumentation chunk), so a browser that has the HTML fetches about 220 kB of
// script at once, beside the fonts and the images the first paint needs, and runs it as it arrives.
// Here those tags leave the HTML, and one small inline script at the end of the body adds them once
// the page has painted. The chunks are Turbopack's, which register
// themselves and start the app once all have arrived, in any order (as `async` already allowed).
// Without JavaScript nothing changes: the page is its server-rendered HTML either way.
import { StringDecoder } from 'node:string_decoder';
import { constants, createGzip, gzipSync } from 'node:zlib';

const CHUNK = String.raw`/_next/static/chunks/[^"?#<>]+\.js`;
/** A chunk's `<script src async>`, its nonce before or after `async` (`noModule` polyfills stay). */
const CHUNK_SCRIPT = new RegExp(`<script src="(${CHUNK})"((?: async=""| nonce="[^"]*")+)></script>`, 'g');
/** A chunk's `<link rel="preload" as="script">`. */
const CHUNK_PRELOAD = new RegExp(`<link rel="preload" as="script"[^>]*? href="${CHUNK}"/>`, 'g');
const BODY_END = '</body>';
const LOADER_START = '(function(s){';

/**
 * The inline script that adds the page's chunks once the page has painted: when the browser reports
 * its first contentful paint, or a quarter second after the first frame where it reports none.
 * `nonce` is the page's script nonce (pages rendered per request); the scripts it adds are trusted
 * through the policy's 'strict-dynamic'.
 */
export function chunkLoader(sources, nonce) {
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  return `<script${nonceAttribute(nonce)}>${LOADER_START}var d;function go(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})}try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true})}catch(e){}requestAnimationFrame(function(){setTimeout(go,250)})})(${list})</script>`;
}

/** ` nonce="…"` of a page rendered per request (only the characters a nonce has), else nothing. */
const nonceAttribute = (nonce) => (nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=_-]/g, '')}"` : '');

// What builds the engine's Intl data: the first number format (with it the number data ICU shares
// with every Intl object of the page), a date format and a collator.
const INTL_WARM_UP =
  'new Intl.NumberFormat(void 0,{style:"currency",currency:"USD"}).format(0);new Intl.DateTimeFormat().format(0);new Intl.Collator().compare("a","b")';
const WARM_UP_SOURCE = `(function(){function f(){try{${INTL_WARM_UP}}catch(e){}}try{var w=new Worker(URL.createObjectURL(new Blob([${JSON.stringify(`try{${INTL_WARM_UP}}catch(e){}close()`)}],{type:"text/javascript"})));w.onerror=f}catch(e){f()}})()`;

/**
 * The inline script placed first in a page's `<head>`: it builds the engine's Intl data in a worker,
 * off the page's main thread, before the page formats its first price. Chromium's first
 * `Intl.NumberFormat` costs 25–37 ms of main thread (unthrottled; under 1 ms after), 100–150 ms on a
 * phone's slower CPU, whether it is built by this script or by the first price render; ICU's data is
 * shared by every thread of the page, so once the worker has built one the page's first costs
 * 0.1–0.2 ms. Where the worker cannot start (no Worker, or a policy without `worker-src blob:`) the
 * script builds the data on the main thread, as it did before there was a worker.
 */
export function numberFormatWarmUp(nonce) {
  return `<script${nonceAttribute(nonce)}>${WARM_UP_SOURCE}</script>`;
}

/** The chunks a page's {@link chunkLoader} adds (none when it has no loader). */
export function deferredSources(html) {
  const at = html.indexOf(LOADER_START);
  if (at === -1) return [];
  const list = /\}\)\((\[[^\]]*\])\)<\/script>/.exec(html.slice(at))?.[1];
  return list ? JSON.parse(list.replace(/\\u003c/g, '<')) : [];
}

/**
 * A streaming rewrite of one HTML document: `push(text)` returns what can leave now (chunk tags and
 * preloads removed), `finish()` the rest. The loader goes before `</body>` with every chunk seen; a
 * document without `</body>` (a cut stream) gets it at its end. {@link numberFormatWarmUp} goes right
 * after `<head>`. A tag split across two pushes is held back until it is whole. `options.nonce` is the
 * page's script nonce (from its policy), when it has one: the warm-up leaves before any chunk tag
 * could name it.
 */
export function createChunkDeferral(options = {}) {
  const sources = [];
  let nonce = options.nonce;
  let pending = '';
  let placed = false;
  let warmed = false;
  const warm = (text) => {
    if (warmed) return text;
    const head = /<head(?:\s[^>]*)?>/.exec(text);
    if (!head) return text;
    warmed = true;
    const at = head.index + head[0].length;
    return `${text.slice(0, at)}${numberFormatWarmUp(options.nonce)}${text.slice(at)}`;
  };
  const strip = (text) =>
    warm(text)
      .replace(CHUNK_SCRIPT, (tag, src, attributes) => {
        if (!attributes.includes(' async=""')) return tag;
        if (!sources.includes(src)) sources.push(src);
        nonce ??= / nonce="([^"]*)"/.exec(attributes)?.[1];
        return '';
      })
      .replace(CHUNK_PRELOAD, '');
  const place = (text) => {
    if (placed || sources.length === 0) return text;
    const at = text.indexOf(BODY_END);
    if (at === -1) return text;
    placed = true;
    return `${text.slice(0, at)}${chunkLoader(sources, nonce)}${text.slice(at)}`;
  };
  return {
    push(text) {
      const all = pending + text;
      // Hold back what may be a cut tag: from the last '<' without a '>' after it, and from the last
      // script element with a source that is not closed yet.
      const open = all.lastIndexOf('<');
      const script = all.lastIndexOf('<script src="');
      let cut = open !== -1 && all.indexOf('>', open) === -1 ? open : all.length;
      if (script !== -1 && all.indexOf('</script>', script) === -1) cut = Math.min(cut, script);
      pending = all.slice(cut);
      return place(strip(all.slice(0, cut)));
    },
    finish() {
      const rest = place(strip(pending));
      pending = '';
      if (placed || sources.length === 0) return rest;
      placed = true;
      return `${rest}${chunkLoader(sources, nonce)}`;
    },
    get sources() {
      return sources;
    },
  };
}

/**
 * Whether a request may ask for a page: GET or HEAD outside Next's assets, the API and media, and not
 * one of the router's RSC requests (the answer's type decides the rest).
 */
export function isPageRequest(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.headers.rsc !== undefined) return false;
  const path = String(request.url ?? '/').split('?')[0] ?? '/';
  return !/^\/(?:_next|api|media)(?:\/|$)/.test(path);
}

/** Types worth compressing (what Next's compression compressed). */
const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|xml|javascript|manifest\+json|rss\+xml)|image\/svg\+xml)/;

const acceptsGzip = (value) =>
  String(value ?? '')
    .split(',')
    .some((part) => {
      const [coding, ...parameters] = part.trim().toLowerCase().split(';');
      if (coding !== 'gzip' && coding !== '*') return false;
      const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return q === undefined || Number(q.slice(2)) > 0;
    });

/** The script nonce of an answer's content security policy (`'nonce-…'`), if it has one. */
const policyNonce = (response) =>
  /'nonce-([^']+)'/.exec(String(response.getHeader('content-security-policy') ?? ''))?.[1];

/** Rewritten (and gzipped) whole pages by their HTML (and nonce), least recently used first. */
const wholePages = new Map();
/** How many whole pages {@link wholePages} keeps (a prerendered page is sent whole, the same each time). */
const WHOLE_PAGES_KEPT = 32;

/** A whole page rewritten, from the cache when the same HTML was rewritten before. */
function rewrittenPage(html, nonce) {
  const key = nonce ? `${nonce}\n${html}` : html;
  let page = wholePages.get(key);
  if (page) wholePages.delete(key);
  else {
    const deferral = createChunkDeferral({ nonce });
    page = { html: deferral.push(html) + deferral.finish(), plain: null, gzip: null };
  }
  wholePages.set(key, page);
  if (wholePages.size > WHOLE_PAGES_KEPT) wholePages.delete(wholePages.keys().next().value);
  return page;
}

const toText = (chunk, encoding) =>
  typeof chunk === 'string'
    ? chunk
    : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString(encoding ?? 'utf8');

/**
 * Rewrites the HTML answer of a page request with {@link createChunkDeferral} as Next writes it, and
 * compresses it (gzip) when the client accepts that: Next's own compression would hand over bytes
 * that can no longer be read, so the request reaches Next without `Accept-Encoding`. Another text
 * answer (a sitemap, robots.txt) is only compressed; the rest (HEAD, a bodyless status, an image)
 * passes unchanged. A page sent whole (a prerendered one) is rewritten and compressed once and then
 * served from {@link wholePages}: under load the rewrite per request halved the category page's
 * throughput. Call before Next gets `response`. The layers Next adds on top (its compression wraps
 * writeHead, write, end and the 'drain' listeners) stay in place: this layer calls the methods it
 * found instead of putting them back, which had cut Next's layer out from under it (a large answer
 * without gzip then never ended).
 */
export function deferPageScripts(request, response) {
  const gzip = acceptsGzip(request.headers['accept-encoding']);
  delete request.headers['accept-encoding'];
  const original = {
    writeHead: response.writeHead,
    flushHeaders: response.flushHeaders,
    write: response.write,
    end: response.end,
  };
  /** 'html' (rewritten), 'text' (compressed only) or null (passed through). */
  let mode = null;
  let decided = false;
  /** @type {null | { deferral: ReturnType<typeof createChunkDeferral> | null, decoder: StringDecoder, zip: import('node:zlib').Gzip | null }} */
  let stream = null;
  const decide = () => {
    if (decided) return;
    decided = true;
    const type = String(response.getHeader('content-type') ?? '');
    const bodyless = request.method === 'HEAD' || response.statusCode === 204 || response.statusCode === 304;
    if (!bodyless && type.startsWith('text/html')) mode = 'html';
    // Another answer (a sitemap, robots.txt) is compressed as Next would have done.
    else if (!bodyless && gzip && COMPRESSIBLE.test(type)) mode = 'text';
    if (mode === null) return;
    response.removeHeader('content-length');
    const vary = String(response.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary))
      response.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    if (gzip) response.setHeader('content-encoding', 'gzip');
  };
  const streaming = () => {
    if (stream) return stream;
    let zip = null;
    if (gzip) {
      zip = createGzip();
      zip.on('data', (bytes) => original.write.call(response, bytes));
    }
    stream = {
      deferral: mode === 'html' ? createChunkDeferral({ nonce: policyNonce(response) }) : null,
      decoder: new StringDecoder('utf8'),
      zip,
    };
    return stream;
  };
  const emit = (text, flush) => {
    if (text === '') return true;
    if (!stream?.zip) return original.write.call(response, text);
    stream.zip.write(text);
    // Each part leaves as it came (streamed pages): flush what the compressor holds.
    if (flush) stream.zip.flush(constants.Z_SYNC_FLUSH);
    return true;
  };
  response.writeHead = function writeHead(...args) {
    // Headers passed here are set first, so the decision sees them.
    const [, second, third] = args;
    const headers = typeof second === 'object' && second !== null ? second : third;
    if (headers && typeof headers === 'object' && !Array.isArray(headers))
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) response.setHeader(name, value);
    if (typeof args[0] === 'number') response.statusCode = args[0];
    decide();
    return original.writeHead.call(response, response.statusCode);
  };
  response.flushHeaders = function flushHeaders() {
    decide();
    return original.flushHeaders.call(response);
  };
  const write = function write(chunk, encoding, callback) {
    decide();
    if (mode === null) return original.write.call(response, chunk, encoding, callback);
    const done = typeof encoding === 'function' ? encoding : callback;
    const { deferral, decoder } = streaming();
    const text =
      typeof chunk === 'string'
        ? chunk
        : decoder.write(
            Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength),
          );
    const ok = emit(deferral ? deferral.push(text) : text, true);
    if (done) process.nextTick(done);
    return ok;
  };
  response.write = write;
  response.end = function end(chunk, encoding, callback) {
    decide();
    if (mode === null) return original.end.call(response, chunk, encoding, callback);
    const done = [chunk, encoding, callback].find((value) => typeof value === 'function');
    const body = chunk != null && typeof chunk !== 'function' ? chunk : null;
    if (stream === null && body !== null) {
      // The whole answer in one piece (a prerendered page): rewritten and compressed once.
      const text = toText(body, typeof encoding === 'string' ? encoding : undefined);
      let bytes;
      if (mode === 'html') {
        const page = rewrittenPage(text, policyNonce(response));
        if (gzip) page.gzip ??= gzipSync(page.html);
        else page.plain ??= Buffer.from(page.html);
        bytes = gzip ? page.gzip : page.plain;
      } else bytes = gzip ? gzipSync(text) : Buffer.from(text);
      if (!response.headersSent) response.setHeader('content-length', String(bytes.length));
      return original.end.call(response, bytes, done);
    }
    if (body !== null) write.call(response, body, typeof encoding === 'string' ? encoding : undefined);
    const { deferral, decoder, zip } = streaming();
    const tail = decoder.end();
    emit(deferral ? deferral.push(tail) + deferral.finish() : tail, false);
    if (!zip) return original.end.call(response, done);
    zip.once('end', () => original.end.call(response, done));
    zip.end();
    return response;
  };
}
