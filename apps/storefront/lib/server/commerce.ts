import 'server-only';
import { env } from '@ironmark/config/env';
import { type Commerce, createCommerce } from '@ironmark/commerce/server';

// One backend per server process: route handlers and pages are bundled apart, so plain module
// state could open the embedded database twice.
const KEY = Symbol.for('ironmark.storefront.commerce');
type WithCommerce = typeof globalThis & { [KEY]?: Commerce };

/**
 * The commerce backend of this server. The catalogue is read-only data (safe at build time); the
 * database opens on the first service call, at request time only.
 */
export function getCommerce(): Commerce {
  const host = globalThis as WithCommerce;
  host[KEY] ??= createCommerce({ env: env() });
  return host[KEY];
}
