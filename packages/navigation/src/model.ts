import { ANNOUNCEMENT_DEFAULT_INTERVAL_MS, MENU_CONFIG } from '@ironmark/config';
import type {
  Announcement,
  AnnouncementMessage,
  NavigationConfig,
  NavigationItem,
  NavigationSet,
} from './schemas';

// The navigation model without zod (issue 16): constants, types and helpers the header islands use in
// the browser. The schemas of these types live in './schemas'.

export type {
  Announcement,
  AnnouncementMessage,
  CertificationLogo,
  NavigationConfig,
  NavigationFeature,
  NavigationItem,
  NavigationLink,
  NavigationSet,
  TopBar,
} from './schemas';

/** Icons a navigation item may carry (spec §3 'Navigation'). */
export const NAVIGATION_ICONS = ['cart', 'list', 'contact'] as const;
/** An icon name of {@link NAVIGATION_ICONS}. */
export type NavigationIcon = (typeof NAVIGATION_ICONS)[number];

/** The values a certification logo may be selected by (`ipc` is the para-powerlifting logo). */
export const CERTIFICATION_VALUES = ['iwf', 'ipf', 'wppo', 'ipc'] as const;
/** A value of {@link CERTIFICATION_VALUES}. */
export type CertificationValue = (typeof CERTIFICATION_VALUES)[number];

/** Builds a {@link NavigationItem} with the defaults (`url` null, no highlight, no visual, no children, no extra). */
export function navigationItem(
  fields: Pick<NavigationItem, 'id' | 'label'> & Partial<Omit<NavigationItem, 'id' | 'label'>>,
): NavigationItem {
  return { url: null, highlight: false, displayVisual: false, children: [], extra: [], ...fields };
}

/**
 * A {@link NavigationItem} as it travels to the browser: a field holding its default (`url` null,
 * `highlight` and `displayVisual` false, no `children` or `extra`) may be left out.
 */
export type CompactNavigationItem = Pick<NavigationItem, 'id' | 'label'> &
  Partial<Omit<NavigationItem, 'id' | 'label' | 'children'>> & {
    children?: readonly CompactNavigationItem[];
  };

/**
 * Items without the fields that hold {@link navigationItem}'s defaults, at every level: the header
 * hands the menu outline to the browser this way, as about half the bytes. {@link expandNavigationItems}
 * gives the items back whole.
 */
export function compactNavigationItems(items: readonly NavigationItem[]): CompactNavigationItem[] {
  return items.map(({ url, highlight, displayVisual, children, extra, ...rest }) => {
    const item: CompactNavigationItem = { ...rest };
    for (const key of Object.keys(item) as (keyof CompactNavigationItem)[]) {
      if (item[key] === undefined) delete item[key];
    }
    if (url !== null) item.url = url;
    if (highlight) item.highlight = true;
    if (displayVisual) item.displayVisual = true;
    if (children.length > 0) item.children = compactNavigationItems(children);
    if (extra.length > 0) item.extra = extra;
    return item;
  });
}

/** The whole items of {@link compactNavigationItems}' output (whole items pass unchanged). */
export function expandNavigationItems(items: readonly CompactNavigationItem[]): NavigationItem[] {
  return items.map(({ children, ...fields }) =>
    navigationItem({ ...fields, children: expandNavigationItems(children ?? []) }),
  );
}

/** The default configuration: §9 menu flags on, no free-shipping line, no logos. */
export const defaultNavigationConfig: NavigationConfig = {
  ...MENU_CONFIG,
  freeShippingMessage: null,
  certificationLogos: [],
};

/** The default announcement strip: no links or messages, auto-rotating every 7000 ms (spec §9 default). */
export const defaultAnnouncement: Announcement = {
  links: [],
  messages: [],
  autoRotate: true,
  rotationInterval: ANNOUNCEMENT_DEFAULT_INTERVAL_MS,
};

/**
 * Makes a menu URL rooted: trims it; keeps absolute URLs (`https:`, `mailto:`, `//host`), `#hash`
 * and `?query` references; otherwise prefixes a single '/' (`'iwf'` → `'/iwf'`, `''` → `'/'`).
 */
export function normaliseMenuUrl(url: string): string {
  const value = url.trim();
  if (
    /^[a-z][a-z\d+.-]*:/i.test(value) ||
    value.startsWith('//') ||
    value.startsWith('#') ||
    value.startsWith('?')
  ) {
    return value;
  }
  return `/${value.replace(/^\/+/, '')}`;
}

/** A link found anywhere in a navigation set, with where it was found. */
export interface MenuLink {
  url: string;
  label: string;
  /** e.g. `primary/Equipment/Bars`, `announcement.messages`, `config.certificationLogos`. */
  where: string;
}

/**
 * Every link of a navigation set, depth first in display order: primary items (each item, its
 * feature click URL, its extra links, then its children), secondary, focus, announcement links and
 * message URLs, then certification logos. Items without URL are skipped.
 */
export function menuLinks(set: NavigationSet): MenuLink[] {
  const links: MenuLink[] = [];
  const walk = (items: readonly NavigationItem[], where: string) => {
    for (const item of items) {
      const here = `${where}/${item.label}`;
      if (item.url !== null) links.push({ url: item.url, label: item.label, where: here });
      if (item.feature)
        links.push({ url: item.feature.clickUrl, label: item.feature.ctaText, where: `${here}#feature` });
      for (const link of item.extra) links.push({ url: link.url, label: link.label, where: `${here}#extra` });
      walk(item.children, here);
    }
  };
  walk(set.primary, 'primary');
  walk(set.secondary, 'secondary');
  if (set.focus) walk([set.focus], 'focus');
  for (const link of set.announcement.links) links.push({ ...link, where: 'announcement.links' });
  for (const message of set.announcement.messages) {
    if (message.url !== null)
      links.push({ url: message.url, label: message.text, where: 'announcement.messages' });
  }
  for (const logo of set.config.certificationLogos) {
    links.push({ url: logo.url, label: logo.label, where: 'config.certificationLogos' });
  }
  return links;
}

/** Depth of the deepest item (a primary item without children is depth 1; 0 for no items). */
export function menuDepth(items: readonly NavigationItem[]): number {
  return items.reduce((deepest, item) => Math.max(deepest, 1 + menuDepth(item.children)), 0);
}

/** The announcement messages ordered for display: highest `priority` first, ties in source order. */
export function announcementMessages(announcement: Announcement): AnnouncementMessage[] {
  return [...announcement.messages].sort((a, b) => b.priority - a.priority);
}

/**
 * The outline of a navigation set that every page carries (issue 16): primary and secondary items
 * keep what the main bar shows (id, label, url, highlight, aria label, icon) and their direct children
 * as bare links (id, label, url), so the bar can tell which items open a panel and crawlers see the
 * first two levels. Images, features, extra links, tracking data and deeper levels stay out: the
 * mega menu loads the full tree when it first opens.
 */
export function menuOutline(set: NavigationSet): NavigationSet {
  const bare = (item: NavigationItem): NavigationItem =>
    navigationItem({ id: item.id, label: item.label, url: item.url });
  const top = (item: NavigationItem): NavigationItem =>
    navigationItem({
      id: item.id,
      label: item.label,
      url: item.url,
      highlight: item.highlight,
      displayVisual: item.displayVisual,
      ...(item.ariaLabel === undefined ? {} : { ariaLabel: item.ariaLabel }),
      ...(item.icon === undefined ? {} : { icon: item.icon }),
      children: item.children.map(bare),
    });
  return { ...set, primary: set.primary.map(top), secondary: set.secondary.map(top) };
}
