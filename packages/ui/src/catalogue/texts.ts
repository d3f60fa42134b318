import type { PageText } from '../content/page-texts';
import type { Translate } from '../translate';
import type { AvailabilityLabels } from './availability-label';
import type { BarComparisonLabels } from './bar-comparison-table';
import type { CategoryListingLabels } from './category-listing-view';
import type { ProductCardLabels } from './product-card';
import type { ProductDetailsLabels } from './product-details';
import { quantityStepperTexts } from './quantity-stepper-texts';
import type { ReviewsLabels } from './reviews';

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

/** The product page's reviews section (`ProductReviews`) from the storefront's keys, its heading included. */
export function reviewsTexts(t: Translate): ReviewsLabels {
  return {
    heading: t('product.reviews'),
    count: t('product.reviewCount'),
    empty: t('product.noReviews'),
    rating: t('product.rating'),
  };
}

/**
 * The product page's own texts from the storefront's keys: the sections' headings, the warranty
 * headlines, the gallery with its lightbox, the option picker and the quantity stepper. The parts it shares
 * with the product card take {@link productCardTexts}.
 */
export function productDetailsTexts(t: Translate): Omit<ProductDetailsLabels, keyof ProductCardLabels> {
  return {
    specifications: t('product.specifications'),
    downloads: t('product.downloads'),
    warranty: t('product.warranty'),
    sizeChart: t('product.sizeChart'),
    related: t('product.related'),
    breadcrumb: t('nav.breadcrumb'),
    warrantyYears: t('product.warrantyYears'),
    lifetimeWarranty: t('product.lifetimeWarranty'),
    gallery: {
      gallery: t('product.images'),
      previous: t('product.previousImage'),
      next: t('product.nextImage'),
      showImage: t('product.showImage'),
      enlarge: t('product.enlargeImage'),
      lightbox: {
        title: t('media.gallery'),
        previous: t('product.previousImage'),
        next: t('product.nextImage'),
        close: t('media.close'),
        position: t('media.position'),
      },
    },
    options: { unavailable: t('product.optionUnavailable') },
    stepper: quantityStepperTexts(t),
  };
}

/**
 * A category page's listing texts from the storefront's keys: filters, count, sort, the facets'
 * titles and the price bands (their 'between' form stays the default; the availability facet's values are {@link availabilityTexts}). The
 * specification facets' titles are by field: `facetTitleKeys` maps a field to its key.
 */
export function categoryListingTexts(
  t: Translate,
  facetTitleKeys: Readonly<Record<string, string>>,
): Omit<CategoryListingLabels, 'rangeBetween'> {
  return {
    filters: t('search.filters'),
    close: t('toast.close'),
    productCount: t('catalogue.productCount'),
    sortBy: t('search.sortBy'),
    sort: {
      'recommended.asc': t('search.sort.recommended'),
      'bp_name.asc': t('search.sort.nameAsc'),
      'bp_name.desc': t('search.sort.nameDesc'),
    },
    certification: t('catalogue.certification'),
    price: t('search.facet.price'),
    availability: t('search.facet.availability'),
    facetTitles: Object.fromEntries(Object.entries(facetTitleKeys).map(([field, key]) => [field, t(key)])),
    rangeFrom: t('search.rangeFrom'),
    rangeTo: t('search.rangeTo'),
    availabilityStates: availabilityTexts(t),
  };
}

/**
 * The bar comparison's texts from the page texts: the pick list, the table's caption, the empty state,
 * the differing rows' note and the prices' screen-reader prefixes (the missing value's dash stays).
 */
export function barComparisonTexts(t: PageText): Omit<BarComparisonLabels, 'notAvailable'> {
  return {
    pick: t('compare.pick'),
    pickHint: t('compare.pickHint'),
    caption: t('compare.caption'),
    empty: t('compare.empty'),
    differs: t('compare.differs'),
    price: { regularPrice: t('price.regularPrice'), salePrice: t('price.salePrice') },
  };
}
