import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * Body of a Strapi v5 webhook (Settings → Webhooks, events entry.publish / entry.unpublish /
 * entry.update / entry.delete): the event, the content-type `model` and the `entry` it concerns.
 */
export const contentWebhookSchema = z.object({
  event: z.string().min(1, 'event is required'),
  model: z.string().min(1, 'model is required'),
  entry: z
    .object({
      path: z.string().optional(),
      slug: z.string().optional(),
      locale: z.string().optional(),
    })
    .loose()
    .optional(),
});
/** A parsed content webhook. */
export type ContentWebhook = z.infer<typeof contentWebhookSchema>;

/** One `revalidatePath(path, type)` call: a route pattern (`/[locale]/stories/[slug]`) or a layout. */
export interface RevalidationTarget {
  path: string;
  type: 'page' | 'layout';
}

/**
 * The storefront routes a published content change reaches (issue 17, on-demand revalidation):
 * - a page: the content-page route (`/[locale]/[...path]`, or `/[locale]` for the home page `/`);
 * - a story: its route, the story list and the home page (which lists the latest stories);
 * - navigation, footer, translations or any other model: every page (`/` layout), since the shell
 *   or the texts of every page may change.
 * Route patterns cover every locale of the language at once.
 */
export function revalidationTargets(webhook: ContentWebhook): RevalidationTarget[] {
  switch (webhook.model) {
    case 'page':
      return webhook.entry?.path === '/' || webhook.entry?.path === ''
        ? [{ path: '/[locale]', type: 'page' }]
        : [{ path: '/[locale]/[...path]', type: 'page' }];
    case 'story':
      return [
        { path: '/[locale]/stories/[slug]', type: 'page' },
        { path: '/[locale]/stories', type: 'page' },
        { path: '/[locale]', type: 'page' },
      ];
    default:
      return [{ path: '/', type: 'layout' }];
  }
}

/** Whether `authorization` is `Bearer {secret}` (constant time); always false when no secret is configured. */
export function isValidWebhookAuthorization(
  authorization: string | null,
  secret: string | undefined,
): boolean {
  if (!secret || !authorization?.startsWith('Bearer ')) return false;
  const given = Buffer.from(authorization.slice('Bearer '.length));
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
