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

// Headers of the front door's own answers: nothing to run, nothing to frame, nothing to sniff.
const ANSWER_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

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
    return {
      status: 400,
      headers: ANSWER_HEADERS,
      body: JSON.stringify({
        message: 'The request path is not valid percent-encoded UTF-8',
        code: 'MALFORMED_PATH',
        modelState: { path: ['The request path is not valid percent-encoded UTF-8'] },
      }),
    };
  }
  return null;
}
