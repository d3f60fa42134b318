import { CURRENCY_CODE_PATTERN } from './money';
import type { AnalyticsItem } from './schemas';

// The item events' input check without zod (browser code: a product page tracks view_item, and zod's
// chunk cost a phone one more long task to evaluate). `itemsEventInputSchema` stays the contract; a
// property test holds this check to it: the same verdict on every input, the same data when both accept.

/** A checked item (what `analyticsItemSchema` outputs). */
export type CheckedItem = AnalyticsItem;

/** A checked item event input (what `itemsEventInputSchema` outputs). */
export interface CheckedItemsEvent {
  currency?: string | undefined;
  items: CheckedItem[];
  coupon: string | undefined;
}

/** The verdict: the checked data, or the first problem as `path: what` (never the value itself). */
export type ItemsEventCheck = { success: true; data: CheckedItemsEvent } | { success: false; error: string };

class Invalid extends Error {}

const fail = (path: string, what: string): never => {
  throw new Invalid(`${path}: ${what}`);
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Sets `key` as zod's object does: a defined result, or `undefined` when the input named the key. */
function put(target: Record<string, unknown>, source: Record<string, unknown>, key: string, value: unknown) {
  if (value !== undefined || key in source) target[key] = value;
}

function optionalText(value: unknown, path: string): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return fail(path, 'expected a text');
  return value.trim() || undefined;
}

function integer(value: unknown, path: string, { positive = false } = {}): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) return fail(path, 'expected an integer');
  if (positive ? value <= 0 : value < 0) return fail(path, positive ? 'expected > 0' : 'expected >= 0');
  return value;
}

function optional<T>(value: unknown, check: () => T): T | undefined {
  return value === undefined ? undefined : check();
}

const TEXT_KEYS = ['name', 'brand', 'variant', 'coupon', 'listId', 'listName'] as const;

function checkItem(value: unknown, path: string): CheckedItem {
  if (!isRecord(value)) return fail(path, 'expected an item');
  if (typeof value.id !== 'string') return fail(`${path}.id`, 'expected a text');
  const id = value.id.trim();
  if (id === '') return fail(`${path}.id`, 'expected at least 1 character');
  const item: Record<string, unknown> = { id };
  for (const key of TEXT_KEYS) put(item, value, key, optionalText(value[key], `${path}.${key}`));
  item.price = integer(value.price, `${path}.price`);
  item.quantity =
    value.quantity === undefined ? 1 : integer(value.quantity, `${path}.quantity`, { positive: true });
  const category = value.category;
  put(
    item,
    value,
    'category',
    optional(category, () => {
      if (typeof category === 'string') return category;
      if (Array.isArray(category) && category.every((level) => typeof level === 'string'))
        return [...category];
      return fail(`${path}.category`, 'expected a text or a list of texts');
    }),
  );
  for (const key of ['discount', 'index'] as const)
    put(
      item,
      value,
      key,
      optional(value[key], () => integer(value[key], `${path}.${key}`)),
    );
  return item as unknown as CheckedItem;
}

/**
 * Checks an item event's input (view_item, add_to_cart …) as `itemsEventInputSchema` does: at least
 * one item, each with a non-empty id and integer minor-unit amounts, a three-letter currency when
 * given; texts trimmed, empty texts dropped, quantity 1 by default, unknown keys left out.
 */
export function checkItemsEventInput(input: unknown): ItemsEventCheck {
  try {
    if (!isRecord(input)) return fail('(input)', 'expected an object');
    const data: Record<string, unknown> = {};
    const currency = input.currency;
    put(
      data,
      input,
      'currency',
      optional(currency, () => {
        const code = typeof currency === 'string' ? currency.trim() : fail('currency', 'expected a text');
        return CURRENCY_CODE_PATTERN.test(code)
          ? code
          : fail('currency', 'must be a three-letter ISO 4217 code');
      }),
    );
    if (!Array.isArray(input.items)) return fail('items', 'expected a list');
    data.items = input.items.map((item, index) => checkItem(item, `items.${index}`));
    if (input.items.length === 0) return fail('items', 'expected at least 1 item');
    put(data, input, 'coupon', optionalText(input.coupon, 'coupon'));
    return { success: true, data: data as unknown as CheckedItemsEvent };
  } catch (error) {
    if (error instanceof Invalid) return { success: false, error: error.message };
    throw error;
  }
}
