import { type MessageScope, messagesInScopes, scopeHasKey } from '@ironmark/channel';

/**
 * The UI messages each client island needs in the browser (issue 16: only client components'
 * messages are serialised into a page, not the whole dictionary), each a channel `MessageScope`
 * (whole namespaces and single keys). `client-messages.test.ts` scans every client
 * component for the keys it uses and fails when its island does not deliver one.
 */
export const clientIslands = {
  /**
   * Toasts, consent and country overlays, progress bar, error and not-found screens, and the header's
   * skip link. The header and footer render on the server: their islands get their texts as props.
   */
  shell: {
    namespaces: ['toast', 'consent', 'locale', 'newsletter', 'preview', 'button', 'notFound', 'error'],
    keys: ['nav.skipToContent', 'invalidEmail', 'fixingProblem', 'serverError', 'somethingWentWrong'],
  },
  /** A product card with real-time price, stock and list actions. */
  productCard: {
    namespaces: ['product', 'price'],
    keys: ['list.add', 'cart.pricesHidden'],
  },
  /** A category's product list with its facets and sort. */
  categoryListing: {
    // The availability facet's values are the product card's availability texts (ui availabilityTexts),
    // which the page's product cards deliver anyway.
    namespaces: ['catalogue', 'search', 'product'],
    keys: [],
  },
  /** The product page's client part. */
  productView: {
    namespaces: ['product', 'price'],
    keys: [
      'nav.breadcrumb',
      'media.gallery',
      'media.close',
      'media.position',
      'cart.quantity',
      'cart.decrease',
      'cart.increase',
    ],
  },
  /** Search with facets, sort and results. */
  search: { namespaces: ['search', 'product', 'price', 'error'], keys: [] },
  /** Contact, service and order-status forms, and the bar comparison. */
  forms: {
    namespaces: ['contact', 'service', 'orderStatus', 'compare', 'storeLocator', 'field', 'validation'],
    keys: [
      // The failure toast of a form's request (commerce notificationFor).
      'generalError',
      'invalidEmail',
      'invalidPhone',
      'pleaseEnter',
      'eitherOr',
      'optional',
      'fieldTooLong',
      'atMostCharacters',
      'price.regularPrice',
      'price.salePrice',
    ],
  },
  /**
   * Cart, checkout, My List, quote and configurator: their flows translate server answer codes
   * (checkout and validation errors) whose keys are computed, so they receive every message.
   */
  journeys: { namespaces: ['*'], keys: [] },
} as const satisfies Record<string, MessageScope>;

/** The name of a client island of {@link clientIslands}. */
export type ClientIsland = keyof typeof clientIslands;

/** Whether an island delivers a message key. */
export function islandHasKey(island: ClientIsland, key: string): boolean {
  return scopeHasKey(clientIslands[island], key);
}

/** The messages of `all` that the given islands use. */
export function pickMessages(
  all: Readonly<Record<string, string>>,
  islands: readonly ClientIsland[],
): Record<string, string> {
  return messagesInScopes(
    all,
    islands.map((island) => clientIslands[island]),
  );
}
