import type { Translate } from '../translate';
import type { AnnouncementStripLabels } from './announcement-strip';
import type { FooterLabels } from './footer';
import type { MainBarLabels } from './main-bar';
import type { MegaMenuLabels } from './mega-menu';

/** The header's main bar texts from the storefront's keys. */
export function mainBarTexts(t: Translate): MainBarLabels {
  return {
    home: t('nav.logo'),
    menu: t('nav.menu'),
    search: t('nav.search'),
    quoteList: t('nav.quoteList'),
    cart: t('nav.cart'),
    navigation: t('nav.mainNavigation'),
    items: t('nav.items'),
  };
}

/** The footer's texts from the storefront's keys (the copyright keeps `{year}` for the footer to fill). */
export function footerTexts(t: Translate): FooterLabels {
  return {
    copyright: t('footer.copyright', ['{year}']),
    social: t('footer.followUs'),
    home: t('nav.logo'),
    navigation: t('footer.navigation'),
    certifications: t('nav.certifiedBy'),
  };
}

/** The announcement strip's texts (its region, the country and language button) from the storefront's keys. */
export function announcementStripTexts(t: Translate): AnnouncementStripLabels {
  return { region: t('nav.announcements'), chooseLanguage: t('nav.countryLanguage') };
}

/**
 * The mega menu's texts from the storefront's keys; the back button and the 'view all' link keep `{0}`
 * (the parent panel's title, the item's label) after the translated word.
 */
export function megaMenuTexts(t: Translate): MegaMenuLabels {
  return {
    menu: t('nav.menu'),
    backTo: `${t('nav.back')}: {0}`,
    close: t('nav.closeMenu'),
    viewAll: `${t('nav.viewAll')} {0}`,
    certifications: t('nav.certifiedBy'),
    chooseCountry: t('nav.countryLanguage'),
    moreLinks: t('nav.moreLinks'),
  };
}

/** The site header's texts from the storefront's keys: its announcement strip's, main bar's and mega menu's. */
export function siteHeaderTexts(t: Translate): {
  announcement: AnnouncementStripLabels;
  mainBar: MainBarLabels;
  megaMenu: MegaMenuLabels;
} {
  return { announcement: announcementStripTexts(t), mainBar: mainBarTexts(t), megaMenu: megaMenuTexts(t) };
}
