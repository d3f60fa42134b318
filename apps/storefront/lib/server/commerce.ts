import 'server-only';
import type { Commerce } from '@ironmark/commerce/server';
import { commerceInstance } from './commerce-instance';

/** The commerce backend of this server (server code only; see `commerceInstance`). */
export function getCommerce(): Commerce {
  return commerceInstance();
}
