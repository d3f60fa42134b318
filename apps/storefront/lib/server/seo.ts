import 'server-only';
import { locales, openGraphLocale, pageUrl, seoTitle } from '@ironmark/channel';
import { env } from '@ironmark/config/env';
import { previewImageUrl } from '@ironmark/media';
import type { Metadata } from 'next';

/**
 * Page metadata of spec §2: title with ' | {brand}' (home without), canonical, description,
 * keywords (comma separated), preview image, locale and hreflang alternates for every locale.
 */
export function pageMetadata({
  locale,
  path,
  title,
  description,
  keywords = [],
  image,
  isHome = false,
}: {
  locale: string;
  path: string;
  title: string;
  description: string;
  keywords?: readonly string[];
  image?: string | null;
  isHome?: boolean;
}): Metadata {
  const { SITE_URL, BRAND_NAME } = env();
  const fullTitle = seoTitle(title, BRAND_NAME, { isHome });
  const canonical = pageUrl(SITE_URL, locale, path);
  // spec §2: every page carries keywords; a page without its own names itself and the brand.
  const words = keywords.length > 0 ? keywords : [title, BRAND_NAME].filter((word) => word.trim() !== '');
  const preview = previewImageUrl(image);
  return {
    title: { absolute: fullTitle },
    description,
    keywords: words.join(', '),
    metadataBase: new URL(SITE_URL),
    alternates: {
      canonical,
      languages: Object.fromEntries(
        locales.map((code) => [code === 'en' ? 'x-default' : code, pageUrl(SITE_URL, code, path)]),
      ),
    },
    openGraph: {
      title: fullTitle,
      description,
      url: canonical,
      siteName: BRAND_NAME,
      locale: openGraphLocale(locale),
      images: [{ url: preview }],
      type: 'website',
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [preview] },
    robots: { index: true, follow: true },
  };
}
