// The storefront's front door: what the HTTP server does with a raw Node request before Next sees it.
// Plain JavaScript so server.mjs runs it without a build; typed by front-door.d.mts.
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import Negotiator from 'negotiator';

/**
 * Request header with the TCP peer address of the connection (the same name as @ironmark/commerce's
 * CLIENT_ADDRESS_HEADER, pinned by front-door.test.ts). Next route handlers never see the socket, and
 * Next itself only fills `X-Forwarded-For` when a client sent none, so the front door writes the peer
 * address here on every request, after deleting whatever a client sent under this name.
 */
export const CLIENT_ADDRESS_HEADER = 'x-ironmark-client-address';

/** Environment marker the front door sets, so the app can warn when it was started without it. */
export const FRONT_DOOR_MARKER = 'IRONMARK_FRONT_DOOR';

/**
 * Where the front door and the app's instrumentation meet to open the commerce database once the
 * server has answered its first request (or has been idle `WARM_UP_IDLE_MS` after it started listening),
 * so opening it (PGlite's start, migrations, the catalogue) does not compete with that first answer.
 * `run` is the app's warm-up; `requested` says the front door asked for it (whichever comes second runs it).
 */
export const WARM_UP_SLOT = Symbol.for('ironmark.storefront.warm-up');

/** How long after listening the front door waits for a first request before it warms up anyway (ms). */
export const WARM_UP_IDLE_MS = 1_000;

/** The warm-up slot on `host` (created empty on first use). */
function warmUpSlot(host) {
  host[WARM_UP_SLOT] ??= {};
  return host[WARM_UP_SLOT];
}

/** Asks for the warm-up: runs the app's warm-up now if it has registered one, else when it does. */
export function requestWarmUp(host = globalThis) {
  const slot = warmUpSlot(host);
  if (slot.requested) return;
  slot.requested = true;
  slot.run?.();
}

/**
 * Registers the app's warm-up: it runs at once when the front door has already asked for it, or when
 * there is no front door to ask (`next start` or a test server), else at the front door's request.
 */
export function registerWarmUp(run, frontDoor, host = globalThis) {
  const slot = warmUpSlot(host);
  slot.run = run;
  if (slot.requested || !frontDoor) {
    slot.requested = true;
    run();
  }
}

/**
 * Where the app registers the routes the front door answers itself (instrumentation.ts registers them
 * at start; until then, and for every other request, Next answers). A direct route is a Web handler
 * (Request in, Response out) that needs nothing of Next: no page, no cache, no proxy. Next's request
 * adapter (its undici Request, the web-stream piping, the abort signal, routing and async contexts)
 * took about 86 % of the real-time price API's time: under 50 connections 730 req/s with p99 124 ms
 * through Next, 5,300 req/s with p99 19 ms answered here (same build, same machine).
 */
export const DIRECT_ROUTES_SLOT = Symbol.for('ironmark.storefront.direct-routes');

/**
 * Registers a route the front door answers itself: `method` and exact `path` (the query is ignored),
 * the Web `handle`r, and `headers` that every answer gets, replacing the handler's own of the same name
 * (the security headers next.config.ts sets on the same path for Next's answers).
 */
export function registerDirectRoute(route, host = globalThis) {
  host[DIRECT_ROUTES_SLOT] ??= new Map();
  const headers = Object.fromEntries(
    Object.entries(route.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
  );
  host[DIRECT_ROUTES_SLOT].set(`${route.method.toUpperCase()} ${route.path}`, { ...route, headers });
}

/** The direct route registered for a raw request's method and path, or null (Next answers). */
export function directRoute(request, host = globalThis) {
  const routes = host[DIRECT_ROUTES_SLOT];
  if (!routes) return null;
  const path = (request.url ?? '/').split('?', 1)[0];
  return routes.get(`${String(request.method ?? 'GET').toUpperCase()} ${path}`) ?? null;
}

/** The origin of a direct route's Request URL: its handler reads the path, query and headers, not the host. */
const DIRECT_ORIGIN = 'http://localhost';

/** Smallest answer body worth compressing (bytes), as Next's own compression. */
export const COMPRESS_MIN_BYTES = 1024;

const gzipAsync = promisify(gzip);

/**
 * Whether an Accept-Encoding header accepts gzip, by HTTP's content negotiation (negotiator, as
 * Express's): named or `*`, with a quality above 0, an explicit `gzip;q=0` winning over `*`.
 */
export function acceptsGzip(header) {
  const value = Array.isArray(header) ? header.join(', ') : header;
  return new Negotiator({ headers: { 'accept-encoding': value } }).encoding(['gzip']) === 'gzip';
}

/**
 * Answers a raw request through a direct route: reads the body (the front door's `admit` has already
 * capped its length), calls the handler with a Web Request built from the parsed headers (so the
 * peer-address header is the front door's, never a client's), and writes the answer with the route's
 * headers, gzip-compressed when the client accepts it and the body is at least COMPRESS_MIN_BYTES.
 * A handler that throws gets the API's 500 shape; a client that went away gets nothing.
 */
export async function answerDirect(route, request, response) {
  let answer;
  try {
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (Array.isArray(value)) for (const item of value) headers.append(name, item);
      else if (value !== undefined) headers.set(name, value);
    }
    const hasBody = chunks.length > 0 && request.method !== 'GET' && request.method !== 'HEAD';
    const result = await route.handle(
      new Request(new URL(request.url ?? '/', DIRECT_ORIGIN), {
        method: request.method,
        headers,
        body: hasBody ? Buffer.concat(chunks) : undefined,
      }),
    );
    let body = Buffer.from(await result.arrayBuffer());
    const out = {};
    result.headers.forEach((value, name) => {
      if (name !== 'set-cookie') out[name] = value;
    });
    const cookies = result.headers.getSetCookie();
    if (cookies.length > 0) out['set-cookie'] = cookies;
    Object.assign(out, route.headers);
    if (body.length >= COMPRESS_MIN_BYTES && !out['content-encoding']) {
      out.vary = out.vary ? `${out.vary}, Accept-Encoding` : 'Accept-Encoding';
      if (acceptsGzip(request.headers['accept-encoding'])) {
        body = await gzipAsync(body);
        out['content-encoding'] = 'gzip';
      }
    }
    out['content-length'] = String(body.length);
    answer = { status: result.status, headers: out, body };
  } catch (error) {
    if (request.destroyed && !request.complete) return;
    console.error('Request failed', error instanceof Error ? error.message : error);
    // The API's own 500 shape (@ironmark/commerce errorResponse).
    const body = JSON.stringify({ message: 'Sorry, something went wrong', code: 'INTERNAL_ERROR' });
    answer = { status: 500, headers: { ...ANSWER_HEADERS, ...route.headers }, body };
  }
  if (response.destroyed) return;
  response.writeHead(answer.status, answer.headers);
  response.end(answer.body);
}

// Headers of the front door's own answers: nothing to run, nothing to frame, nothing to sniff.
const ANSWER_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/**
 * Largest request body the front door lets through to Next (bytes). Next's proxy copies a body in
 * memory before a route runs (next.config.ts `proxyClientMaxBodySize`, the same figure), and with a
 * body it cannot see the end of (chunked, no Content-Length) it kept reading long after the route had
 * answered 413: 30 concurrent 12 MB chunked uploads cost +700 MB. The largest body a route reads is the
 * search protocol's 256 KiB.
 */
export const MAX_BODY_BYTES = 1024 * 1024;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a request target's path (before '?') is not valid percent-encoded UTF-8. */
export function malformedPath(url) {
  const path = (url ?? '/').split('?', 1)[0] ?? '';
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * Prepares a raw request for Next: sets {@link CLIENT_ADDRESS_HEADER} from the socket (overwriting any
 * client value). Returns the answer to send instead of calling Next — 400 for a path whose
 * percent-encoding is malformed (Next answers those with a plain-text 500) — or null to go on.
 */
export function admit(request) {
  delete request.headers[CLIENT_ADDRESS_HEADER];
  const peer = request.socket?.remoteAddress;
  if (peer) request.headers[CLIENT_ADDRESS_HEADER] = peer;
  if (malformedPath(request.url)) {
    return fieldAnswer(
      400,
      'MALFORMED_PATH',
      'path',
      'malformedPath',
      'The request path is not valid percent-encoded UTF-8',
    );
  }
  return bodyRefusal(request);
}

/**
 * Checks a request's body size before anything reads it: a body over {@link MAX_BODY_BYTES} by its
 * Content-Length is refused with 413, and a body that names no length (chunked) with 411 — every
 * client of the shop's API (a browser's fetch, the search client) sends one. Null when it may go on.
 */
function bodyRefusal(request) {
  if (!BODY_METHODS.has(String(request.method ?? 'GET').toUpperCase())) return null;
  const length = request.headers['content-length'];
  const chunked = /\bchunked\b/i.test(String(request.headers['transfer-encoding'] ?? ''));
  if (length === undefined) {
    return chunked
      ? fieldAnswer(
          411,
          'LENGTH_REQUIRED',
          'Content-Length',
          'required',
          'Send the request body with a Content-Length',
        )
      : null;
  }
  if (Number(length) > MAX_BODY_BYTES) {
    return fieldAnswer(
      413,
      'PAYLOAD_TOO_LARGE',
      'body',
      'payloadTooLarge',
      `The request body is larger than ${MAX_BODY_BYTES} bytes`,
    );
  }
  return null;
}

/**
 * A front-door answer in the API's error shape, naming the one part of the request at fault; a 400
 * (invalid input) also carries it as a model state, as the API's 400s do.
 */
function fieldAnswer(status, code, field, issueCode, message) {
  return {
    status,
    headers: ANSWER_HEADERS,
    body: JSON.stringify({
      message,
      code,
      ...(status === 400 ? { modelState: { [field]: [message] } } : {}),
      issues: [{ field, code: issueCode, params: {}, message }],
    }),
  };
}

/**
 * The answer to a request Node's HTTP parser refused before any handler ran (the server's
 * 'clientError'): 431 naming the headers when they (the request line included) pass Node's header
 * size limit, else 400 naming the request. Node's own answer is a bare status line with no body.
 */
export function parserRefusal(error) {
  if (error?.code === 'HPE_HEADER_OVERFLOW') {
    return fieldAnswer(
      431,
      'HEADERS_TOO_LARGE',
      'headers',
      'tooLarge',
      'The request line and headers are too large',
    );
  }
  return fieldAnswer(400, 'BAD_REQUEST', 'request', 'malformedRequest', 'The request is not valid HTTP');
}

/** Writes an answer on a raw socket as an HTTP/1.1 response that closes the connection. */
export function writeRawAnswer(socket, answer) {
  const reason = answer.status === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
  const headers = {
    ...answer.headers,
    'content-length': String(Buffer.byteLength(answer.body)),
    connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  socket.end(`HTTP/1.1 ${answer.status} ${reason}\r\n${lines.join('\r\n')}\r\n\r\n${answer.body}`);
}

/**
 * Largest body {@link holdWholeResponse} holds back (bytes): pages and RSC payloads are far below it
 * (the home page is about 150 KB); a longer body (a large image) streams from there on.
 */
export const WHOLE_RESPONSE_LIMIT = 4 * 1024 * 1024;

const toBuffer = (chunk, encoding) =>
  typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk);

/**
 * Makes a response leave the server whole: nothing of it (status line, headers, body) is sent until
 * the handler ends it; then it goes out at once. Next streams a page as it renders and sends its
 * headers first, and once headers are out no proxy can retry the request: an instance killed while it
 * renders hands the client a cut page. With the response held, a dying instance has sent nothing, and
 * nginx's `proxy_next_upstream` retries the GET on another instance. The price is time to first byte:
 * a page's first bytes wait for its last (behind nginx, cacheable pages come from its cache anyway).
 * Used for GET and HEAD when WHOLE_RESPONSES=1 (`pnpm start:cluster` sets it). A body longer than
 * `limit` is released and streams from there on.
 */
export function holdWholeResponse(response, limit = WHOLE_RESPONSE_LIMIT) {
  const { write, end, flushHeaders } = response;
  let held = [];
  let size = 0;
  const restore = () => {
    response.write = write;
    response.end = end;
    response.flushHeaders = flushHeaders;
  };
  // Next sends its headers early (flushHeaders before the first chunk): held until the end.
  response.flushHeaders = () => {};
  response.write = (chunk, encoding, callback) => {
    const done = typeof encoding === 'function' ? encoding : callback;
    const buffer = toBuffer(chunk, typeof encoding === 'string' ? encoding : undefined);
    held.push(buffer);
    size += buffer.length;
    if (size > limit) {
      restore();
      const chunks = held;
      held = [];
      let ok = true;
      for (const part of chunks) ok = write.call(response, part);
      if (done) process.nextTick(done);
      return ok;
    }
    if (done) process.nextTick(done);
    return true;
  };
  response.end = (chunk, encoding, callback) => {
    const done = [chunk, encoding, callback].find((value) => typeof value === 'function');
    if (chunk != null && typeof chunk !== 'function')
      held.push(toBuffer(chunk, typeof encoding === 'string' ? encoding : undefined));
    restore();
    return end.call(response, Buffer.concat(held), done);
  };
}
