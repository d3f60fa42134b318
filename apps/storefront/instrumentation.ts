/**
 * Runs once when a server instance starts: a bad environment value stops start-up with its name,
 * a start without the front door (server.mjs) is reported, and the commerce database starts opening
 * in the background once the server has answered its first request (not during `next build`, nor in
 * development), and the real-time price API is registered as a route the front door answers itself.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('@ironmark/config/env');
  env();
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  if (process.env.NODE_ENV === 'production' && process.env.IRONMARK_FRONT_DOOR !== '1') {
    // Without server.mjs no request carries its peer address: every client shares one rate-limit budget.
    console.error(
      'The storefront was started without its front door: start it with `node server.mjs` (pnpm start), not `next start`.',
    );
  }
  // In development the warm-up (PGlite open, migrate, seed: minutes of CPU on 2 cores) competed with
  // the first page's compile; a dev page needs no database until prices load, so it opens on first use.
  if (process.env.NODE_ENV === 'development') return;
  // Behind the front door (server.mjs) the database opens once the first answer has left; without it, now.
  const { FRONT_DOOR_MARKER, registerDirectRoute, registerWarmUp } = await import('./lib/front-door.mjs');
  // The real-time price and stock API, asked on every page with prices, answers in the front door
  // without Next's request adapter, with the headers next.config.ts gives every /api answer.
  // Its module loads on the first call, then the handler is kept: no import per request.
  const { STATIC_ASSET_HEADERS } = await import('@ironmark/config/security');
  let realtime: ((request: Request) => Promise<Response>) | undefined;
  registerDirectRoute({
    method: 'POST',
    path: '/api/getrealtimeproductdata',
    headers: STATIC_ASSET_HEADERS,
    handle: async (request) => {
      realtime ??= (await import('./lib/server/commerce-instance')).commerceInstance().handlers.realtime;
      return realtime(request);
    },
  });
  registerWarmUp(
    () => void import('./lib/server/commerce-instance').then(({ warmCommerce }) => warmCommerce()),
    process.env[FRONT_DOOR_MARKER] === '1',
  );
}
