import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runInNewContext } from 'node:vm';
import { gunzipSync } from 'node:zlib';
import compression from 'next/dist/compiled/compression/index.js';
import { describe, expect, it } from 'vitest';
import {
  chunkLoader,
  createChunkDeferral,
  deferPageScripts,
  deferredSources,
  isPageRequest,
  numberFormatWarmUp,
} from './page-scripts.mjs';

const HEAD =
  '<html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/instr.js"/>' +
  '<script src="/_next/static/chunks/one.js" async=""></script>' +
  '<script src="/_next/static/chunks/two.js" async=""></script>' +
  '<script src="/_next/static/chunks/poly.js" noModule=""></script></head>';
const BODY =
  '<body><h1>Bars</h1><script>self.__next_f.push([1,"x"])</script>' +
  '<script src="/_next/static/chunks/instr.js" async=""></script></body></html>';

describe('createChunkDeferral', () => {
  it('takes the chunk tags and preloads out and adds them after the first paint, before </body>', () => {
    const deferral = createChunkDeferral();
    const html = deferral.push(HEAD + BODY) + deferral.finish();
    expect(html).not.toContain('src="/_next/static/chunks/one.js"');
    expect(html).not.toContain('rel="preload" as="script"');
    // What stays: the stylesheet, the noModule polyfill, the inline RSC data.
    expect(html).toContain('href="/_next/static/chunks/a.css"');
    expect(html).toContain('<script src="/_next/static/chunks/poly.js" noModule="">');
    expect(html).toContain('self.__next_f.push');
    expect(deferredSources(html)).toEqual([
      '/_next/static/chunks/one.js',
      '/_next/static/chunks/two.js',
      '/_next/static/chunks/instr.js',
    ]);
    expect(html.indexOf('(function(s){')).toBeLessThan(html.indexOf('</body>'));
    expect(html.endsWith('</body></html>')).toBe(true);
  });

  it('gives the same document however the stream is cut', () => {
    const whole = createChunkDeferral();
    const expected = whole.push(HEAD + BODY) + whole.finish();
    const text = HEAD + BODY;
    for (const size of [1, 7, 31, 64]) {
      const deferral = createChunkDeferral();
      let html = '';
      for (let at = 0; at < text.length; at += size) html += deferral.push(text.slice(at, at + size));
      expect(html + deferral.finish()).toBe(expected);
    }
  });

  it('keeps the nonce of a page rendered per request, in either attribute order', () => {
    const deferral = createChunkDeferral();
    const html =
      deferral.push(
        '<head><script src="/_next/static/chunks/one.js" async="" nonce="abc+/="></script></head>' +
          '<body><script src="/_next/static/chunks/two.js" nonce="abc+/=" async=""></script></body>',
      ) + deferral.finish();
    expect(html).toContain('<script nonce="abc+/=">(function(s){');
    expect(deferredSources(html)).toEqual(['/_next/static/chunks/one.js', '/_next/static/chunks/two.js']);
  });

  it('ends a cut document with the loader, and leaves a page without chunks alone', () => {
    const cut = createChunkDeferral();
    expect(cut.push(HEAD) + cut.finish()).toContain('(function(s){');
    const plain = createChunkDeferral();
    expect(plain.push('<html><body><p>x</p></body></html>') + plain.finish()).toBe(
      '<html><body><p>x</p></body></html>',
    );
  });

  it('builds the first number format first thing in the head, once, before the stylesheets', () => {
    const deferral = createChunkDeferral();
    const html = deferral.push(HEAD + BODY) + deferral.finish();
    expect(html.startsWith(`<html><head>${numberFormatWarmUp()}<link rel="stylesheet"`)).toBe(true);
    // Once (a cut stream gives this same document: 'gives the same document however the stream is cut').
    expect(html.split(numberFormatWarmUp())).toHaveLength(2);
    // It names the page's nonce when the page has one, and no nonce can break out of it.
    const nonced = createChunkDeferral({ nonce: 'abc+/=' });
    expect(nonced.push('<head><title>x</title></head>')).toContain(
      `<head><script nonce="abc+/=">(function(){`,
    );
    expect(numberFormatWarmUp('n"><x')).toMatch(/^<script nonce="nx">[^<]*<\/script>$/);
  });

  it('writes a loader that no source or nonce can break out of', () => {
    const loader = chunkLoader(['/_next/static/chunks/a.js</script><script>alert(1)//.js'], 'n"><x');
    expect(loader.match(/<script/g)).toHaveLength(1);
    expect(loader.match(/<\/script>/g)).toHaveLength(1);
    expect(loader).toContain('<script nonce="nx">');
  });
});

describe('numberFormatWarmUp', () => {
  /** Runs the warm-up's script with `Worker` as given; counts the number formats built on the page's thread. */
  function runWarmUp(Worker: unknown) {
    let built = 0;
    const fakeIntl = {
      NumberFormat: class {
        constructor() {
          built += 1;
        }
        format() {
          return '';
        }
      },
      DateTimeFormat: class {
        format() {
          return '';
        }
      },
      Collator: class {
        compare() {
          return 0;
        }
      },
    };
    const script = /^<script>(.*)<\/script>$/s.exec(numberFormatWarmUp())?.[1] ?? '';
    runInNewContext(script, { Worker, Intl: fakeIntl, Blob, URL });
    return () => built;
  }

  it("builds the Intl data in a worker made from a blob, not on the page's thread", async () => {
    const workers: { source: Promise<string>; onerror?: () => void }[] = [];
    const built = runWarmUp(
      class {
        source: Promise<string>;
        constructor(url: string) {
          this.source = fetch(url).then((answer) => answer.text());
          workers.push(this);
        }
      },
    );
    expect(workers).toHaveLength(1);
    expect(built()).toBe(0);
    const source = await (workers[0] as { source: Promise<string> }).source;
    expect(source).toMatch(/^try\{new Intl\.NumberFormat\(.*\}catch\(e\)\{\}close\(\)$/);
  });

  it("builds them on the page's thread where no worker starts", () => {
    const refused = runWarmUp(
      class {
        constructor() {
          throw new Error('refused by the policy');
        }
      },
    );
    expect(refused()).toBe(1);
    let failed: { onerror?: () => void } | undefined;
    const failing = runWarmUp(
      class {
        onerror?: () => void;
        constructor() {
          failed = this;
        }
      },
    );
    expect(failing()).toBe(0);
    failed?.onerror?.();
    expect(failing()).toBe(1);
    expect(runWarmUp(undefined)()).toBe(1);
  });
});

describe('isPageRequest', () => {
  const request = (method: string, url: string, headers: Record<string, string> = {}) => ({
    method,
    url,
    headers,
  });
  it('is a page GET or HEAD, not an asset, the API, media or an RSC request', () => {
    expect(isPageRequest(request('GET', '/en-us/equipment/bars?sort=new'))).toBe(true);
    expect(isPageRequest(request('HEAD', '/'))).toBe(true);
    expect(isPageRequest(request('POST', '/en-us'))).toBe(false);
    expect(isPageRequest(request('GET', '/_next/static/chunks/a.js'))).toBe(false);
    expect(isPageRequest(request('GET', '/api/menu/en-us'))).toBe(false);
    expect(isPageRequest(request('GET', '/media/flags/se.svg'))).toBe(false);
    expect(isPageRequest(request('GET', '/en-us', { rsc: '1' }))).toBe(false);
  });
});

/**
 * Serves `parts` through deferPageScripts: written one by one after the headers, as a streamed page,
 * or (one part) sent whole with `end`, as Next sends a prerendered page.
 */
async function serve(type: string, parts: string[]) {
  return listen((req, res) => {
    deferPageScripts(req, res);
    res.setHeader('content-type', type);
    res.setHeader('content-length', String(Buffer.byteLength(parts.join(''))));
    if (parts.length === 1) {
      res.end(parts[0]);
      return;
    }
    res.flushHeaders();
    for (const part of parts.slice(0, -1)) res.write(Buffer.from(part));
    res.end(parts.at(-1));
  });
}

/** A local server with `handler`, and a GET of it that sends exactly `headers` and returns the raw body. */
async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const get = (headers: Record<string, string>) =>
    new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      httpRequest({ port, host: '127.0.0.1', path: '/en-us', headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
  return { get, close: () => server.close() };
}

describe('deferPageScripts', () => {
  it('rewrites a streamed HTML answer and gzips it for a client that accepts gzip', async () => {
    const server = await serve('text/html; charset=utf-8', [HEAD, '<body><h1>Bär', 's</h1></body></html>']);
    try {
      const zipped = await server.get({ 'accept-encoding': 'gzip, deflate' });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers['content-length']).toBeUndefined();
      expect(String(zipped.headers.vary)).toMatch(/accept-encoding/i);
      const html = gunzipSync(zipped.body).toString('utf8');
      expect(html).toContain('<h1>Bärs</h1>');
      expect(deferredSources(html)).toEqual(['/_next/static/chunks/one.js', '/_next/static/chunks/two.js']);

      const plain = await server.get({});
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString('utf8')).toBe(html);
    } finally {
      server.close();
    }
  });

  it('rewrites a page sent whole the same way, each time, with its length', async () => {
    const server = await serve('text/html; charset=utf-8', [`${HEAD}${BODY}`]);
    try {
      const first = await server.get({ 'accept-encoding': 'gzip' });
      const second = await server.get({ 'accept-encoding': 'gzip' });
      expect(first.headers['content-encoding']).toBe('gzip');
      expect(Number(first.headers['content-length'])).toBe(first.body.length);
      expect(second.body.equals(first.body)).toBe(true);
      const html = gunzipSync(first.body).toString('utf8');
      expect(deferredSources(html)).toEqual([
        '/_next/static/chunks/one.js',
        '/_next/static/chunks/two.js',
        '/_next/static/chunks/instr.js',
      ]);
      expect((await server.get({})).body.toString('utf8')).toBe(html);
    } finally {
      server.close();
    }
  });

  it("gives the warm-up the nonce of the answer's policy, streamed or whole", async () => {
    const policy = "script-src 'self' 'nonce-Zm9v+/=' 'strict-dynamic'";
    for (const parts of [[HEAD, BODY], [`${HEAD}${BODY}`]]) {
      const server = createServer((req: IncomingMessage, res: ServerResponse) => {
        deferPageScripts(req, res);
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.setHeader('content-security-policy', policy);
        if (parts.length === 1) return void res.end(parts[0]);
        res.write(parts[0]);
        res.end(parts[1]);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = server.address() as AddressInfo;
        const html = await (await fetch(`http://127.0.0.1:${port}/en-us`)).text();
        expect(html).toContain(`<head>${numberFormatWarmUp('Zm9v+/=')}`);
      } finally {
        server.close();
      }
    }
  });

  it('only compresses another text answer, and passes the rest as it came', async () => {
    const xml =
      '<urlset><url><loc><script src="/_next/static/chunks/one.js" async=""></script></loc></url></urlset>';
    const sitemap = await serve('application/xml', [xml]);
    const image = await serve('image/png', ['not really a png']);
    try {
      const zipped = await sitemap.get({ 'accept-encoding': 'gzip' });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(zipped.body).toString('utf8')).toBe(xml);
      expect((await sitemap.get({})).body.toString('utf8')).toBe(xml);
      const png = await image.get({ 'accept-encoding': 'gzip' });
      expect(png.headers['content-encoding']).toBeUndefined();
      expect(png.body.toString('utf8')).toBe('not really a png');
    } finally {
      sitemap.close();
      image.close();
    }
  });

  // Next wraps the response after the front door (its compression layer replaces writeHead, write,
  // end and on('drain')) and pipes a large body with backpressure, waiting for 'drain'. A 4.4 MB
  // sitemap asked for without gzip never ended while this layer was unwrapped from under Next's.
  it.each([
    ['application/xml', {}],
    ['application/xml', { 'accept-encoding': 'gzip' }],
    ['text/html; charset=utf-8', {}],
    ['text/html; charset=utf-8', { 'accept-encoding': 'gzip' }],
    ['image/png', {}],
    ['image/png', { 'accept-encoding': 'gzip' }],
  ] as const)(
    'ends a large %s answer (%o) under a layer Next adds after it',
    async (type, headers) => {
      const body = Buffer.alloc(4 * 1024 * 1024, 'a');
      const nextCompression = compression();
      const server = await listen((req, res) => {
        deferPageScripts(req, res);
        nextCompression(req, res, async () => {
          res.setHeader('content-type', type);
          res.flushHeaders();
          if (!res.write(body)) await new Promise((resolve) => res.once('drain', resolve));
          res.end();
        });
      });
      try {
        const answer = await server.get(headers);
        const received =
          answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body;
        expect(received.length).toBe(body.length);
      } finally {
        server.close();
      }
    },
    15_000,
  );
});
