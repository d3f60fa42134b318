import 'server-only';
import { locales, pageUrl, seoTitle } from '@ironmark/channel';
import { env } from '@ironmark/config/env';
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
  return {
    title: { absolute: fullTitle },
    description,
    keywords: keywords.length > 0 ? keywords.join(', ') : undefined,
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
      locale: locale.replace('-', '_'),
      images: image ? [{ url: image }] : undefined,
      type: 'website',
    },
    robots: { index: true, follow: true },
  };
}
