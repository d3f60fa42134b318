import 'server-only';
import { type PageSeoInput, pageSeo } from '@ironmark/channel';
import { env } from '@ironmark/config/env';
import { previewImageUrl } from '@ironmark/media';
import type { Metadata } from 'next';

/**
 * Page metadata of spec §2 as Next's `Metadata`: channel's `pageSeo` (title, canonical, keywords,
 * hreflang alternates, OpenGraph locale) with the description and the preview image.
 */
export function pageMetadata({
  description,
  image,
  ...page
}: Omit<PageSeoInput, 'siteUrl' | 'brand'> & { description: string; image?: string | null }): Metadata {
  const { SITE_URL, BRAND_NAME } = env();
  const seo = pageSeo({ ...page, siteUrl: SITE_URL, brand: BRAND_NAME });
  const preview = previewImageUrl(image);
  return {
    title: { absolute: seo.title },
    description,
    keywords: seo.keywords,
    metadataBase: new URL(SITE_URL),
    alternates: { canonical: seo.canonical, languages: seo.languages },
    openGraph: {
      title: seo.title,
      description,
      url: seo.canonical,
      siteName: BRAND_NAME,
      locale: seo.openGraphLocale,
      images: [{ url: preview }],
      type: 'website',
    },
    twitter: { card: 'summary_large_image', title: seo.title, description, images: [preview] },
    robots: { index: true, follow: true },
  };
}
