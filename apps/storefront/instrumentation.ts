/**
 * Runs once when a server instance starts: a bad environment value stops start-up with its name,
 * a start without the front door (server.mjs) is reported, and the commerce database starts opening
 * in the background (not during `next build`).
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
  const { warmCommerce } = await import('./lib/server/commerce-instance');
  void warmCommerce();
}
