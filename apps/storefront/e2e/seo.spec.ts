import { expect, test } from '@playwright/test';

// Issue 20 'SEO and sharing': every page type carries a title, canonical link, description, keywords
// and a PNG/JPEG preview image, with an OpenGraph locale of the form en_US.
const pages = [
  { path: '/en-us', locale: 'en_US' },
  { path: '/sv-se', locale: 'sv_SE' },
  { path: '/en-us/equipment/bars', locale: 'en_US' },
  { path: '/de-de/equipment/bars/weightlifting', locale: 'de_DE' },
  { path: '/en-us/products/iwf-weightlifting-competition-bar-20-kg', locale: 'en_US' },
  { path: '/sv-se/stories', locale: 'sv_SE' },
  { path: '/en-us/stories/guide-to-knee-sleeves', locale: 'en_US' },
  { path: '/fr-fr/search', locale: 'fr_FR' },
  { path: '/en-us/cart', locale: 'en_US' },
  { path: '/en-us/about', locale: 'en_US' },
  { path: '/en', locale: 'en_US' },
];

const meta = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];

for (const { path, locale } of pages) {
  test(`${path} carries title, canonical, description, keywords and a PNG/JPEG preview`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(/<title>([^<]+)<\/title>/.exec(html)?.[1]?.trim()).toBeTruthy();
    expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toMatch(/^https?:\/\//);
    expect(meta(html, 'name', 'description')).toBeTruthy();
    expect(meta(html, 'name', 'keywords')).toMatch(/\S/);
    expect(meta(html, 'property', 'og:locale')).toBe(locale);
    const image = meta(html, 'property', 'og:image');
    expect(image).toMatch(/\.(png|jpe?g)(\?|$)/);
    // Prerendered pages name the build's site origin; the image is fetched from this server.
    const preview = await request.get(new URL(image ?? '', 'http://site.invalid').pathname);
    expect(preview.status()).toBe(200);
    expect(preview.headers()['content-type']).toMatch(/^image\/(png|jpeg)/);
    const bytes = await preview.body();
    // PNG or JPEG signature, not an SVG document.
    expect(bytes.subarray(0, 4).toString('hex')).toMatch(/^(89504e47|ffd8ff)/);
  });
}
