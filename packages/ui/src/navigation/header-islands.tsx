'use client';

import {
  type CompactNavigationItem,
  expandNavigationItems,
  type NavigationItem,
  ROOT_NODE,
} from '@ironmark/navigation';
import { useMenu } from '@ironmark/navigation/react';
import {
  createContext,
  type KeyboardEvent,
  lazy,
  type MouseEvent,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { CountBadge } from '../shell/badge-count';
import type { Clock } from '../shell/clock';
import { Link } from '../shell/link';
import { preloadOnIntent } from '../shell/preload-on-intent';
import type { MegaMenuLabels, MegaMenuProps } from './mega-menu';

// The client islands of the server-rendered site header (issue 16 'the shell renders on the server'):
// the header's markup comes from the server; only the menu's state, the primary items that open it,
// the count badges and the country button run in the browser.

// The drawer (Radix Dialog, focus trap, scroll lock) is code that only runs once the menu opens:
// it loads as its own chunk, with the whole tree, when a shopper shows the intent to open it (a
// pointer over or pressing a control that opens it, or keyboard focus on one) or at the first open.
// Neither is part of a page's first-load JavaScript, and a page that is only read loads neither: the
// tree's check (zod) and the drawer's code made long tasks on a phone when they loaded on idle.
const loadMegaMenu = () => import('./mega-menu');
const MegaMenu = lazy(() => loadMegaMenu().then((module) => ({ default: module.MegaMenu })));

/** Counts shown in the header badges (badges show above 0 — spec §2). */
export interface MainBarCounts {
  /** Cart quantity. */
  cart: number;
  /** Favourites quantity. */
  quoteList: number;
  /** Number of configurator builds; added to the quote-list badge (spec §2). */
  builds: number;
}

/** What the header's islands take from the page's client state. */
export interface SiteHeaderActionsProps {
  /** Item counts shown on the My List and cart badges. */
  counts: MainBarCounts;
  /** Opens the country and language chooser (the strip's flag button and the menu's country button). */
  onChooseLanguage: () => void;
  /**
   * Loads the whole primary tree for the mega menu's panels, when the header carries only its outline
   * (`menuOutline`): called once, at the first intent to open the menu (a pointer over or pressing
   * its toggle or a primary item, or focus on one) or at the first open. Without it the
   * panels come from the header's own items.
   */
  loadPrimary?: () => Promise<readonly NavigationItem[]>;
  /** Timer source for the announcement rotation and menu reset; defaults to the browser's timers. */
  clock?: Clock;
}

const NO_COUNTS: MainBarCounts = { cart: 0, quoteList: 0, builds: 0 };
const ActionsContext = createContext<SiteHeaderActionsProps>({
  counts: NO_COUNTS,
  onChooseLanguage: () => {},
});

/**
 * Gives the islands of a server-rendered {@link SiteHeader} below it the page's client state: badge
 * counts, the country chooser and the menu tree's loader (functions cannot cross from the server).
 */
export function SiteHeaderActions({
  counts,
  onChooseLanguage,
  loadPrimary,
  clock,
  children,
}: SiteHeaderActionsProps & { children: ReactNode }) {
  const { cart, quoteList, builds } = counts;
  const value = useMemo(
    () => ({ counts: { cart, quoteList, builds }, onChooseLanguage, loadPrimary, clock }),
    [cart, quoteList, builds, onChooseLanguage, loadPrimary, clock],
  );
  return <ActionsContext.Provider value={value}>{children}</ActionsContext.Provider>;
}

/** The nearest {@link SiteHeaderActions}' state (no counts and no chooser outside one). */
export function useSiteHeaderActions(): SiteHeaderActionsProps {
  return useContext(ActionsContext);
}

interface MenuContextValue {
  openNode: string | null;
  menuId: string;
  /** Loads the drawer's code and the tree ahead of an open (`preloadOnIntent`). */
  preload: () => Promise<unknown>;
  open: () => void;
  primaryClick: (index: number, via: 'keyboard' | 'mouse') => void;
}

const MenuContext = createContext<MenuContextValue | null>(null);

export interface HeaderMenuProps {
  /**
   * The primary items the header carries (the outline, or the whole tree without `loadPrimary`),
   * whole or compacted (`compactNavigationItems`: about half the bytes on the page).
   */
  primary: readonly CompactNavigationItem[];
  /** Logos of the top-level panels (spec §2). */
  certificationLogos?: MegaMenuProps['certificationLogos'];
  /** ISO country of the current channel, drawn on the menu's country button. */
  country: string;
  /** Current country / language shown on that button. */
  countryLabel: string;
  /** Texts of the menu's controls; English defaults. */
  labels?: Partial<MegaMenuLabels>;
  /** The header's markup, whose islands open the menu. */
  children: ReactNode;
}

/**
 * The mega menu's state around the header (one `useMenu` machine of @ironmark/navigation/react), and
 * the drawer itself, mounted from the first open on so later opens and the closing transition need no
 * loading. When the tree cannot be loaded the menu shows the outline: its second level as plain links.
 */
export function HeaderMenu({
  primary: carried,
  certificationLogos,
  country,
  countryLabel,
  labels,
  children,
}: HeaderMenuProps) {
  const { loadPrimary, clock, onChooseLanguage } = useSiteHeaderActions();
  const primary = useMemo(() => expandNavigationItems(carried), [carried]);
  const menu = useMenu(clock ? { clock } : {});
  const menuId = useId();
  const [menuMounted, setMenuMounted] = useState(false);
  if (menu.status !== 'closed' && !menuMounted) setMenuMounted(true);
  const tree = useRef<Promise<readonly NavigationItem[]> | null>(null);
  const [loaded, setLoaded] = useState<readonly NavigationItem[] | null>(null);
  const requestTree = useCallback(() => {
    if (!loadPrimary) return Promise.resolve(null);
    tree.current ??= loadPrimary().catch(() => primary);
    return tree.current.then((items) => {
      setLoaded(items);
      return items;
    });
  }, [loadPrimary, primary]);
  const preload = useCallback(() => Promise.all([loadMegaMenu(), requestTree()]), [requestTree]);
  useEffect(() => {
    if (menuMounted) void requestTree();
  }, [menuMounted, requestTree]);
  const { dispatch } = menu;
  const openNode = menu.status === 'open' ? menu.state.node : null;
  const value = useMemo<MenuContextValue>(
    () => ({
      openNode,
      menuId,
      preload,
      open: () => dispatch({ type: 'open', node: ROOT_NODE }),
      primaryClick: (index, via) => dispatch({ type: 'primaryClick', index, hasChildren: true, via }),
    }),
    [openNode, menuId, preload, dispatch],
  );
  const primaryTree = loadPrimary ? loaded : primary;
  return (
    <MenuContext.Provider value={value}>
      {children}
      {menuMounted && primaryTree && (
        <Suspense fallback={null}>
          <MegaMenu
            id={menuId}
            primary={primaryTree}
            certificationLogos={certificationLogos}
            state={menu.state}
            dispatch={dispatch}
            country={country}
            countryLabel={countryLabel}
            onChooseCountry={() => {
              dispatch({ type: 'close' });
              onChooseLanguage();
            }}
            labels={labels}
          />
        </Suspense>
      )}
    </MenuContext.Provider>
  );
}

/** The phone's menu button: opens the root panel. */
export function MenuToggle({
  className,
  label,
  children,
}: {
  className: string;
  label: string;
  children: ReactNode;
}) {
  const menu = useContext(MenuContext);
  const expanded = menu?.openNode != null;
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-controls={expanded ? menu?.menuId : undefined}
      {...(menu && preloadOnIntent(menu.preload))}
      onClick={menu?.open}
    >
      {children}
    </button>
  );
}

export interface PrimaryMenuItemProps {
  /** Position among the primary items (its panel is node `root-{index}`). */
  index: number;
  /** The item's label, link (a real link without JavaScript) and accessible name. */
  item: Pick<NavigationItem, 'label' | 'url' | 'ariaLabel'>;
  /** Classes of the item; `expandedClassName` is added while its panel is open. */
  className: string;
  expandedClassName: string;
}

/**
 * A primary item that opens its mega-menu panel. With a link it stays a real link (without
 * JavaScript, and for crawlers, it leads to the item's page); with JavaScript a plain click opens the
 * panel instead, and a modified click (new tab or window) follows the link.
 */
export function PrimaryMenuItem({ index, item, className, expandedClassName }: PrimaryMenuItemProps) {
  const menu = useContext(MenuContext);
  const node = `${ROOT_NODE}-${index}`;
  const expanded = menu?.openNode === node || (menu?.openNode?.startsWith(`${node}-`) ?? false);
  const disclosure = {
    className: expanded ? `${className} ${expandedClassName}` : className,
    'aria-label': item.ariaLabel,
    'aria-expanded': expanded,
    'aria-haspopup': 'dialog' as const,
    'aria-controls': expanded ? menu?.menuId : undefined,
    ...(menu && preloadOnIntent(menu.preload)),
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      menu?.primaryClick(index, event.detail === 0 ? 'keyboard' : 'mouse');
    },
  };
  if (!item.url) {
    return (
      <button type="button" {...disclosure}>
        {item.label}
      </button>
    );
  }
  return (
    <Link
      href={item.url}
      {...disclosure}
      // A disclosure answers Space as a button does.
      onKeyDown={(event: KeyboardEvent<HTMLAnchorElement>) => {
        if (event.key !== ' ') return;
        event.preventDefault();
        event.currentTarget.click();
      }}
    >
      {item.label}
    </Link>
  );
}

/** The My List or cart link with its count badge; the builds count joins the My List badge (spec §2). */
export function CountLink({
  kind,
  href,
  label,
  itemsLabel,
  className,
  children,
}: {
  kind: 'cart' | 'quoteList';
  href: string;
  /** The link's name; the count is appended ('Cart, 3 items'). */
  label: string;
  /** Appended to a count, e.g. 'items'. */
  itemsLabel: string;
  className: string;
  /** The icon. */
  children: ReactNode;
}) {
  const { counts } = useSiteHeaderActions();
  const count = kind === 'cart' ? counts.cart : counts.quoteList + counts.builds;
  return (
    <Link
      href={href}
      className={className}
      aria-label={count > 0 ? `${label}, ${count} ${itemsLabel}` : label}
    >
      {children}
      <CountBadge count={count} aria-hidden className="absolute top-0.5 right-0.5" />
    </Link>
  );
}
