import { describe, expect, it } from 'vitest';
import { contentWebhookSchema, isValidWebhookAuthorization, revalidationTargets } from './revalidation';

describe('content webhook revalidation targets', () => {
  it('revalidates the content-page route for a page and the home route for /', () => {
    expect(
      revalidationTargets({ event: 'entry.publish', model: 'page', entry: { path: '/markets' } }),
    ).toEqual([{ path: '/[locale]/[...path]', type: 'page' }]);
    expect(revalidationTargets({ event: 'entry.publish', model: 'page', entry: { path: '/' } })).toEqual([
      { path: '/[locale]', type: 'page' },
    ]);
  });

  it('revalidates the story, the story list and the home page for a story', () => {
    expect(revalidationTargets({ event: 'entry.update', model: 'story', entry: { slug: 'x' } })).toEqual([
      { path: '/[locale]/stories/[slug]', type: 'page' },
      { path: '/[locale]/stories', type: 'page' },
      { path: '/[locale]', type: 'page' },
    ]);
  });

  it('revalidates every page for the shell (navigation, footer, translations) and unknown models', () => {
    for (const model of ['navigation', 'footer', 'translation', 'something-new']) {
      expect(revalidationTargets({ event: 'entry.publish', model })).toEqual([{ path: '/', type: 'layout' }]);
    }
  });

  it('names the missing field of a bad webhook body', () => {
    const result = contentWebhookSchema.safeParse({ event: 'entry.publish' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['model']);
  });

  it('accepts only the configured bearer secret', () => {
    expect(isValidWebhookAuthorization('Bearer s3cret-value', 's3cret-value')).toBe(true);
    expect(isValidWebhookAuthorization('Bearer s3cret-valuX', 's3cret-value')).toBe(false);
    expect(isValidWebhookAuthorization('Bearer s3cret', 's3cret-value')).toBe(false);
    expect(isValidWebhookAuthorization(null, 's3cret-value')).toBe(false);
    expect(isValidWebhookAuthorization('Bearer anything', undefined)).toBe(false);
  });
});
