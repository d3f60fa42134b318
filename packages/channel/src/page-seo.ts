import { locales } from './channels';
import { openGraphLocale, pageUrl, seoTitle } from './format';

/** What {@link pageSeo} needs to know of a page and the site. */
export interface PageSeoInput {
  /** The site's address, e.g. 'https://ironmark.example'. */
  siteUrl: string;
  brand: string;
  /** The page's locale ('sv-se', or the language-only 'en'). */
  locale: string;
  /** The page's path after the locale, e.g. '/bars' ('' or '/' for the home page). */
  path: string;
  title: string;
  /** The page's own keywords. Default: none (the title and the brand stand in). */
  keywords?: readonly string[];
  /** Whether it is the home page (its title has no ' | {brand}'). Default false. */
  isHome?: boolean;
}

/** The search-engine data of a page (spec §2), framework-free. */
export interface PageSeo {
  /** The document title ({@link seoTitle}). */
  title: string;
  /** The page's canonical address. */
  canonical: string;
  /** The keywords, comma separated. */
  keywords: string;
  /** The hreflang alternates: the page's address in every locale, the language-only 'en' as 'x-default'. */
  languages: Record<string, string>;
  /** The OpenGraph locale ({@link openGraphLocale}). */
  openGraphLocale: string;
}

/**
 * A page's title, canonical address, keywords, hreflang alternates and OpenGraph locale (spec §2):
 * the title with ' | {brand}' (home without), and keywords on every page.
 */
export function pageSeo({
  siteUrl,
  brand,
  locale,
  path,
  title,
  keywords = [],
  isHome = false,
}: PageSeoInput): PageSeo {
  // spec §2: every page carries keywords; a page without its own names itself and the brand.
  const words = keywords.length > 0 ? keywords : [title, brand].filter((word) => word.trim() !== '');
  return {
    title: seoTitle(title, brand, { isHome }),
    canonical: pageUrl(siteUrl, locale, path),
    keywords: words.join(', '),
    languages: Object.fromEntries(
      locales.map((code) => [code === 'en' ? 'x-default' : code, pageUrl(siteUrl, code, path)]),
    ),
    openGraphLocale: openGraphLocale(locale),
  };
}
