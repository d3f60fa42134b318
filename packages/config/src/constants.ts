/**
 * Business constants and limits of the storefront — spec §9, one name per constant.
 * Durations are milliseconds, sizes are CSS pixels, money is integer minor units.
 */

// ── Navigation and announcements ────────────────────────────────────────────

/** Interval between messages of the top announcement banner (ms). */
export const ANNOUNCEMENT_TOP_BANNER_INTERVAL_MS = 5000;
/** Interval between messages of the announcement menu (ms). */
export const ANNOUNCEMENT_MENU_INTERVAL_MS = 7000;
/** Rotation interval used when the CMS gives none (ms). */
export const ANNOUNCEMENT_DEFAULT_INTERVAL_MS = 7000;
/** Cross-fade between two announcement messages (ms). */
export const ANNOUNCEMENT_FADE_MS = 300;
/** Delay after a menu close before its node and closing flag are cleared (ms). */
export const MENU_RESET_DELAY_MS = 300;
/** Viewport width at and above which the desktop layout applies (px). */
export const MOBILE_BREAKPOINT_PX = 1280;
/** Menu configuration flags: keyboard navigation, animation and image preload are all on. */
export const MENU_CONFIG = { keyboardNavigation: true, animation: true, imagePreload: true } as const;
/** Hash scrolling after a route change: attempts and the pause between them. */
export const HASH_SCROLL = { retries: 3, intervalMs: 100 } as const;
/** Root margin used to prefetch links before they scroll into view. */
export const LINK_PREFETCH_MARGIN = '200px';
/** The free-shipping line of the static fallback menu. */
export const FREE_SHIPPING_MESSAGE = 'orders over $500';
/** Free-shipping threshold behind {@link FREE_SHIPPING_MESSAGE}, in minor units of the channel currency. */
export const FREE_SHIPPING_THRESHOLD_MINOR = 50_000;

// ── Data fetching ───────────────────────────────────────────────────────────

/** Variant → category lookup in the search engine: page size and batching window. */
export const VARIANT_LOOKUP = { pageSize: 100, batchWindowMs: 10 } as const;
/** Wait before a batch of variant-info codes is sent (ms). */
export const VARIANT_INFO_BATCH_WAIT_MS = 10;
/** Number of retries of a failed data query. */
export const QUERY_RETRIES = 3;
/** Client retry delay: starts at `initialMs` and doubles up to `maxMs`. */
export const QUERY_RETRY_DELAY = { initialMs: 1000, maxMs: 30_000 } as const;
/** Browser query cache garbage-collection time (ms). */
export const QUERY_GC_TIME_MS = 300_000;
/** Affiliate purchase report: retry interval and the number of attempts before a warning. */
export const AFFILIATE_RETRY = { intervalMs: 1000, maxAttempts: 100 } as const;

// ── Feedback ────────────────────────────────────────────────────────────────

/** Toasts close themselves after this long unless replaced or closed (ms). */
export const TOAST_AUTO_CLOSE_MS = 10_000;
/** A button's success or error feedback clears after this long (ms). */
export const BUTTON_FEEDBACK_MS = 1500;
/** Route progress bar: start value, ceiling before completion, animation and trickle interval. */
export const PROGRESS_BAR = {
  minimum: 0.08,
  maximum: 0.994,
  animationMs: 200,
  incrementIntervalMs: 800,
} as const;

// ── Storage ─────────────────────────────────────────────────────────────────

/** Version of the stored cart/favourites/builds record. */
export const CART_STORAGE_VERSION = 1;
/** Local-storage key of the cart record (named for the brand's cart). */
export const CART_STORAGE_KEY = 'ironmark-cart';
/** Key under which the cookie-consent choice is stored. */
export const COOKIE_CONSENT_KEY = 'cookie_consent';
/** Local-storage key of the visitor's country/language settings. */
export const USER_SETTINGS_KEY = 'ironmark-user-settings';
/** Local-storage key remembering that the visitor closed the country check. */
export const COUNTRY_CHECK_CLOSED_KEY = 'ironmark-country-check-closed';
/** Default cookie path of the cookie helper. */
export const COOKIE_DEFAULT_PATH = '/';

// ── Defaults ────────────────────────────────────────────────────────────────

/** Channel defaults used when nothing else is known. */
export const DEFAULTS = {
  locale: 'en',
  language: 'en-us',
  channelCode: 'en-us',
  currency: 'usd',
  region: 'na',
  country: 'us',
  showPrices: false,
} as const;

// ── Images ──────────────────────────────────────────────────────────────────

/** Widths the image optimiser serves for full-width images (px). */
export const IMAGE_DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
/** Widths the image optimiser serves for small images and icons (px). */
export const IMAGE_SMALL_SIZES = [16, 32, 48, 64, 96, 128, 256, 384] as const;
/** Default image quality. */
export const IMAGE_DEFAULT_QUALITY = 75;
/** Qualities the menu images may use. */
export const IMAGE_MENU_QUALITIES = [75, 80] as const;
/** Width used when an image has no dimensions (px). */
export const IMAGE_FALLBACK_WIDTH = 512;
/** Format of the default product image served by the media host. */
export const DEFAULT_PRODUCT_IMAGE_FORMAT = '4x5';

// ── Layers and motion ───────────────────────────────────────────────────────

/** Stacking order (z-index) of the page layers; the overlay drops to `overlayLarge` on large screens. */
export const Z_LAYERS = {
  overlay: 50,
  overlayLarge: 20,
  topBar: 30,
  nav: 40,
  clickHandler: 50,
  drawerOverlay: 80,
  drawer: 90,
} as const;
/** Default maximum widths: the modal is extra-large, the drawer extra-small (Tailwind size names). */
export const DIALOG_MAX_WIDTH = { modal: 'xl', drawer: 'xs' } as const;
/** Transition durations (ms). */
export const TRANSITIONS = { overlayFadeMs: 500, modalFadeMs: 200, drawerSlideMs: 300 } as const;

// ── Sales wording ───────────────────────────────────────────────────────────

/** Label shown beside a sale price (EU price-indication rule). */
export const LOWEST_PRICE_LABEL = 'lowest price in the last 30 days';
/** Number of days behind {@link LOWEST_PRICE_LABEL}. */
export const LOWEST_PRICE_WINDOW_DAYS = 30;
/** Wording for export deliveries. */
export const EXPORT_TERMS = 'Export deliveries are under CIP terms and customs costs are not included';
/** Language in which country names are shown. */
export const COUNTRY_NAME_LANGUAGE = 'en';
/** Prefix of the dynamic analytics events. */
export const DYNAMIC_EVENT_PREFIX = 'london_dynamics_';
