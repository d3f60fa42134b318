import type { Channel } from '@ironmark/channel';
import type { CustomerCategory } from './contract';
import type { ModelStateIssue } from './errors';

/**
 * Pure checkout rules the browser needs (the server's own rules live in `./server`): where a channel
 * delivers, which customer category a buyer is, and where each checkout code is shown.
 */

/**
 * Destinations the language-only global channel offers in its address form (exports under CIP):
 * countries without an online-shopping channel of their own. The server decides again on every
 * request (`shippingRefusal`); a test keeps the two in step.
 */
export const EXPORT_DESTINATIONS: readonly string[] = [
  'no',
  'ch',
  'is',
  'dk',
  'fi',
  'nl',
  'be',
  'at',
  'es',
  'it',
  'pl',
  'ie',
  'jp',
  'sg',
  'nz',
];

/**
 * The delivery countries (lower-case ISO) a channel's checkout offers: a country channel its own
 * country, the global channel (country '') the {@link EXPORT_DESTINATIONS}.
 */
export function deliveryCountriesFor(channel: Pick<Channel, 'country'>): readonly string[] {
  return channel.country ? [channel.country] : EXPORT_DESTINATIONS;
}

/** Customer categories offered on quote and checkout forms, in form order (the contract's `customerCategorySchema`). */
export const CUSTOMER_CATEGORIES = ['private', 'business', 'public-sector', 'education', 'reseller'] as const;

/** The customer categories a business buyer chooses from (every category but 'private'), in form order. */
export const BUSINESS_CUSTOMER_CATEGORIES: readonly Exclude<CustomerCategory, 'private'>[] =
  CUSTOMER_CATEGORIES.filter(
    (category): category is Exclude<CustomerCategory, 'private'> => category !== 'private',
  );

/** A buyer as the address form describes one: private, or business with a chosen category. */
export interface CheckoutBuyerType {
  customerType: 'private' | 'business';
  customerCategory: string;
}

/**
 * The customer category sent to the server, which decides the payment methods with it: 'private'
 * for private buyers, the business buyer's chosen category ('business' when none is chosen yet).
 */
export function customerCategoryOf(buyer: CheckoutBuyerType | null | undefined): string {
  return buyer?.customerType === 'business' ? buyer.customerCategory || 'business' : 'private';
}

/** Codes that end the checkout session: the page says so and sends the shopper back to the cart. */
export const SESSION_ENDING_CODES: readonly string[] = [
  'sessionExpired',
  'abandonedCartInvalid',
  'sessionUnknown',
];

/** Codes shown at the payment method (besides the notification). */
export const PAYMENT_STEP_CODES: readonly string[] = [
  'paymentRefused',
  'fraudCheck',
  'methodNotAllowed',
  'invalidPaymentCarrier',
  'cardRequired',
  'choosePayment',
  'alphanumericOnly',
  'lettersOnly',
];

/** Request paths of the placement and totals bodies → the address form's field names. */
const FORM_FIELD_OF_PATH: Readonly<Record<string, string>> = {
  'contact.firstName': 'firstName',
  'contact.lastName': 'lastName',
  'contact.email': 'email',
  'contact.phone': 'phone',
  'contact.companyName': 'companyName',
  'contact.customerCategory': 'customerCategory',
  'deliveryAddress.firstName': 'firstName',
  'deliveryAddress.lastName': 'lastName',
  'deliveryAddress.companyName': 'companyName',
  'deliveryAddress.careOf': 'careOf',
  'deliveryAddress.streetAddress': 'street',
  'deliveryAddress.extraAddress': 'extraAddress',
  'deliveryAddress.zip': 'zip',
  'deliveryAddress.city': 'city',
  'deliveryAddress.stateOrProvince': 'state',
  'deliveryAddress.country': 'country',
  'deliveryAddress.phone': 'phone',
  'delivery.country': 'country',
  'delivery.stateOrProvince': 'state',
  customerCategory: 'customerCategory',
  messageToCompany: 'message',
  termsAccepted: 'termsAccepted',
};

/**
 * Where a checkout problem is shown, by its code first and its field second (never by its English
 * message): 'session' for the {@link SESSION_ENDING_CODES}, 'paymentMethod' for the
 * {@link PAYMENT_STEP_CODES}, else the address form's field for a request path ('contact.email' →
 * 'email', 'deliveryAddress.streetAddress' → 'street'), else the path as it came ('lines', 'campaignCode').
 */
export function checkoutFieldOf(issue: Pick<ModelStateIssue, 'field' | 'code'>): string {
  if (SESSION_ENDING_CODES.includes(issue.code)) return 'session';
  if (PAYMENT_STEP_CODES.includes(issue.code)) return 'paymentMethod';
  return FORM_FIELD_OF_PATH[issue.field] ?? issue.field;
}
