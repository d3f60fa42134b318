import 'server-only';
import { getChannel } from '@ironmark/channel';
import type { Catalogue, Commerce } from '@ironmark/commerce/server';
import { commerceInstance } from './commerce-instance';

/** The commerce backend of this server (server code only; see `commerceInstance`). */
export function getCommerce(): Commerce {
  return commerceInstance();
}

/** The catalogue with its texts in the language of a page locale ('sv-se' → Swedish; unknown → English). */
export function catalogueFor(locale: string): Catalogue {
  return getCommerce().catalogue.inLanguage(getChannel(locale)?.language ?? 'en');
}
