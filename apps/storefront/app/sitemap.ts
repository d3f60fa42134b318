import { locales, pageUrl } from '@ironmark/channel';
import { env } from '@ironmark/config/env';
import type { MetadataRoute } from 'next';
import { getCommerce } from '../lib/server/commerce';
import { getContent } from '../lib/server/content';

/** Every category, product, content page and story in every locale, with hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { SITE_URL } = env();
  const catalogue = getCommerce().catalogue;
  const content = getContent();
  const paths = new Set<string>([
    '/',
    '/search',
    '/stories',
    '/store-locator',
    '/service-and-parts',
    '/compare',
    '/order-status',
    '/contact-us',
    '/contact-sales',
  ]);
  for (const category of catalogue.getCategories()) paths.add(category.path);
  for (const product of catalogue.allProducts()) paths.add(product.path);
  for (const path of await content.getPagePaths('en')) paths.add(path);
  for (const story of await content.getStories('en')) paths.add(story.path);
  return [...paths].flatMap((path) =>
    locales.map((locale) => ({
      url: pageUrl(SITE_URL, locale, path),
      alternates: {
        languages: Object.fromEntries(locales.map((code) => [code, pageUrl(SITE_URL, code, path)])),
      },
    })),
  );
}
