import { env } from '@ironmark/config/env';
import type { MetadataRoute } from 'next';

export default function robots(): MetadataRoute.Robots {
  const { SITE_URL } = env();
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/api/', '/*/checkout', '/*/cart', '/*/my-list', '/*/shared-list/'],
      },
    ],
    sitemap: `${SITE_URL}/sitemap.xml`,
  };
}
