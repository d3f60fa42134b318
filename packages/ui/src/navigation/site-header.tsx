'use client';

import { type NavigationItem, type NavigationSet, ROOT_NODE } from '@ironmark/navigation';
import { useMenu } from '@ironmark/navigation/react';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Clock } from '../shell/clock';
import { usePreloadWhenIdle } from '../shell/preload-when-idle';
import { AnnouncementStrip, type AnnouncementStripLabels } from './announcement-strip';
import { MainBar, type MainBarCounts, type MainBarLabels } from './main-bar';
import type { MegaMenuLabels } from './mega-menu';

// The drawer (Radix Dialog, focus trap, scroll lock) is code that only runs once the menu opens:
// it loads as its own chunk, fetched when the browser is idle after the page loads or on the first
// open, whichever comes first, so it is not part of every page's first-load JavaScript.
const loadMegaMenu = () => import('./mega-menu');
const MegaMenu = lazy(() => loadMegaMenu().then((module) => ({ default: module.MegaMenu })));

export interface SiteHeaderProps {
  /** The navigation set (from content, or the static menu). */
  navigation: NavigationSet;
  /** Item counts shown on the My List and cart badges. */
  counts: MainBarCounts;
  /** ISO country of the current channel ('' for the global locale). */
  country: string;
  /** Current country / language, e.g. 'United States · English'. */
  countryLabel: string;
  /** Opens the country and language chooser (flag button and the menu's country button). */
  onChooseLanguage: () => void;
  /** Opens the search (the main bar's search button). */
  onSearchClick: () => void;
  /** Target of the My List / quote list link. */
  quoteListHref?: string;
  /** Target of the cart link. */
  cartHref?: string;
  /** Target of the logo link; default '/'. */
  homeHref?: string;
  /** Quote-only regions hide the cart. Default false. */
  hideCart?: boolean;
  /**
   * Loads the whole primary tree for the mega menu's panels, when `navigation` is only its outline
   * (`menuOutline`): called once, when the browser is idle or on the first open. Without it the
   * panels come from `navigation.primary`.
   */
  loadPrimary?: () => Promise<readonly NavigationItem[]>;
  /** Timer source for the announcement rotation and menu reset; defaults to the browser's timers. */
  clock?: Clock;
  /** Texts of the announcement strip, main bar and mega menu; English defaults. */
  labels?: {
    announcement?: Partial<AnnouncementStripLabels>;
    mainBar?: Partial<MainBarLabels>;
    megaMenu?: Partial<MegaMenuLabels>;
  };
}

/**
 * The page header of spec §2: announcement strip (when the top bar is visible), main bar and the
 * mega-menu drawer, wired to one menu state machine (`useMenu` of @ironmark/navigation/react).
 */
export function SiteHeader({
  navigation,
  counts,
  country,
  countryLabel,
  onChooseLanguage,
  onSearchClick,
  quoteListHref,
  cartHref,
  homeHref,
  hideCart,
  loadPrimary,
  clock,
  labels = {},
}: SiteHeaderProps) {
  const menu = useMenu(clock ? { clock } : {});
  const menuId = useId();
  // Mounted from the first open on, so later opens and the closing transition need no loading.
  const [menuMounted, setMenuMounted] = useState(false);
  if (menu.status !== 'closed' && !menuMounted) setMenuMounted(true);
  // The panels' tree: requested once (idle or first open) and kept. When the request fails the menu
  // shows the outline instead: its second level as plain links to the category pages.
  const tree = useRef<Promise<readonly NavigationItem[]> | null>(null);
  const [loaded, setLoaded] = useState<readonly NavigationItem[] | null>(null);
  const outline = navigation.primary;
  const requestTree = useCallback(() => {
    if (!loadPrimary) return Promise.resolve(null);
    tree.current ??= loadPrimary().catch(() => outline);
    return tree.current.then((primary) => {
      setLoaded(primary);
      return primary;
    });
  }, [loadPrimary, outline]);
  const preload = useCallback(() => Promise.all([loadMegaMenu(), requestTree()]), [requestTree]);
  usePreloadWhenIdle(preload);
  useEffect(() => {
    if (menuMounted) void requestTree();
  }, [menuMounted, requestTree]);
  const primaryTree = loadPrimary ? loaded : navigation.primary;
  return (
    <>
      {navigation.topBar.visible && (
        <AnnouncementStrip
          announcement={navigation.announcement}
          theme={navigation.topBar.theme}
          country={country}
          countryLabel={countryLabel}
          onChooseLanguage={onChooseLanguage}
          clock={clock}
          labels={labels.announcement}
        />
      )}
      <MainBar
        primary={navigation.primary}
        focus={navigation.focus}
        counts={counts}
        openNode={menu.status === 'open' ? menu.state.node : null}
        menuId={menuId}
        quoteListHref={quoteListHref}
        cartHref={cartHref}
        homeHref={homeHref}
        hideCart={hideCart}
        onMenuClick={() => menu.dispatch({ type: 'open', node: ROOT_NODE })}
        onSearchClick={onSearchClick}
        onPrimaryClick={(index, item, event) => {
          // A modified click (new tab or window) follows the link and leaves the menu alone.
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          // A primary item with children opens (or toggles) its panel instead of following its link.
          if (item.children.length > 0) event.preventDefault();
          menu.dispatch({
            type: 'primaryClick',
            index,
            hasChildren: item.children.length > 0,
            via: event.detail === 0 ? 'keyboard' : 'mouse',
          });
        }}
        labels={labels.mainBar}
      />
      {menuMounted && primaryTree && (
        <Suspense fallback={null}>
          <MegaMenu
            id={menuId}
            primary={primaryTree}
            certificationLogos={navigation.config.certificationLogos}
            state={menu.state}
            dispatch={menu.dispatch}
            country={country}
            countryLabel={countryLabel}
            onChooseCountry={() => {
              menu.dispatch({ type: 'close' });
              onChooseLanguage();
            }}
            labels={labels.megaMenu}
          />
        </Suspense>
      )}
    </>
  );
}
