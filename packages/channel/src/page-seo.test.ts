import { describe, expect, it } from 'vitest';
import { locales } from './channels';
import { pageSeo } from './page-seo';

const page = {
  siteUrl: 'https://ironmark.example',
  brand: 'Ironmark',
  locale: 'sv-se',
  path: '/bars',
  title: 'Skivstänger',
};

describe('pageSeo (spec §2)', () => {
  it('titles the page with the brand and gives its canonical address and OpenGraph locale', () => {
    expect(pageSeo(page)).toMatchObject({
      title: 'Skivstänger | Ironmark',
      canonical: 'https://ironmark.example/sv-se/bars',
      openGraphLocale: 'sv_SE',
    });
    expect(pageSeo({ ...page, isHome: true }).title).toBe('Skivstänger');
  });

  it("keeps a page's own keywords; a page without names itself and the brand", () => {
    expect(pageSeo({ ...page, keywords: ['bars', 'olympic'] }).keywords).toBe('bars, olympic');
    expect(pageSeo(page).keywords).toBe('Skivstänger, Ironmark');
    expect(pageSeo({ ...page, title: ' ' }).keywords).toBe('Ironmark');
  });

  it("lists the page in every locale, the language-only 'en' as x-default", () => {
    const { languages } = pageSeo(page);
    expect(Object.keys(languages)).toHaveLength(locales.length);
    expect(languages['x-default']).toBe('https://ironmark.example/en/bars');
    expect(languages.en).toBeUndefined();
    expect(languages['sv-se']).toBe('https://ironmark.example/sv-se/bars');
  });
});
