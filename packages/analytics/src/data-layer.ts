import { type ConsentChoice, consentModeDefault, consentModeUpdate } from './consent';
import { type AnalyticsEvent, isEcommerceEvent } from './event-shapes';
import { isCurrencyCode, normaliseCurrency } from './money';
import { scrubPersonalData } from './privacy';

/** Text logged when {@link DataLayer.setCurrency} is given something that is not an ISO 4217 code. */
export const INVALID_CURRENCY_MESSAGE = 'Invalid currency for the data layer, using the default';

/** Where entries go: `window.dataLayer` (an array) or anything with a compatible `push`. */
export type DataLayerTarget = unknown[] | { push(entry: unknown): unknown };

/** A typed façade over a GTM data layer. */
export interface DataLayer {
  /**
   * Pushes an event built by this package. E-commerce events are preceded by `{ ecommerce: null }`
   * (clears GTM's merged object); e-mail-like values are redacted. `null` (a rejected input) pushes
   * nothing. Returns whether anything was pushed.
   */
  push(event: AnalyticsEvent | null | undefined): boolean;
  /** Pushes `{ currency }` uppercase, default USD (spec §7; an invalid code is logged and replaced by USD); returns the pushed code. */
  setCurrency(currency?: string | null): string;
  /** Pushes the gtag command `consent default` with {@link consentModeDefault}. */
  consentDefault(): void;
  /** Pushes the gtag command `consent update` for a choice ({@link consentModeUpdate}). */
  consentUpdate(choice: ConsentChoice): void;
}

/**
 * The `arguments` object of a call. GTM runs an entry as a gtag command only when it is an
 * Arguments object (what `function gtag(){dataLayer.push(arguments)}` pushes), not an array.
 */
function gtagArguments(..._command: unknown[]): IArguments {
  // biome-ignore lint/complexity/noArguments: GTM recognises gtag commands only as Arguments objects.
  return arguments;
}

/**
 * A {@link DataLayer} writing to `target` — usually `window.dataLayer ??= []`. Holds no state of
 * its own, so several façades over one array agree.
 */
export function createDataLayer(target: DataLayerTarget): DataLayer {
  const write = (entry: unknown) => {
    target.push(entry);
  };
  return {
    push(event) {
      if (event === null || event === undefined) return false;
      const clean = scrubPersonalData(event);
      // external-apis §2(c): clear the previous ecommerce object before every e-commerce event.
      if (isEcommerceEvent(clean)) write({ ecommerce: null });
      write(clean);
      return true;
    },
    setCurrency(currency) {
      const valid = currency === null || currency === undefined || isCurrencyCode(currency);
      if (!valid) console.error(INVALID_CURRENCY_MESSAGE, currency);
      const code = normaliseCurrency(valid ? currency : null);
      write({ currency: code });
      return code;
    },
    consentDefault() {
      write(gtagArguments('consent', 'default', consentModeDefault()));
    },
    consentUpdate(choice) {
      write(gtagArguments('consent', 'update', consentModeUpdate(choice)));
    },
  };
}
