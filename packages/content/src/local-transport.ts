import 'server-only';
import { CONTENT_ERROR, ContentError } from './errors';
import { collectionResponseSchema } from './schemas';
import type { ContentQuery, ContentTransport } from './transport';

/** Recorded Strapi v5 responses keyed `{collection}.{locale}` or `{collection}.{locale}.draft`. */
export type ResponseFiles = Readonly<Record<string, unknown>>;

/**
 * The transport over content files, each a recorded Strapi v5 collection response (the demo site's
 * are the versioned files under `packages/content/data`, `demoContent` of `@ironmark/content/demo`).
 * Draft files hold the `status=draft` response of a collection.
 */
export function createLocalTransport(files: ResponseFiles): ContentTransport {
  return {
    kind: 'local',
    async find(query: ContentQuery): Promise<unknown[]> {
      const key = `${query.collection}.${query.locale}${query.status === 'draft' ? '.draft' : ''}`;
      const file =
        files[key] ?? (query.status === 'draft' ? files[`${query.collection}.${query.locale}`] : undefined);
      if (file === undefined) {
        throw new ContentError(CONTENT_ERROR.missingLocalFile, `No local content file ${key}.json`, { key });
      }
      const response = collectionResponseSchema.safeParse(file);
      if (!response.success) {
        throw new ContentError(
          CONTENT_ERROR.invalidPayload,
          `Content file ${key}.json is not a Strapi response`,
          {
            key,
            issues: response.error.issues,
          },
        );
      }
      const filters = Object.entries(query.filters ?? {});
      return response.data.data.filter((document) =>
        filters.every(([field, value]) => fieldOf(document, field) === value),
      );
    },
  };
}

function fieldOf(document: unknown, field: string): unknown {
  return typeof document === 'object' && document !== null
    ? (document as Record<string, unknown>)[field]
    : undefined;
}
