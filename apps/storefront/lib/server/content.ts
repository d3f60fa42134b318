import 'server-only';
import { env } from '@ironmark/config/env';
import { type ContentSource, createContentSource } from '@ironmark/content';

let source: ContentSource | undefined;

/** The content source of this server: local files by default, Strapi when CMS_URL is set. */
export function getContent(): ContentSource {
  source ??= createContentSource({ env: env() });
  return source;
}
