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
  knownStoredConsent,
  parseStoredConsentAsync,
  serializeConsent,
  UNPARSEABLE_CONSENT_MESSAGE,
} from './consent';
import { createDataLayer, type DataLayer, type DataLayerTarget } from './data-layer';
import { AnalyticsError, AnalyticsErrorCode } from './errors';
import type { AnalyticsEvent, DynamicEventValue } from './event-shapes';
import { normaliseCurrency } from './money';
import { routeComplete, routeError } from './route';
import type { CartEventInput, ItemsEventInput, PurchaseInput, SubmitQuoteInput } from './schemas';
import { createSerialQueue, type SerialQueue } from './serial-queue';

// No zod in this module's static imports, so none in a page's first load: the event builders validate
// their input with zod and are loaded on demand (./events, with ./schemas), the stored consent is
// checked by ./consent-schema only when it is not a value this shop wrote.

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

// Every entry the binding pushes to a data layer goes through that layer's queue, so an event waiting
// for its validation to load keeps its place before the entries tracked after it.
const queues = new WeakMap<DataLayer, SerialQueue>();

function queueOf(layer: DataLayer): SerialQueue {
  let queue = queues.get(layer);
  if (queue === undefined) {
    queue = createSerialQueue();
    queues.set(layer, queue);
  }
  return queue;
}

/** A module of event builders, loaded with its first event; from then on tracking is synchronous again. */
interface LazyBuilders<T> {
  loaded: T | undefined;
  load(): Promise<T>;
}

function lazyBuilders<T>(importer: () => Promise<T>): LazyBuilders<T> {
  let loading: Promise<T> | undefined;
  const builders: LazyBuilders<T> = {
    loaded: undefined,
    load: () => {
      loading ??= importer().then(
        (module) => {
          builders.loaded = module;
          return module;
        },
        (error: unknown) => {
          // Let the next event try again (the chunk may load after a network hiccup).
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
  return builders;
}

// The item events and the cart store's add event check their input without zod; the order, quote
// and dynamic events validate theirs with zod (./events): viewing a product or adding it to the cart
// loads no zod.
const itemBuilders = lazyBuilders(() => import('./item-events'));
const eventBuilders = lazyBuilders(() => import('./events'));

/**
 * Text logged (with the event name and the loading error) when an event is dropped because the
 * module that validates event inputs could not be loaded. The input is never logged.
 */
export const EVENT_VALIDATION_UNAVAILABLE_MESSAGE =
  'Analytics event not pushed: its input check did not load';

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
    void queueOf(layer)(() => layer.setCurrency(code));
  }, [layer, code]);
  const value = useMemo(() => ({ dataLayer: layer, currency: code }), [layer, code]);
  return <AnalyticsContext.Provider value={value}>{children}</AnalyticsContext.Provider>;
}

/**
 * Typed trackers bound to the provider's data layer and currency. Each builds its event (see the
 * root entry's builders), pushes it and resolves whether anything was pushed (invalid input is logged
 * with 'Invalid analytics event input' and pushes nothing). The builders that validate input are
 * loaded on the first item, order or dynamic event, so zod stays out of the page's first load;
 * entries reach the data layer in the order they were tracked.
 */
export interface AnalyticsTrackers {
  /** The provider's currency, uppercase. */
  currency: string;
  /** The provider's data layer (pushing to it directly bypasses the trackers' ordering). */
  dataLayer: DataLayer;
  /** Pushes view_item. */
  viewItem(input: ItemsEventInput): Promise<boolean>;
  /** Pushes add_to_cart (the spec's "cart" event). */
  addToCart(input: ItemsEventInput): Promise<boolean>;
  /** The spec's "wishlist" event (adding to favourites). */
  addToWishlist(input: ItemsEventInput): Promise<boolean>;
  /** Pushes a cart store's add event (@ironmark/cart-core `onEvent`) as add_to_cart or add_to_wishlist. */
  cartEvent(input: CartEventInput): Promise<boolean>;
  /** Pushes add_to_quote. */
  addToQuote(input: ItemsEventInput): Promise<boolean>;
  /** Pushes begin_checkout. */
  beginCheckout(input: ItemsEventInput): Promise<boolean>;
  /** Pushes begin_checkout_abandoned_cart. */
  beginCheckoutAbandonedCart(input: ItemsEventInput): Promise<boolean>;
  /** Pushes submit_quote; the requester's contact data is dropped. */
  submitQuote(input: SubmitQuoteInput): Promise<boolean>;
  /** Pushes purchase; the order's e-mail is dropped. */
  purchase(input: PurchaseInput): Promise<boolean>;
  /** Pushes route_complete (the page view after a navigation). */
  routeComplete(url: string): Promise<boolean>;
  /** Pushes route_error unless the navigation was cancelled. */
  routeError(error: unknown, url: string): Promise<boolean>;
  /** Pushes `london_dynamics_{name}` with flat parameters. */
  dynamicEvent(name: string, parameters?: Readonly<Record<string, DynamicEventValue>>): Promise<boolean>;
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
    const run = queueOf(dataLayer);
    const withCurrency = <T extends { currency?: string | undefined }>(input: T): T => ({
      ...input,
      currency: input.currency ?? currency,
    });
    // Builds with the (lazily loaded) validating builders in the event's turn, then pushes.
    const trackWith =
      <T,>(lazy: LazyBuilders<T>) =>
      (eventName: string, build: (builders: T) => AnalyticsEvent | null) =>
        run(() => {
          if (lazy.loaded !== undefined) return dataLayer.push(build(lazy.loaded));
          return lazy.load().then(
            (builders) => dataLayer.push(build(builders)),
            (error: unknown) => {
              console.error(EVENT_VALIDATION_UNAVAILABLE_MESSAGE, eventName, error);
              return false;
            },
          );
        });
    const trackItems = trackWith(itemBuilders);
    const track = trackWith(eventBuilders);
    return {
      currency,
      dataLayer,
      viewItem: (input) => trackItems('view_item', (b) => b.viewItem(withCurrency(input))),
      addToCart: (input) => trackItems('add_to_cart', (b) => b.addToCart(withCurrency(input))),
      addToWishlist: (input) => trackItems('add_to_wishlist', (b) => b.addToWishlist(withCurrency(input))),
      cartEvent: (input) => trackItems('cart_event', (b) => b.cartEvent(withCurrency(input))),
      addToQuote: (input) => trackItems('add_to_quote', (b) => b.addToQuote(withCurrency(input))),
      beginCheckout: (input) => trackItems('begin_checkout', (b) => b.beginCheckout(withCurrency(input))),
      beginCheckoutAbandonedCart: (input) =>
        trackItems('begin_checkout_abandoned_cart', (b) => b.beginCheckoutAbandonedCart(withCurrency(input))),
      submitQuote: (input) => track('submit_quote', (b) => b.submitQuote(withCurrency(input))),
      purchase: (input) => track('purchase', (b) => b.purchase(withCurrency(input))),
      routeComplete: (url) => run(() => dataLayer.push(routeComplete(url))),
      routeError: (error, url) => run(() => dataLayer.push(routeError(error, url))),
      dynamicEvent: (name, parameters) => track(name, (b) => b.dynamicEvent(name, parameters)),
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
  /**
   * False during server rendering and hydration; true once the stored choice has been read (a value
   * this shop did not write is checked by a schema loaded on demand, so this can come a moment later).
   */
  hydrated: boolean;
  /** Whether the 'Your Privacy' dialog should show: hydrated and undecided (spec §2 / §4). */
  dialogOpen: boolean;
  /**
   * Saves a choice under `cookie_consent`, closes the dialog in every mounted hook of the tab and
   * pushes the consent-mode update to the provider's data layer (when inside an {@link AnalyticsProvider}),
   * after any event tracked before it.
   */
  choose(choice: ConsentChoice): void;
}

function removeStoredConsent(): void {
  try {
    storage()?.removeItem(COOKIE_CONSENT_KEY);
  } catch {
    // Nothing to clean when storage is blocked.
  }
}

/**
 * The cookie-consent state backed by `localStorage['cookie_consent']` (spec §4, §9). The stored value
 * is read only after mount, so server and first client render agree. A value this shop wrote is
 * recognised at once; any other is checked with the stored-consent schema, loaded on demand (zod stays
 * out of the page's first load); an unparseable value is logged ('Failed to parse stored cookie
 * consent'), removed and treated as undecided (spec §8). Works with or without an
 * {@link AnalyticsProvider}; without one, `choose` does not push a consent-mode update. The returning
 * visitor's update at page load is pushed by the consent bootstrap script, not here.
 */
export function useConsent(): ConsentControls {
  const context = useContext(AnalyticsContext);
  const raw = useSyncExternalStore(subscribeToConsent, readStoredConsent, serverConsent);
  const [mounted, setMounted] = useState(false);
  const [unsaved, setUnsaved] = useState<ConsentChoice | null>(null);
  // The schema's verdict on a value this shop did not write, with the value it is about.
  const [checked, setChecked] = useState<{ raw: string; choice: ConsentChoice | null } | null>(null);
  const known = useMemo(() => knownStoredConsent(raw), [raw]);

  useEffect(() => {
    setMounted(true);
  }, []);

  useEffect(() => {
    if (known !== undefined || raw === null) return;
    let current = true;
    parseStoredConsentAsync(raw).then(
      (choice) => {
        if (!current) return;
        // spec §8: an unparseable stored value is removed as well as ignored (the parse logged it).
        if (choice === null) removeStoredConsent();
        setChecked({ raw, choice });
      },
      (error: unknown) => {
        if (!current) return;
        // The schema did not load: ask again, but keep the value (it may be valid).
        console.error(UNPARSEABLE_CONSENT_MESSAGE, raw, error);
        setChecked({ raw, choice: null });
      },
    );
    return () => {
      current = false;
    };
  }, [raw, known]);

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
      if (dataLayer !== undefined) void queueOf(dataLayer)(() => dataLayer.consentUpdate(choice));
    },
    [dataLayer],
  );

  // undefined while a value this shop did not write is being checked.
  const stored = known !== undefined ? known : checked?.raw === raw ? checked.choice : undefined;
  const hydrated = mounted && stored !== undefined;
  const state = hydrated ? consentStateOf(stored ?? unsaved) : 'undecided';
  return { state, hydrated, dialogOpen: hydrated && state === 'undecided', choose };
}
