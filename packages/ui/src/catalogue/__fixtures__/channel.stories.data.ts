import type { ProductCardMode } from '../product-card';

/**
 * Maps the Storybook toolbar's `locale` global to a card mode, a formatting locale and the VAT note, so designers
 * can switch a story between a priced channel, a forbidden country and a quote-only region.
 */
export function channelFromGlobals(globals: Record<string, unknown>): {
  mode: ProductCardMode;
  locale: string;
  showVatNote: boolean;
} {
  switch (globals.locale) {
    case 'forbidden':
      return { mode: 'pricesHidden', locale: 'en-US', showVatNote: false };
    case 'en-ae':
      return { mode: 'quoteOnly', locale: 'en-AE', showVatNote: false };
    case 'sv-se':
      return { mode: 'price', locale: 'sv-SE', showVatNote: true };
    case 'de-de':
      return { mode: 'price', locale: 'de-DE', showVatNote: true };
    default:
      return { mode: 'price', locale: 'en-US', showVatNote: false };
  }
}
