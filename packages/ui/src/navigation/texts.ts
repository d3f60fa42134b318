import type { Translate } from '../translate';
import type { FooterLabels } from './footer';
import type { MainBarLabels } from './main-bar';

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
