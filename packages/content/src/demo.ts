/**
 * @ironmark/content/demo — the demo site's content (about 2 MB of recorded Strapi responses: menus,
 * footers, pages, stories and texts in four languages). Kept apart from the content API so only a
 * deliberate import downloads it: `createContentSource({ env, localFiles: demoContent })`.
 */
import { localData } from './local-data.gen';
import { createLocalTransport, type ResponseFiles } from './local-transport';
import type { ContentTransport } from './transport';

/** The demo site's content files, keyed `{collection}.{language}` (`.draft` for previews). */
export const demoContent: ResponseFiles = localData;

/** A transport over {@link demoContent}. */
export function createDemoTransport(): ContentTransport {
  return createLocalTransport(demoContent);
}
