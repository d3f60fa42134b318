/** Shopper-facing cart and stock texts of spec §8 (English; translate by key in the UI). */
export const CART_MESSAGES = {
  /** Shown for each change made by `capToStock`. */
  stockCapped: 'Out of stock - quantity updated to remaining stocks',
  /** Heading of the list of capped lines. */
  outOfStockList: 'The following products are out of stock or low in remaining stock',
  /** Shown when `deriveCart` left lines out. */
  noLongerAvailable: 'Some products are no longer available for sale',
  cartEmpty: 'Cart has no products',
  sessionExpired: 'You have been inactive for too long, please add your products to cart again.',
  notShipping: 'Sorry we are not shipping to your country at the moment',
  /** `{0}` is the product code or name. */
  productNotFound: 'The product {0} you selected could not be found',
  duplicateBuild: 'Build already exists, please make changes to add a new build',
} as const;
