import {
  createServer,
  get,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { CLIENT_ADDRESS_HEADER as COMMERCE_CLIENT_ADDRESS_HEADER } from '@ironmark/commerce/server';
import { describe, expect, it } from 'vitest';
import {
  acceptsGzip,
  admit,
  answerDirect,
  CLIENT_ADDRESS_HEADER,
  COMPRESS_MIN_BYTES,
  DIRECT_ROUTES_SLOT,
  directRoute,
  holdWholeResponse,
  MAX_BODY_BYTES,
  malformedPath,
  parserRefusal,
  registerDirectRoute,
  registerWarmUp,
  requestWarmUp,
  WARM_UP_SLOT,
  writeRawAnswer,
} from './front-door.mjs';

const raw = (url: string, headers: Record<string, string> = {}, remoteAddress = '198.51.100.3') => ({
  url,
  headers: { ...headers } as Record<string, string | string[] | undefined>,
  socket: { remoteAddress },
});

describe('the front door (server.mjs)', () => {
  it('writes the same header the commerce routes read', () => {
    expect(CLIENT_ADDRESS_HEADER).toBe(COMMERCE_CLIENT_ADDRESS_HEADER);
  });

  it('sets the peer address from the socket and drops what the client sent', () => {
    const request = raw('/api/newsletter', { [CLIENT_ADDRESS_HEADER]: '203.0.113.66' });
    expect(admit(request)).toBeNull();
    expect(request.headers[CLIENT_ADDRESS_HEADER]).toBe('198.51.100.3');
    const noSocket = { url: '/', headers: { [CLIENT_ADDRESS_HEADER]: '203.0.113.66' }, socket: null };
    admit(noSocket);
    expect(noSocket.headers[CLIENT_ADDRESS_HEADER]).toBeUndefined();
  });

  it('answers 400 naming the path for malformed percent-encoding (before: a plain-text 500)', () => {
    for (const url of ['/en-us/%E0%A4%A', '/api/%zz', '/%', '/en-us/products/%C0%AF?q=1']) {
      expect(malformedPath(url), url).toBe(true);
      const answer = admit(raw(url));
      expect(answer?.status).toBe(400);
      expect(JSON.parse(answer?.body ?? '{}')).toMatchObject({
        code: 'MALFORMED_PATH',
        modelState: { path: [expect.any(String)] },
        issues: [{ field: 'path', code: 'malformedPath' }],
      });
      expect(answer?.headers['x-content-type-options']).toBe('nosniff');
    }
    for (const url of ['/en-us/search?q=%zz', '/en-us/products/%C3%A5ngest', '/']) {
      expect(malformedPath(url), url).toBe(false);
      expect(admit(raw(url))).toBeNull();
    }
  });
});

describe("the answer to a request Node's parser refuses", () => {
  it('is 431 naming the headers on overflow, else 400 naming the request, written as a closing HTTP answer', () => {
    const overflow = parserRefusal({ code: 'HPE_HEADER_OVERFLOW' });
    expect(overflow.status).toBe(431);
    expect(JSON.parse(overflow.body)).toMatchObject({ issues: [{ field: 'headers', code: 'tooLarge' }] });
    const broken = parserRefusal({ code: 'HPE_INVALID_METHOD' });
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.body)).toMatchObject({ issues: [{ field: 'request' }] });
    let written = '';
    writeRawAnswer({ end: (chunk: string) => (written = chunk) }, overflow);
    const [head = '', body = ''] = written.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(head).toContain(`content-length: ${Buffer.byteLength(body)}`);
    expect(head).toContain('connection: close');
    expect(JSON.parse(body).code).toBe('HEADERS_TOO_LARGE');
  });
});

describe('request bodies at the front door', () => {
  const post = (headers: Record<string, string>) => ({ ...raw('/api/quotes', headers), method: 'POST' });
  it('refuses a body over the cap by its Content-Length (413) and a chunked one without a length (411)', () => {
    const large = admit(post({ 'content-length': String(MAX_BODY_BYTES + 1) }));
    expect(large?.status).toBe(413);
    expect(JSON.parse(large?.body ?? '{}')).toMatchObject({ issues: [{ field: 'body' }] });
    const chunked = admit(post({ 'transfer-encoding': 'chunked' }));
    expect(chunked?.status).toBe(411);
    expect(JSON.parse(chunked?.body ?? '{}')).toMatchObject({ issues: [{ field: 'Content-Length' }] });
  });
  it('lets bodies within the cap, and requests without a body, through', () => {
    expect(admit(post({ 'content-length': '512' }))).toBeNull();
    expect(admit(post({ 'content-length': String(MAX_BODY_BYTES) }))).toBeNull();
    expect(admit(post({}))).toBeNull();
    expect(admit({ ...raw('/en-us', { 'transfer-encoding': 'chunked' }), method: 'GET' })).toBeNull();
  });
});

describe('whole responses (WHOLE_RESPONSES=1, behind a retrying proxy)', () => {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /**
   * Serves `render` (held whole when `hold`), requests it over real HTTP, and reports when the client
   * saw the status line and what it received.
   */
  async function serve(hold: boolean, render: (response: ServerResponse) => Promise<void>, limit?: number) {
    const server = createServer((_request, response) => {
      if (hold) holdWholeResponse(response, limit);
      void render(response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const started = Date.now();
    try {
      return await new Promise<{
        headersAfterMs: number;
        status: number;
        body: Buffer;
        headers: IncomingMessage['headers'];
      }>((resolve, reject) => {
        get({ host: '127.0.0.1', port, path: '/' }, (response) => {
          const headersAfterMs = Date.now() - started;
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              headersAfterMs,
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks),
              headers: response.headers,
            }),
          );
        }).on('error', reject);
      });
    } finally {
      server.close();
    }
  }

  // Next's way of streaming a page: headers flushed first, then chunks as the render produces them.
  const streamed = async (response: ServerResponse) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.flushHeaders();
    response.write('<!doctype html><html>');
    await sleep(300);
    response.write(Buffer.from('<body>Squat Bar</body>'));
    await sleep(300);
    response.end('</html>');
  };

  it('sends nothing, not even the status line, until the page has ended, then all of it', async () => {
    const whole = await serve(true, streamed);
    expect(whole.status).toBe(200);
    expect(whole.headersAfterMs).toBeGreaterThanOrEqual(550);
    expect(whole.body.toString()).toBe('<!doctype html><html><body>Squat Bar</body></html>');
    expect(whole.headers['content-type']).toBe('text/html; charset=utf-8');
    // Without it, the headers leave at once (what a proxy cannot take back).
    const stream = await serve(false, streamed);
    expect(stream.headersAfterMs).toBeLessThan(250);
    expect(stream.body.toString()).toBe(whole.body.toString());
  });

  it('keeps binary bodies, callbacks and a 304 without a body intact', async () => {
    const payload = gzipSync(Buffer.from('Bumper plate '.repeat(500)));
    const calls: string[] = [];
    const binary = await serve(true, async (response) => {
      response.setHeader('content-encoding', 'gzip');
      response.write(payload.subarray(0, 100), () => calls.push('write'));
      response.end(payload.subarray(100), () => calls.push('end'));
    });
    expect(Buffer.compare(binary.body, payload)).toBe(0);
    await sleep(50);
    expect(calls).toEqual(['write', 'end']);
    const notModified = await serve(true, async (response) => {
      response.statusCode = 304;
      response.end();
    });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
  });

  it('lets a body longer than the limit stream from the limit on', async () => {
    const big = await serve(
      true,
      async (response) => {
        response.write('a'.repeat(64));
        response.write('b'.repeat(64));
        await sleep(600);
        response.end('c');
      },
      100,
    );
    expect(big.headersAfterMs).toBeLessThan(400);
    expect(big.body.toString()).toBe(`${'a'.repeat(64)}${'b'.repeat(64)}c`);
  });
});

describe('the database warm-up after the first answer', () => {
  it('runs once, when the front door asks, whether the app registered before or after', () => {
    const early = {};
    let runs = 0;
    registerWarmUp(() => (runs += 1), true, early);
    expect(runs).toBe(0);
    requestWarmUp(early);
    requestWarmUp(early);
    expect(runs).toBe(1);

    const late = {};
    let lateRuns = 0;
    requestWarmUp(late);
    expect(lateRuns).toBe(0);
    registerWarmUp(() => (lateRuns += 1), true, late);
    expect(lateRuns).toBe(1);
  });

  it('runs at once without a front door to ask', () => {
    const host = {};
    let runs = 0;
    registerWarmUp(() => (runs += 1), false, host);
    expect(runs).toBe(1);
    requestWarmUp(host);
    expect(runs).toBe(1);
    expect(Object.getOwnPropertySymbols(host)).toEqual([WARM_UP_SLOT]);
  });
});

describe('direct routes (answered by the front door without Next)', () => {
  const POLICY = "default-src 'none'; frame-ancestors 'none'";

  /** A real server whose front door answers the routes registered on `host` and 404s the rest ("Next"). */
  async function frontDoor(host: object) {
    const server = createServer((request, response) => {
      const refused = admit(request);
      if (refused) {
        response.writeHead(refused.status, refused.headers);
        response.end(refused.body);
        return;
      }
      const route = directRoute(request, host);
      if (route) {
        void answerDirect(route, request, response);
        return;
      }
      response.writeHead(404, { 'x-answered-by': 'next' });
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const send = (
      path: string,
      init: { method?: string; headers?: Record<string, string>; body?: string } = {},
    ) =>
      new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>(
        (resolve, reject) => {
          const outgoing = httpRequest(
            { host: '127.0.0.1', port, path, method: init.method ?? 'POST', headers: init.headers },
            (response) => {
              const chunks: Buffer[] = [];
              response.on('data', (chunk: Buffer) => chunks.push(chunk));
              response.on('end', () =>
                resolve({
                  status: response.statusCode ?? 0,
                  headers: response.headers,
                  body: Buffer.concat(chunks),
                }),
              );
            },
          );
          outgoing.on('error', reject);
          outgoing.end(init.body);
        },
      );
    return { send, close: () => server.close() };
  }

  it('matches the method and exact path, ignoring the query; everything else goes to Next', () => {
    const host = {};
    expect(directRoute({ method: 'POST', url: '/api/prices' }, host)).toBeNull();
    registerDirectRoute({ method: 'post', path: '/api/prices', handle: async () => new Response('') }, host);
    expect(directRoute({ method: 'POST', url: '/api/prices?x=1' }, host)?.path).toBe('/api/prices');
    expect(directRoute({ method: 'GET', url: '/api/prices' }, host)).toBeNull();
    expect(directRoute({ method: 'POST', url: '/api/prices/' }, host)).toBeNull();
    expect(directRoute({ method: 'POST', url: '/api/prices2' }, host)).toBeNull();
    expect(Object.getOwnPropertySymbols(host)).toEqual([DIRECT_ROUTES_SLOT]);
  });

  it("passes the body, query and the front door's peer address to the handler; the route's headers win", async () => {
    const host = {};
    const seen: { url: string; method: string; body: string; peer: string | null; custom: string | null }[] =
      [];
    registerDirectRoute(
      {
        method: 'POST',
        path: '/api/prices',
        headers: { 'Content-Security-Policy': POLICY, 'X-Content-Type-Options': 'nosniff' },
        handle: async (request) => {
          seen.push({
            url: request.url,
            method: request.method,
            body: await request.text(),
            peer: request.headers.get(CLIENT_ADDRESS_HEADER),
            custom: request.headers.get('x-custom'),
          });
          return new Response(JSON.stringify({ ok: true }), {
            status: 201,
            headers: { 'content-type': 'application/json', 'content-security-policy': 'script-src *' },
          });
        },
      },
      host,
    );
    const door = await frontDoor(host);
    try {
      const answer = await door.send('/api/prices?channel=en-us', {
        headers: {
          'content-type': 'application/json',
          [CLIENT_ADDRESS_HEADER]: '203.0.113.9',
          'x-custom': 'a',
        },
        body: '{"codes":["IM-1"]}',
      });
      expect(answer.status).toBe(201);
      expect(answer.body.toString()).toBe('{"ok":true}');
      expect(answer.headers['content-security-policy']).toBe(POLICY);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-length']).toBe(String('{"ok":true}'.length));
      expect(seen).toEqual([
        {
          url: 'http://localhost/api/prices?channel=en-us',
          method: 'POST',
          body: '{"codes":["IM-1"]}',
          peer: '127.0.0.1',
          custom: 'a',
        },
      ]);
      const other = await door.send('/api/other', {
        body: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(other.headers['x-answered-by']).toBe('next');
    } finally {
      door.close();
    }
  });

  it('reads Accept-Encoding with its qualities', () => {
    for (const header of ['gzip', 'br, gzip', 'GZIP;q=0.5', 'deflate, *', 'br;q=1, gzip ; q=0.1'])
      expect(acceptsGzip(header), header).toBe(true);
    for (const header of [
      undefined,
      '',
      'br',
      'gzip;q=0',
      'x-gzip-like',
      '*;q=0',
      'gzip;q=0.0, br',
      'gzip;q=0, *',
    ])
      expect(acceptsGzip(header), header).toBe(false);
  });

  it('gzips an answer of at least COMPRESS_MIN_BYTES for a client that accepts it, and says it varies', async () => {
    const host = {};
    const text = 'Competition bumper plate '.repeat(200);
    registerDirectRoute(
      {
        method: 'POST',
        path: '/api/prices',
        handle: async (request) => new Response(text.slice(0, Number(await request.text()))),
      },
      host,
    );
    const door = await frontDoor(host);
    try {
      const size = String(COMPRESS_MIN_BYTES * 2);
      const zipped = await door.send('/api/prices', {
        headers: { 'accept-encoding': 'br, gzip' },
        body: size,
      });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toBe('Accept-Encoding');
      expect(gunzipSync(zipped.body).toString()).toBe(text.slice(0, COMPRESS_MIN_BYTES * 2));
      const plain = await door.send('/api/prices', { body: size });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(text.slice(0, COMPRESS_MIN_BYTES * 2));
      const small = await door.send('/api/prices', { headers: { 'accept-encoding': 'gzip' }, body: '20' });
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.headers.vary).toBeUndefined();
      expect(small.body.toString()).toBe(text.slice(0, 20));
    } finally {
      door.close();
    }
  });

  it("answers a handler's throw with the API's 500 shape and the route's headers, naming no request data", async () => {
    const host = {};
    registerDirectRoute(
      {
        method: 'POST',
        path: '/api/prices',
        headers: { 'Content-Security-Policy': POLICY },
        handle: async () => {
          throw new Error('database gone');
        },
      },
      host,
    );
    const door = await frontDoor(host);
    const errors: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const answer = await door.send('/api/prices', { body: '{"email":"ada@example.com"}' });
      expect(answer.status).toBe(500);
      expect(JSON.parse(answer.body.toString())).toEqual({
        message: 'Sorry, something went wrong',
        code: 'INTERNAL_ERROR',
      });
      expect(answer.headers['content-security-policy']).toBe(POLICY);
      expect(errors).toEqual([['Request failed', 'database gone']]);
    } finally {
      console.error = original;
      door.close();
    }
  });
});
