import { createServer, get, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { CLIENT_ADDRESS_HEADER as COMMERCE_CLIENT_ADDRESS_HEADER } from '@ironmark/commerce/server';
import { describe, expect, it } from 'vitest';
import {
  admit,
  CLIENT_ADDRESS_HEADER,
  holdWholeResponse,
  MAX_BODY_BYTES,
  malformedPath,
  parserRefusal,
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
