/**
 * Runs once when a server instance starts: a bad environment value stops start-up with its name,
 * and the commerce database starts opening in the background (not during `next build`).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('@ironmark/config/env');
  env();
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { warmCommerce } = await import('./lib/server/commerce-instance');
  void warmCommerce();
}
