import type { PageText } from './page-texts';
import type { StoreLocatorLabels } from './store-locator';

/** The store locator's texts from the page texts: the list's title, the map, the sort choice, distances, links. */
export function storeLocatorTexts(t: PageText): StoreLocatorLabels {
  return {
    title: t('storeLocator.listTitle'),
    map: t('storeLocator.map'),
    sortFrom: t('storeLocator.sortFrom'),
    chosenPoint: t('storeLocator.chosenPoint'),
    distance: t('storeLocator.distance'),
    distanceMiles: t('storeLocator.distanceMiles'),
    website: t('storeLocator.website'),
  };
}
