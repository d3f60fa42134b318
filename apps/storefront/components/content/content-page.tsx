import 'server-only';
import type { Page } from '@ironmark/content';
import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { getContent } from '../../lib/server/content';
import { pageMetadata } from '../../lib/server/seo';

/**
 * The CMS page at `path` for `locale` when it exists (the draft in preview mode), else null. Paths
 * are checked against the page list first so a page without CMS content logs nothing.
 */
export async function cmsPage(locale: string, path: string): Promise<Page | null> {
  const content = getContent();
  const { isEnabled: preview } = await draftMode();
  if (!preview && !(await content.getPagePaths(locale)).includes(path)) return null;
  const result = await content.getPage(locale, path, { preview });
  return result.found ? result.page : null;
}

/**
 * Metadata of a page that may have CMS content: the CMS SEO (title, description, keywords, image)
 * when present, else the page's title and the given description (spec §2 title rule via `pageMetadata`).
 */
export async function cmsPageMetadata(
  locale: string,
  path: string,
  fallback: { title: string; description: string },
): Promise<Metadata> {
  const page = await cmsPage(locale, path);
  const seo = page ? await getContent().getSeo(locale, path) : null;
  return pageMetadata({
    locale,
    path,
    title: seo?.title ?? page?.title ?? fallback.title,
    description: seo?.desc ?? page?.description ?? fallback.description,
    keywords: seo?.tags
      ? seo.tags
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean)
      : [],
    image: seo?.image?.url ?? null,
  });
}
