import { compactNavigationItems, type NavigationSet } from '@ironmark/navigation';
import { AnnouncementStrip, type AnnouncementStripLabels } from './announcement-strip';
import { HeaderMenu } from './header-islands';
import { MainBar, type MainBarLabels } from './main-bar';
import type { MegaMenuLabels } from './mega-menu';

export interface SiteHeaderProps {
  /** The navigation set (from content, or the static menu); its outline (`menuOutline`) is enough. */
  navigation: NavigationSet;
  /** ISO country of the current channel ('' for the global locale). */
  country: string;
  /** Current country / language, e.g. 'United States · English'. */
  countryLabel: string;
  /** Target of the search button; default '/search'. */
  searchHref?: string;
  /** Target of the My List / quote list link. */
  quoteListHref?: string;
  /** Target of the cart link. */
  cartHref?: string;
  /** Target of the logo link; default '/'. */
  homeHref?: string;
  /** Quote-only regions hide the cart. Default false. */
  hideCart?: boolean;
  /** Texts of the announcement strip, main bar and mega menu; English defaults. */
  labels?: {
    announcement?: Partial<AnnouncementStripLabels>;
    mainBar?: Partial<MainBarLabels>;
    megaMenu?: Partial<MegaMenuLabels>;
  };
}

/**
 * The page header of spec §2: announcement strip (when the top bar is visible), main bar and the
 * mega-menu drawer. A server component (its props are plain data): the page's client state (badge
 * counts, the country chooser, the menu tree's loader) reaches its islands through a
 * {@link SiteHeaderActions} around it.
 */
export function SiteHeader({
  navigation,
  country,
  countryLabel,
  searchHref,
  quoteListHref,
  cartHref,
  homeHref,
  hideCart,
  labels = {},
}: SiteHeaderProps) {
  return (
    <HeaderMenu
      primary={compactNavigationItems(navigation.primary)}
      certificationLogos={navigation.config.certificationLogos}
      country={country}
      countryLabel={countryLabel}
      labels={labels.megaMenu}
    >
      {navigation.topBar.visible && (
        <AnnouncementStrip
          announcement={navigation.announcement}
          theme={navigation.topBar.theme}
          country={country}
          countryLabel={countryLabel}
          labels={labels.announcement}
        />
      )}
      <MainBar
        primary={navigation.primary}
        focus={navigation.focus}
        searchHref={searchHref}
        quoteListHref={quoteListHref}
        cartHref={cartHref}
        homeHref={homeHref}
        hideCart={hideCart}
        labels={labels.mainBar}
      />
    </HeaderMenu>
  );
}
