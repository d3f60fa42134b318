import 'server-only';
import { env } from '@ironmark/config/env';
import { type ContentSource, createContentSource } from '@ironmark/content';
import { demoContent } from '@ironmark/content/demo';

let source: ContentSource | undefined;

/** The content source of this server: the demo content files by default, Strapi when CMS_URL is set. */
export function getContent(): ContentSource {
  source ??= createContentSource({ env: env(), localFiles: demoContent });
  return source;
}
