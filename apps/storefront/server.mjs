// Serves the built storefront: `node server.mjs [-p PORT] [-H HOSTNAME]` (what `pnpm start` runs).
//
// Next's own `next start` gives route handlers no way to learn the connection's peer address (Next
// fills X-Forwarded-For only when a client sent none, so any client can name its own address), and it
// answers a path with malformed percent-encoding with a plain-text 500 before proxy.ts runs. This is
// Next's documented custom server (next({ ... }).getRequestHandler()) with a front door
// (lib/front-door.mjs) that fixes both before Next sees the request. Routing, proxy.ts, caching and
// static files stay Next's own, except the routes the app registers as direct (the real-time price
// API), which the front door answers itself.
import { createServer } from 'node:http';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  admit,
  answerDirect,
  directRoute,
  FRONT_DOOR_MARKER,
  holdWholeResponse,
  parserRefusal,
  requestWarmUp,
  WARM_UP_IDLE_MS,
  writeRawAnswer,
} from './lib/front-door.mjs';
import { deferPageScripts, isPageRequest } from './lib/page-scripts.mjs';
import { RESOLVED_CONFIG_ENV, resolvedStartConfig } from './lib/start-config.mjs';

function option(names, fallback) {
  const args = process.argv.slice(2);
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    for (const name of names) {
      if (arg === name) return args[index + 1];
      if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1);
    }
  }
  return fallback;
}

process.env.NODE_ENV ??= 'production';
process.env[FRONT_DOOR_MARKER] = '1';
const port = Number(option(['-p', '--port'], process.env.PORT ?? '3000'));
const hostname = option(['-H', '--hostname'], process.env.HOSTNAME);
// Behind a proxy that retries GETs on another instance (deploy/, `pnpm start:cluster`): answers leave
// whole, so an instance that dies mid-render has sent nothing and the proxy retries (holdWholeResponse).
const wholeResponses = process.env.WHOLE_RESPONSES === '1';
const { default: next } = await import('next');
const dir = dirname(fileURLToPath(import.meta.url));
// The build's resolved configuration, as Next's standalone server starts: Next does not transpile and
// evaluate next.config.ts again (lib/start-config.mjs).
const resolvedConfig = process.env[RESOLVED_CONFIG_ENV] ? undefined : resolvedStartConfig(dir);
if (resolvedConfig) process.env[RESOLVED_CONFIG_ENV] = resolvedConfig;
const app = next({ dev: false, dir, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

// The commerce database opens after the first answer has left (or after a quiet second): opening it
// (PGlite's start, migrations, the catalogue's parse) on the same thread would delay that answer.
let warmUpPending = true;
const warmUp = () => {
  if (!warmUpPending) return;
  warmUpPending = false;
  setImmediate(requestWarmUp);
};

const server = createServer((request, response) => {
  if (warmUpPending) response.once('close', warmUp);
  const answer = admit(request);
  if (answer) {
    // A refused body may still be arriving: drop it as it comes (never buffer it), answer, and close
    // the connection after the answer (an early reset would lose the answer at the client).
    const closing = answer.status === 411 || answer.status === 413;
    if (closing) request.resume();
    response.writeHead(answer.status, closing ? { ...answer.headers, connection: 'close' } : answer.headers);
    response.end(answer.body);
    return;
  }
  // The real-time price API answers here, without Next's request adapter (lib/front-door.mjs).
  const direct = directRoute(request);
  if (direct) {
    void answerDirect(direct, request, response);
    return;
  }
  if (wholeResponses && (request.method === 'GET' || request.method === 'HEAD')) holdWholeResponse(response);
  // A page paints before its scripts load (lib/page-scripts.mjs).
  if (isPageRequest(request)) deferPageScripts(request, response);
  handle(request, response).catch((error) => {
    console.error('Request failed', error instanceof Error ? error.message : error);
    if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Internal Server Error');
  });
});

// Idle keep-alive connections outlive a proxy's: nginx keeps its upstream connections 60 s by default
// (keepalive_timeout), and a connection Node closed at its own 5 s default while nginx sends a request
// on it is an upstream error, which marks the instance failed for fail_timeout (with the other instance
// down, every request is then a 502 'no live upstreams').
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

// A request Node's parser refuses (headers over the size limit, broken HTTP) gets the API's error
// shape naming what was wrong, instead of a bare status line.
server.on('clientError', (error, socket) => {
  if (!socket.writable || error?.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  writeRawAnswer(socket, parserRefusal(error));
});

let closing = false;
function shutdown() {
  if (closing) return;
  closing = true;
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5_000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

server.listen(port, hostname, () => {
  console.log(`▲ Storefront ready on http://${hostname ?? 'localhost'}:${port}`);
  setTimeout(warmUp, WARM_UP_IDLE_MS).unref();
});
