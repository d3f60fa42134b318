import { demoCatalogue } from '@ironmark/commerce/demo';
import { type Commerce, createCommerce } from '@ironmark/commerce/server';
import { env } from '@ironmark/config/env';

// One backend per server process: route handlers, pages and instrumentation are bundled apart, so
// plain module state could open the embedded database twice.
const KEY = Symbol.for('ironmark.storefront.commerce');
type WithCommerce = typeof globalThis & { [KEY]?: Commerce };

/**
 * The commerce backend of this server process, selling the demo catalogue. The catalogue is read-only data (safe at build
 * time); the database opens on the first service call or when `warmCommerce` runs at start.
 */
export function commerceInstance(): Commerce {
  const host = globalThis as WithCommerce;
  host[KEY] ??= createCommerce({ env: env(), catalogue: demoCatalogue() });
  return host[KEY];
}

/**
 * Opens (and migrates) the database in the background when the server starts, so the first
 * shopper does not wait for PGlite's start (≈ 2–3 s). A failure is logged; requests retry it.
 */
export function warmCommerce(): Promise<void> {
  const started = Date.now();
  return commerceInstance()
    .services()
    .then(
      () => console.info(`Commerce database ready in ${Date.now() - started} ms`),
      (error: unknown) =>
        console.warn(
          'Commerce database not ready at start; requests will retry:',
          error instanceof Error ? error.message : error,
        ),
    );
}
