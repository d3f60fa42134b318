import type { Translate } from '../translate';
import type { AvailabilityLabels } from './availability-label';
import type { ProductCardLabels } from './product-card';

/**
 * A product card's texts from the storefront's keys: actions, the price's screen-reader prefixes,
 * 30-day wording and VAT notes, the badges and the availability states with the pre-order estimate.
 * The product page's details reuse them for the same parts.
 */
export function productCardTexts(t: Translate): ProductCardLabels {
  return {
    addToCart: t('product.addToCart'),
    addToList: t('list.add'),
    inList: t('product.inList'),
    addToQuoteList: t('product.addToQuoteList'),
    requestQuote: t('product.requestQuote'),
    pricesHidden: t('cart.pricesHidden'),
    loadingPrice: t('product.loadingPrice'),
    price: {
      regularPrice: t('price.regularPrice'),
      salePrice: t('price.salePrice'),
      lowestPrice: t('product.lowestPriceLabel'),
      vatIncluded: t('price.vatIncluded'),
      vatExcluded: t('price.vatExcluded'),
    },
    badge: {
      discontinued: t('product.discontinued'),
      sale: t('product.sale'),
      limitedEdition: t('product.limitedEdition'),
      newArrival: t('product.newArrival'),
      comingSoon: t('product.comingSoon'),
    },
    availability: availabilityTexts(t),
  };
}

/**
 * The availability states' texts (and the pre-order estimate per unit) from the storefront's keys: the
 * product card's, and the availability facet's values on search and category pages.
 */
export function availabilityTexts(t: Translate): AvailabilityLabels {
  return {
    'in-stock': t('product.inStock'),
    'low-stock': t('product.lowStock'),
    'out-of-stock': t('product.outOfStock'),
    'pre-order': t('product.preOrder'),
    'made-to-order': t('product.madeToOrder'),
    'coming-soon': t('product.comingSoon'),
    discontinued: t('product.discontinued'),
    shippedWithin: {
      day: t('product.shippedWithinDay'),
      days: t('product.shippedWithinDays'),
      week: t('product.shippedWithinWeek'),
      weeks: t('product.shippedWithinWeeks'),
      month: t('product.shippedWithinMonth'),
      months: t('product.shippedWithinMonths'),
    },
  };
}
