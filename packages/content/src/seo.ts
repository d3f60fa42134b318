import type { Seo } from './schemas';

/** A page's SEO keywords (spec §3 SEO): its comma-separated `tags`, trimmed, without empty ones; none without SEO. */
export function seoKeywords(seo: Pick<Seo, 'tags'> | null | undefined): string[] {
  return (seo?.tags ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}
