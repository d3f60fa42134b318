import type { ListItems, ProductFlags, RealtimeMap, Stock } from './schemas';
import { hasResult } from './records';

/** The stock fields capping needs: units in stock and units available for pre-order. */
export type StockLevels = Pick<Stock, 'inStock' | 'preOrder'>;

/**
 * How many units of a variant can be ordered now — the one rule the product page, the cart, the
 * header badge and the checkout share (spec §4 'Cart and favourites rules'): the units in stock,
 * plus the pre-order units when pre-order display is on and the pre-order arrives within the
 * `daysAhead` window (`estimatedDeliveryDays` ≤ `daysAhead`). Negative counts read as 0.
 */
export function orderableUnits(stock: Stock): number {
  const inStock = Math.max(0, Math.floor(stock.inStock));
  const preOrder = isOrderablePreOrder(stock) ? Math.max(0, Math.floor(stock.preOrder)) : 0;
  return inStock + preOrder;
}

/** Whether a variant's pre-order units may be sold (display on, due within `daysAhead`). */
export function isOrderablePreOrder(stock: Stock): boolean {
  return stock.preOrderDisplay && stock.preOrder > 0 && stock.estimatedDeliveryDays <= stock.daysAhead;
}

/** One quantity change made by {@link capToStock}; `to` is 0 when the line was removed. */
export interface StockChange {
  code: string;
  from: number;
  to: number;
}

/** Result of {@link capToStock}. */
export interface CapResult {
  list: ListItems;
  /** Each line whose quantity was lowered or removed, in list order. Empty when nothing changed. */
  changes: StockChange[];
}

/** The stock of each code that has a real-time result (no-result markers are left out). */
export function stockByCode(realtime: RealtimeMap): Record<string, Stock> {
  const result: Record<string, Stock> = {};
  for (const [code, entry] of Object.entries(realtime)) if (hasResult(entry)) result[code] = entry.stock;
  return result;
}

/**
 * The automatic cap of spec §4 once real-time stock is loaded: a line with no units to order is
 * removed; a line above them is lowered to them. The units are {@link orderableUnits} — in stock
 * plus the pre-order units the cart may keep — so the stored cart (and the header badge counting it)
 * holds exactly what the derived cart shows. Codes without stock data are left alone. Capping never
 * raises a quantity. The UI shows `CART_MESSAGES.stockCapped` for each change.
 */
export function capToStock(list: ListItems, stock: Readonly<Record<string, Stock | undefined>>): CapResult {
  const next: ListItems = {};
  const changes: StockChange[] = [];
  for (const [code, line] of Object.entries(list)) {
    const levels = stock[code];
    if (!levels) {
      next[code] = line;
      continue;
    }
    const available = orderableUnits(levels);
    if (available <= 0) {
      changes.push({ code, from: line.quantity, to: 0 });
    } else if (line.quantity > available) {
      next[code] = { quantity: available };
      changes.push({ code, from: line.quantity, to: available });
    } else {
      next[code] = line;
    }
  }
  return { list: changes.length === 0 ? list : next, changes };
}

/** Whether an item is a pre-order (spec §4): fewer than 1 unit in stock and more than 0 for pre-order. */
export function isPreOrder(stock: StockLevels): boolean {
  return stock.inStock < 1 && stock.preOrder > 0;
}

/** Availability of a set of items (a bundle or the cart). */
export interface SetAvailability {
  /** Every item has a result and each is in stock or has pre-order units; an empty set is not in stock. */
  inStock: boolean;
  /** The highest `estimatedDeliveryDays` of the items with a result (calendar days; 0 when none). */
  estimatedDeliveryDays: number;
}

/**
 * The availability of a set (spec §4): in stock only if every item has a result and each is in
 * stock or has pre-order units; its delivery estimate is the highest among its items.
 * `null`/`undefined` stand for items without a result.
 */
export function setAvailability(results: readonly (Stock | null | undefined)[]): SetAvailability {
  const known = results.filter((stock): stock is Stock => stock !== null && stock !== undefined);
  return {
    inStock:
      results.length > 0 &&
      known.length === results.length &&
      known.every((stock) => stock.inStock > 0 || stock.preOrder > 0),
    estimatedDeliveryDays: known.reduce((max, stock) => Math.max(max, stock.estimatedDeliveryDays), 0),
  };
}

/** The availability states (the values search documents and the ui use). */
export type AvailabilityKind =
  | 'in-stock'
  | 'low-stock'
  | 'out-of-stock'
  | 'pre-order'
  | 'made-to-order'
  | 'coming-soon'
  | 'discontinued';

/** English default texts of the availability states; translate by `kind` in the UI. */
export const AVAILABILITY_LABELS: Readonly<Record<AvailabilityKind, string>> = {
  'in-stock': 'In stock',
  'low-stock': 'Low stock',
  'out-of-stock': 'Out of stock',
  'pre-order': 'Pre-order',
  'made-to-order': 'Made to order',
  'coming-soon': 'Coming soon',
  discontinued: 'Discontinued',
};

/** Whether `value` names an availability state (as a search document's `availability` field does). */
export function isAvailabilityKind(value: unknown): value is AvailabilityKind {
  return typeof value === 'string' && Object.hasOwn(AVAILABILITY_LABELS, value);
}

/** Units in stock at or below which an in-stock item reads 'Low stock' (default of `availabilityLabel`). */
export const LOW_STOCK_THRESHOLD = 5;

/** Flags read by {@link availabilityLabel}: the product flags plus `madeToOrder` (built when ordered). */
export type AvailabilityFlags = Partial<ProductFlags> & { madeToOrder?: boolean };

/** Result of {@link availabilityLabel}. */
export interface Availability {
  kind: AvailabilityKind;
  /** English text of the state ({@link AVAILABILITY_LABELS}). */
  label: string;
  /** For pre-order: calendar days until shipping. */
  estimatedDeliveryDays?: number;
  /** For pre-order: 'shipped within N days/weeks/months' ({@link shippedWithin}). */
  shippedWithin?: string;
}

/**
 * The pre-order delivery wording of spec §4 for a number of calendar days: up to 13 days in days
 * ('shipped within 1 day', '… 10 days'), up to 59 days in whole weeks rounded up ('… 3 weeks'),
 * beyond that in 30-day months rounded up ('… 2 months'). Days below 1 read as 1 day.
 */
export function shippedWithin(days: number): string {
  const whole = Math.max(1, Math.ceil(days));
  const [amount, unit] =
    whole < 14
      ? [whole, 'day']
      : whole < 60
        ? [Math.ceil(whole / 7), 'week']
        : [Math.ceil(whole / 30), 'month'];
  return `shipped within ${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/**
 * The availability state of a variant (spec §4), first match wins:
 * 1. discontinued with less than 1 unit in stock → 'discontinued';
 * 2. at least 1 unit in stock → 'low-stock' at or below `lowStockThreshold` units (default
 *    {@link LOW_STOCK_THRESHOLD}), else 'in-stock';
 * 3. a pre-order ({@link isPreOrder}) that may be ordered ({@link isOrderablePreOrder}: displayed and
 *    due within `daysAhead`) → 'pre-order' with the 'shipped within …' wording of `estimatedDeliveryDays`;
 * 4. flagged coming soon → 'coming-soon'; flagged made to order → 'made-to-order';
 * 5. otherwise 'out-of-stock' (pre-order units hidden from shoppers, or due after `daysAhead`, count as none).
 * A missing `stock` (no real-time result) counts as no units.
 */
export function availabilityLabel(
  stock: Stock | null | undefined,
  flags: AvailabilityFlags = {},
  { lowStockThreshold = LOW_STOCK_THRESHOLD }: { lowStockThreshold?: number } = {},
): Availability {
  const inStock = stock?.inStock ?? 0;
  const of = (kind: AvailabilityKind): Availability => ({ kind, label: AVAILABILITY_LABELS[kind] });
  if (flags.discontinued && inStock < 1) return of('discontinued');
  if (inStock >= 1) return of(inStock <= lowStockThreshold ? 'low-stock' : 'in-stock');
  if (stock && isPreOrder(stock) && isOrderablePreOrder(stock)) {
    return {
      ...of('pre-order'),
      estimatedDeliveryDays: stock.estimatedDeliveryDays,
      shippedWithin: shippedWithin(stock.estimatedDeliveryDays),
    };
  }
  if (flags.commingSoon) return of('coming-soon');
  if (flags.madeToOrder) return of('made-to-order');
  return of('out-of-stock');
}
