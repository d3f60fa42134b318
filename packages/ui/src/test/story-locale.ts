/**
 * Stories only: maps Storybook's locale toolbar (the `locale` global of apps/storybook's preview) to
 * what a component's props need — translated labels, a formatting locale, a currency with its
 * amounts, and the channel's selling mode — so every story follows the toolbar through one helper:
 *
 * ```tsx
 * const meta = {
 *   component: CartView,
 *   decorators: [localised((l) => ({ locale: l.locale, labels: l.labels((t) => ({ title: t('cart.title') })) }))],
 * } satisfies Meta<typeof CartView>;
 * ```
 *
 * The texts are the storefront's own (the demo site's CMS translations), handed to every story by
 * the preview's `translations` loader: ui never imports @ironmark/content (ARCHITECTURE.md).
 */
import { formatMessage } from '@ironmark/channel';
import type { Decorator } from '@storybook/react-vite';
import type { ProductCardMode } from '../catalogue/product-card';

/** The toolbar's channels (apps/storybook/.storybook/preview.tsx `globalTypes.locale`). */
export type StoryLocaleId = 'en-us' | 'sv-se' | 'de-de' | 'fr-fr' | 'en-ae' | 'forbidden';

/** Content languages of the demo translations. */
export type StoryLanguage = 'en' | 'sv' | 'de' | 'fr';

/** A translation function in the storefront's shape: key plus '{0}' arguments. */
export type StoryTranslate = (key: string, args?: readonly (string | number)[]) => string;

/** What a channel of the toolbar means for a component. */
export interface StoryChannel {
  /** BCP 47 locale for Intl formatting, e.g. 'sv-SE'. */
  locale: string;
  /** Language of the labels. */
  language: StoryLanguage;
  /** ISO 4217 currency of the channel, lower case. */
  currency: 'usd' | 'sek' | 'eur' | 'aed';
  /** How products sell: with prices, prices hidden (forbidden country) or quote-only. */
  mode: ProductCardMode;
  /** VAT market: prices include VAT and show the VAT note. */
  vat: boolean;
  /** Demo exchange rate from the fixtures' USD amounts. */
  rate: number;
}

/** The channel behind each toolbar entry (spec §1 channels; rates are round demo values). */
export const storyChannels: Record<StoryLocaleId, StoryChannel> = {
  'en-us': { locale: 'en-US', language: 'en', currency: 'usd', mode: 'price', vat: false, rate: 1 },
  'sv-se': { locale: 'sv-SE', language: 'sv', currency: 'sek', mode: 'price', vat: true, rate: 10.5 },
  'de-de': { locale: 'de-DE', language: 'de', currency: 'eur', mode: 'price', vat: true, rate: 0.92 },
  'fr-fr': { locale: 'fr-FR', language: 'fr', currency: 'eur', mode: 'price', vat: true, rate: 0.92 },
  'en-ae': { locale: 'en-AE', language: 'en', currency: 'aed', mode: 'quoteOnly', vat: false, rate: 3.67 },
  forbidden: { locale: 'en-US', language: 'en', currency: 'usd', mode: 'pricesHidden', vat: false, rate: 1 },
};

/** A price in the fixtures' shape (minor units). */
interface StoryPrice {
  amount: number;
  compareAt?: number | null;
  lowestPrice30d?: number | null;
  currency: string;
  vatIncluded?: boolean;
}

/** The toolbar's channel with its texts and money helpers, as a story's `localised` function gets it. */
export interface StoryLocale extends StoryChannel {
  /** The toolbar entry. */
  id: StoryLocaleId;
  /** Translates a storefront text key ('cart.title'); English, then the key, when missing. */
  t: StoryTranslate;
  /**
   * A component's labels in the channel's language, or undefined in English: the components'
   * English defaults are the English texts (and what the play functions assert).
   */
  labels<T>(make: (t: StoryTranslate) => T): T | undefined;
  /** Converts a fixture amount (USD minor units) to the channel's currency, rounded to whole units. */
  money(usdMinor: number): number;
  /** Converts a fixture price to the channel's currency and VAT treatment. */
  price<P extends StoryPrice>(price: P): P;
}

type Translations = Readonly<Record<string, Readonly<Record<string, string>> | undefined>>;

function isLocaleId(value: unknown): value is StoryLocaleId {
  return typeof value === 'string' && Object.hasOwn(storyChannels, value);
}

/**
 * The toolbar's channel for a story context: `globals.locale` (en-us when unset or unknown) and the
 * `translations` the preview's loader put in `loaded` (English defaults when absent).
 */
export function storyLocale(context: {
  globals: Record<string, unknown>;
  loaded?: Record<string, unknown>;
}): StoryLocale {
  const id = isLocaleId(context.globals.locale) ? context.globals.locale : 'en-us';
  const channel = storyChannels[id];
  const translations = (context.loaded?.translations ?? {}) as Translations;
  const messages = translations[channel.language];
  const english = translations.en ?? {};
  const t: StoryTranslate = (key, args = []) => {
    const template =
      (messages && Object.hasOwn(messages, key) ? messages[key] : undefined) ?? english[key] ?? key;
    return formatMessage(template, args);
  };
  // USD channels keep the fixtures' exact amounts (the play functions assert them).
  const money = (usdMinor: number) =>
    channel.currency === 'usd' ? usdMinor : Math.round((usdMinor * channel.rate) / 100) * 100;
  return {
    ...channel,
    id,
    t,
    labels: (make) => (channel.language === 'en' || !messages ? undefined : make(t)),
    money,
    // A story that pins another currency keeps its amounts.
    price: (price) =>
      channel.currency === 'usd' || price.currency.toLowerCase() !== 'usd'
        ? price
        : {
            ...price,
            amount: money(price.amount),
            ...(price.compareAt != null ? { compareAt: money(price.compareAt) } : {}),
            ...(price.lowestPrice30d != null ? { lowestPrice30d: money(price.lowestPrice30d) } : {}),
            currency: channel.currency,
            vatIncluded: channel.vat,
          },
  };
}

/**
 * A story decorator that makes the story follow the locale toolbar: `localise` maps the channel
 * (and the story's own args, so a story that pins a state keeps it) to prop overrides. Overrides
 * that are `undefined` leave the story's args alone.
 */
export function localised<TArgs>(
  localise: (l: StoryLocale, args: TArgs) => Partial<TArgs>,
): Decorator<TArgs> {
  return (Story, context) => {
    const overrides = Object.fromEntries(
      Object.entries(localise(storyLocale(context), context.args)).filter(([, value]) => value !== undefined),
    ) as Partial<TArgs>;
    return Story({ args: { ...context.args, ...overrides } });
  };
}
