'use client';

import { COOKIE_CONSENT_KEY } from '@ironmark/config';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  type ConsentChoice,
  type ConsentState,
  consentStateOf,
  parseStoredConsent,
  serializeConsent,
} from './consent';
import { createDataLayer, type DataLayer, type DataLayerTarget } from './data-layer';
import {
  addToCart,
  addToQuote,
  addToWishlist,
  beginCheckout,
  beginCheckoutAbandonedCart,
  cartEvent,
  type DynamicEventValue,
  dynamicEvent,
  purchase,
  submitQuote,
  viewItem,
} from './events';
import { AnalyticsError, AnalyticsErrorCode } from './errors';
import { normaliseCurrency } from './money';
import { routeComplete, routeError } from './route';
import type { CartEventInput, ItemsEventInput, PurchaseInput, SubmitQuoteInput } from './schemas';

interface AnalyticsContextValue {
  dataLayer: DataLayer;
  currency: string;
}

const AnalyticsContext = createContext<AnalyticsContextValue | null>(null);

function isDataLayer(value: DataLayer | DataLayerTarget): value is DataLayer {
  return 'consentUpdate' in value && typeof value.consentUpdate === 'function';
}

// Resolves window.dataLayer at push time: GTM replaces its push once loaded, and on the server there is none.
const windowDataLayer = createDataLayer({
  push(entry: unknown) {
    if (typeof window === 'undefined') return;
    const host = window as Window & { dataLayer?: unknown[] };
    host.dataLayer ??= [];
    host.dataLayer.push(entry);
  },
});

/** Props of {@link AnalyticsProvider}. */
export interface AnalyticsProviderProps {
  /** The channel currency in any case; pushed uppercase as `{ currency }` and used by every tracker (default USD). */
  currency?: string | null;
  /** A data layer or its target; defaults to `window.dataLayer` (created when missing, ignored on the server). */
  dataLayer?: DataLayer | DataLayerTarget;
  /** The subtree that may track. */
  children?: ReactNode;
}

/**
 * Holds the data layer and the channel currency for {@link useAnalytics} and {@link useConsent}.
 * After mount and whenever the currency changes it pushes `{ currency }` (spec §7).
 */
export function AnalyticsProvider({ currency, dataLayer, children }: AnalyticsProviderProps) {
  const layer = useMemo(
    () =>
      dataLayer === undefined
        ? windowDataLayer
        : isDataLayer(dataLayer)
          ? dataLayer
          : createDataLayer(dataLayer),
    [dataLayer],
  );
  const code = normaliseCurrency(currency);
  useEffect(() => {
    layer.setCurrency(code);
  }, [layer, code]);
  const value = useMemo(() => ({ dataLayer: layer, currency: code }), [layer, code]);
  return <AnalyticsContext.Provider value={value}>{children}</AnalyticsContext.Provider>;
}

/**
 * Typed trackers bound to the provider's data layer and currency. Each builds its event (see the
 * root entry's builders), pushes it and returns whether anything was pushed (invalid input is logged
 * and pushes nothing).
 */
export interface AnalyticsTrackers {
  /** The provider's currency, uppercase. */
  currency: string;
  /** The provider's data layer. */
  dataLayer: DataLayer;
  /** Pushes view_item. */
  viewItem(input: ItemsEventInput): boolean;
  /** Pushes add_to_cart (the spec's "cart" event). */
  addToCart(input: ItemsEventInput): boolean;
  /** The spec's "wishlist" event (adding to favourites). */
  addToWishlist(input: ItemsEventInput): boolean;
  /** Pushes a cart store's add event (@ironmark/cart-core `onEvent`) as add_to_cart or add_to_wishlist. */
  cartEvent(input: CartEventInput): boolean;
  /** Pushes add_to_quote. */
  addToQuote(input: ItemsEventInput): boolean;
  /** Pushes begin_checkout. */
  beginCheckout(input: ItemsEventInput): boolean;
  /** Pushes begin_checkout_abandoned_cart. */
  beginCheckoutAbandonedCart(input: ItemsEventInput): boolean;
  /** Pushes submit_quote; the requester's contact data is dropped. */
  submitQuote(input: SubmitQuoteInput): boolean;
  /** Pushes purchase; the order's e-mail is dropped. */
  purchase(input: PurchaseInput): boolean;
  /** Pushes route_complete (the page view after a navigation). */
  routeComplete(url: string): boolean;
  /** Pushes route_error unless the navigation was cancelled. */
  routeError(error: unknown, url: string): boolean;
  /** Pushes `london_dynamics_{name}` with flat parameters. */
  dynamicEvent(name: string, parameters?: Readonly<Record<string, DynamicEventValue>>): boolean;
}

function useAnalyticsContext(hook: string): AnalyticsContextValue {
  const context = useContext(AnalyticsContext);
  if (context === null) {
    throw new AnalyticsError(
      AnalyticsErrorCode.missingProvider,
      `${hook} must be used inside <AnalyticsProvider>`,
    );
  }
  return context;
}

/** The {@link AnalyticsTrackers} of the nearest {@link AnalyticsProvider}; throws `MISSING_PROVIDER` outside one. */
export function useAnalytics(): AnalyticsTrackers {
  const { dataLayer, currency } = useAnalyticsContext('useAnalytics');
  return useMemo(() => {
    const withCurrency = <T extends { currency?: string | undefined }>(input: T): T => ({
      ...input,
      currency: input.currency ?? currency,
    });
    return {
      currency,
      dataLayer,
      viewItem: (input) => dataLayer.push(viewItem(withCurrency(input))),
      addToCart: (input) => dataLayer.push(addToCart(withCurrency(input))),
      addToWishlist: (input) => dataLayer.push(addToWishlist(withCurrency(input))),
      cartEvent: (input) => dataLayer.push(cartEvent(withCurrency(input))),
      addToQuote: (input) => dataLayer.push(addToQuote(withCurrency(input))),
      beginCheckout: (input) => dataLayer.push(beginCheckout(withCurrency(input))),
      beginCheckoutAbandonedCart: (input) => dataLayer.push(beginCheckoutAbandonedCart(withCurrency(input))),
      submitQuote: (input) => dataLayer.push(submitQuote(withCurrency(input))),
      purchase: (input) => dataLayer.push(purchase(withCurrency(input))),
      routeComplete: (url) => dataLayer.push(routeComplete(url)),
      routeError: (error, url) => dataLayer.push(routeError(error, url)),
      dynamicEvent: (name, parameters) => dataLayer.push(dynamicEvent(name, parameters)),
    };
  }, [dataLayer, currency]);
}

// ── Cookie consent ───────────────────────────────────────────────────────────

// Same-tab notification: the browser's 'storage' event only reaches other tabs.
const CONSENT_CHANGE_EVENT = 'ironmark:cookie-consent';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Access to localStorage throws when the browser blocks site data.
    return null;
  }
}

function readStoredConsent(): string | null {
  try {
    return storage()?.getItem(COOKIE_CONSENT_KEY) ?? null;
  } catch {
    return null;
  }
}

function subscribeToConsent(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COOKIE_CONSENT_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
  };
}

const serverConsent = () => null;

/** What {@link useConsent} returns. */
export interface ConsentControls {
  /** 'undecided' until a valid choice is stored (always 'undecided' before hydration). */
  state: ConsentState;
  /** False during server rendering and hydration; true once the stored choice has been read. */
  hydrated: boolean;
  /** Whether the 'Your Privacy' dialog should show: hydrated and undecided (spec §2 / §4). */
  dialogOpen: boolean;
  /**
   * Saves a choice under `cookie_consent`, closes the dialog in every mounted hook of the tab and
   * pushes the consent-mode update to the provider's data layer (when inside an {@link AnalyticsProvider}).
   */
  choose(choice: ConsentChoice): void;
}

/**
 * The cookie-consent state backed by `localStorage['cookie_consent']` (spec §4, §9). The stored value
 * is read only after mount, so server and first client render agree; an unparseable value is logged,
 * removed and treated as undecided (spec §8). Works with or without an {@link AnalyticsProvider};
 * without one, `choose` does not push a consent-mode update. The returning visitor's update at page
 * load is pushed by `tagManagerSnippet`, not here.
 */
export function useConsent(): ConsentControls {
  const context = useContext(AnalyticsContext);
  const raw = useSyncExternalStore(subscribeToConsent, readStoredConsent, serverConsent);
  const [hydrated, setHydrated] = useState(false);
  const [unsaved, setUnsaved] = useState<ConsentChoice | null>(null);
  const stored = useMemo(() => parseStoredConsent(raw), [raw]);

  useEffect(() => {
    setHydrated(true);
  }, []);

  useEffect(() => {
    // spec §8: an unparseable stored value is removed as well as ignored.
    if (raw !== null && raw !== '' && stored === null) {
      try {
        storage()?.removeItem(COOKIE_CONSENT_KEY);
      } catch {
        // Nothing to clean when storage is blocked.
      }
    }
  }, [raw, stored]);

  const dataLayer = context?.dataLayer;
  const choose = useCallback(
    (choice: ConsentChoice) => {
      try {
        storage()?.setItem(COOKIE_CONSENT_KEY, serializeConsent(choice));
      } catch (error) {
        // Storage full or blocked: the choice still applies to this page view.
        console.error('Failed to store cookie consent', error);
      }
      setUnsaved(choice);
      window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
      dataLayer?.consentUpdate(choice);
    },
    [dataLayer],
  );

  const state = hydrated ? consentStateOf(stored ?? unsaved) : 'undecided';
  return { state, hydrated, dialogOpen: hydrated && state === 'undecided', choose };
}
