// The storefront's front door: what the HTTP server does with a raw Node request before Next sees it.
// Plain JavaScript so server.mjs runs it without a build; typed by front-door.d.mts.

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
