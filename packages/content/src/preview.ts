import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { type Env, env as readEnv } from '@ironmark/config/env';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * True when `secret` equals env PREVIEW_SECRET, compared in constant time (both sides are hashed to
 * equal-length digests first, so neither content nor length leaks through timing). False when no
 * PREVIEW_SECRET is configured or `secret` is missing. `environment` defaults to the process env.
 */
export function isValidPreviewSecret(
  secret: string | null | undefined,
  environment: Pick<Env, 'PREVIEW_SECRET'> = readEnv(),
): boolean {
  const expected = environment.PREVIEW_SECRET;
  if (!expected || typeof secret !== 'string' || secret.length === 0) return false;
  return timingSafeEqual(digest(secret), digest(expected));
}

/**
 * Where the preview entry route may redirect: a site path only ('/about', '/sv-se/stories/x');
 * anything else (absolute or protocol-relative URLs, backslashes) becomes '/' so the secret link
 * cannot be used as an open redirect.
 */
export function previewRedirectPath(slug: string | null | undefined): string {
  if (!slug?.startsWith('/') || slug.startsWith('//') || slug.includes('\\')) return '/';
  return /^\/[A-Za-z0-9/_-]*$/.test(slug) ? slug : '/';
}
