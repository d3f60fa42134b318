import type { Translate } from '../translate';
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
