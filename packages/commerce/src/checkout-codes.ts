/**
 * The checkout's codes, messages, payment methods and sandbox cards as plain constants (no zod: the
 * checkout page and its store read them in the browser). The checkout's wire contract
 * (`./server/checkout/contract`) builds its schemas on them and exports them too.
 */

/**
 * The checkout and payment messages of spec §5 and §8, in the English wording of the content
 * service's translation keys (the storefront maps each to its key to show the page's language).
 */
export const CHECKOUT_ERROR_MESSAGES = {
  sessionExpired: 'You have been inactive for too long, please add your products to cart again.',
  /** spec §8 'abandoned cart no longer valid' (wording of the content service's `abandonedCartInvalid`). */
  abandonedCartInvalid: 'Your saved cart is no longer valid',
  sessionUnknown: 'Your checkout session could not be found, please start the checkout again.',
  totalMismatch: 'The order total does not match the current session',
  notShipping: 'Sorry we are not shipping to your country at the moment',
  countryNotAllowed: 'Your country is not allowed for purchase',
  invalidDeliveryCarrier: 'Invalid delivery carrier',
  invalidPaymentCarrier: 'Invalid payment carrier',
  methodNotAllowed: 'The delivery or payment method is not allowed',
  salesTax: 'An error occurred when trying to calculate sales tax.',
  paymentRefused: 'Payment was refused. Please use another payment method.',
  /** spec §8 fraud check: a problem verifying the payment information, error code 472. */
  fraudCheck:
    'There was a problem verifying your payment information (error code 472). Please contact customer service.',
  stockCapped: 'Out of stock - quantity updated to remaining stocks',
  outOfStockList: 'The following products are out of stock or low in remaining stock',
  noLongerAvailable: 'Some products are no longer available for sale',
  cartEmpty: 'Cart has no products',
  cardRequired: 'Please enter your card details',
  /** Told when the order is placed before a payment method is chosen. */
  choosePayment: 'Please choose a payment method',
  /** Told before paying when the cart changed since the totals were computed (they are recomputed). */
  cartChanged: 'Your cart has changed. Please check the order summary before you pay.',
} as const;

/** The checkout's payment methods: invoice, card, and financing (instalments through a partner). */
export const PAYMENT_METHODS = ['invoice', 'card', 'financing'] as const;
/** One of {@link PAYMENT_METHODS}. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The code of each checkout message: its key above. Validation answers carry it as `issues[].code`
 * ('sessionExpired', 'paymentRefused', …); the storefront translates the code, never the English text.
 */
export type CheckoutErrorCode = keyof typeof CHECKOUT_ERROR_MESSAGES;

/** The error code of the fraud check (spec §8). */
export const FRAUD_CHECK_ERROR_CODE = 472;

/**
 * The sandbox card provider's test cards (clearly a sandbox: no money moves). Any other number is
 * refused. Spaces are ignored.
 */
export const SANDBOX_TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'Payment succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'Payment is refused' },
  { number: '4000 0000 0000 0472', outcome: 'Fraud check fails (error code 472)' },
] as const;
