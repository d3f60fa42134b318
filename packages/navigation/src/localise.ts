import type { NavigationItem, NavigationSet } from './model';

/**
 * Prefixes a site-rooted URL with the page locale: '/equipment/bars' ⇒ '/sv-se/equipment/bars',
 * '/' ⇒ '/sv-se'. External ('https:', 'mailto:'), protocol-relative, hash-only and already
 * prefixed URLs are returned unchanged.
 */
export function localiseUrl(url: string, locale: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const prefix = `/${locale}`;
  if (
    url === prefix ||
    url.startsWith(`${prefix}/`) ||
    url.startsWith(`${prefix}?`) ||
    url.startsWith(`${prefix}#`)
  ) {
    return url;
  }
  return url === '/' ? prefix : `${prefix}${url}`;
}

/**
 * Whether a pathname is a checkout page (`/{locale}/checkout` or below, e.g. the confirmation; not
 * `/{locale}/checkouts`). The shell leaves out the lazily loaded overlay panels there (spec §2).
 */
export function isCheckoutPath(pathname: string | null | undefined): boolean {
  return /^\/[a-z]{2}(?:-[a-z]{2})?\/checkout(?:\/|$)/i.test(pathname ?? '');
}

/**
 * Returns a copy of a navigation set whose every link (items, features, extra links, announcement
 * links and messages, certification logos) points inside `locale`. The input is not changed.
 */
export function localiseNavigation(set: NavigationSet, locale: string): NavigationSet {
  const at = (url: string) => localiseUrl(url, locale);
  const item = (entry: NavigationItem): NavigationItem => ({
    ...entry,
    url: entry.url === null ? null : at(entry.url),
    feature: entry.feature ? { ...entry.feature, clickUrl: at(entry.feature.clickUrl) } : entry.feature,
    extra: entry.extra.map((link) => ({ ...link, url: at(link.url) })),
    children: entry.children.map(item),
  });
  return {
    ...set,
    primary: set.primary.map(item),
    secondary: set.secondary.map(item),
    focus: set.focus ? item(set.focus) : set.focus,
    announcement: {
      ...set.announcement,
      links: set.announcement.links.map((link) => ({ ...link, url: at(link.url) })),
      messages: set.announcement.messages.map((message) => ({
        ...message,
        url: message.url === null ? null : at(message.url),
      })),
    },
    config: {
      ...set.config,
      certificationLogos: set.config.certificationLogos.map((logo) => ({ ...logo, url: at(logo.url) })),
    },
  };
}
