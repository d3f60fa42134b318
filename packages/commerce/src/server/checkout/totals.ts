import { orderableUnits, type Stock } from '@ironmark/cart-core';
import type { Channel } from '@ironmark/channel';
import { ValidationError } from '../errors';
import {
  CHECKOUT_ERROR_MESSAGES,
  type CheckoutLine,
  type CheckoutTotals,
  type PaymentMethod,
} from './contract';
import { deliveryOptionsFor, financingProviderFor, isExportDelivery, paymentMethodsFor } from './policy';
import { checkoutTaxRule, SalesTaxError, taxAmount } from './tax';

/** One requested line as the catalogue and the stock table see it now (null price or stock: not for sale here). */
export interface ResolvedLine {
  code: string;
  quantity: number;
  /** Undefined when the code is not in the catalogue. */
  name?: string;
  category?: string;
  /** Whether the variant is sold online in the channel's country and listed there. */
  forSale: boolean;
  /** Shelf price and campaign price (minor units), or null when the channel's currency has no price. */
  price: { regular: number; campaign: number | null; lowest30d: number | null } | null;
  /** The warehouse stock of the channel's market, or null when none is recorded. */
  stock: Stock | null;
}

/**
 * How many units of a line can be sold: the units in stock, plus the pre-order units when the
 * variant shows pre-orders and they arrive within its daysAhead window (spec §4 'Cart and
 * favourites rules', 'Pre-order and stock').
 */
export function sellableUnits(stock: Stock): number {
  // The same rule as the product page, the cart and the header badge (cart-core).
  return orderableUnits(stock);
}

/** The outcome of {@link priceLines}: priced lines, codes no longer for sale, and lines capped to the stock. */
export interface PricedLines {
  lines: CheckoutLine[];
  removed: string[];
  adjusted: { code: string; name: string; requested: number; quantity: number }[];
}

/**
 * Prices the requested lines for the channel: unit price = campaign price while one runs, else the
 * shelf price; lines withdrawn from sale (unknown, not online in the channel, no price, no stock row)
 * are `removed` ('Some products are no longer available for sale'); quantities above
 * {@link sellableUnits} are lowered to it — to 0, out of the lines, when sold out — and listed in
 * `adjusted` ('Out of stock - quantity updated to remaining stocks'); a line whose units come partly from pre-order
 * carries the pre-order delivery estimate. Duplicate codes are merged. Never mutates its input.
 */
export function priceLines(requested: readonly ResolvedLine[]): PricedLines {
  const merged = new Map<string, ResolvedLine>();
  for (const line of requested) {
    const existing = merged.get(line.code);
    merged.set(line.code, existing ? { ...existing, quantity: existing.quantity + line.quantity } : line);
  }
  const result: PricedLines = { lines: [], removed: [], adjusted: [] };
  for (const line of merged.values()) {
    if (!line.forSale || !line.price || !line.stock || line.name === undefined) {
      result.removed.push(line.code);
      continue;
    }
    const sellable = sellableUnits(line.stock);
    if (sellable === 0) {
      // Sold out is a stock change ('Out of stock - quantity updated…'), not a withdrawal from sale.
      result.adjusted.push({ code: line.code, name: line.name, requested: line.quantity, quantity: 0 });
      continue;
    }
    const quantity = Math.min(line.quantity, sellable);
    if (quantity < line.quantity)
      result.adjusted.push({ code: line.code, name: line.name, requested: line.quantity, quantity });
    const unitPrice = line.price.campaign ?? line.price.regular;
    const discounted = line.price.campaign !== null && line.price.campaign < line.price.regular;
    result.lines.push({
      code: line.code,
      name: line.name,
      category: line.category ?? '',
      quantity,
      unitPrice,
      lineTotal: unitPrice * quantity,
      compareTotal: discounted ? line.price.regular * quantity : null,
      lowestPrice30d: discounted ? line.price.lowest30d : null,
      preOrder: quantity > line.stock.inStock,
      estimatedDeliveryDays: line.stock.estimatedDeliveryDays,
    });
  }
  return result;
}

/** Inputs of {@link computeTotals}; amounts in minor units of the channel's currency. */
export interface TotalsInput {
  sessionId: string;
  expiresAt: string;
  channel: Pick<Channel, 'code' | 'country' | 'region' | 'currency' | 'vatIncluded'>;
  priced: PricedLines;
  /** The campaign discount on the subtotal (0 without a code) and the code. */
  campaign: { code: string; discount: number } | null;
  /** A checked gift card and its balance. */
  giftCard: { code: string; balance: number } | null;
  /** The delivery country and state; null before the address step. */
  delivery: { country: string; stateOrProvince?: string | undefined } | null;
  deliveryMethod: 'default' | 'pickup';
  paymentMethod?: PaymentMethod | undefined;
  customerCategory?: string | undefined;
}

/**
 * The checkout totals: subtotal, campaign discount, delivery (free from the threshold), tax (VAT
 * included in VAT markets on merchandise and delivery; US/Canadian sales tax added on the
 * merchandise after discount, delivery untaxed; export fee 0 under CIP), then the gift card pays up
 * to the rest. Before the address step the tax is null where it depends on the state. Throws
 * {@link ValidationError} with the spec texts for a delivery or payment method the channel does not
 * offer, and for a sales tax that cannot be calculated.
 */
export function computeTotals(input: TotalsInput): CheckoutTotals {
  const { channel, priced } = input;
  const subtotal = priced.lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const discount = Math.min(subtotal, Math.max(0, input.campaign?.discount ?? 0));
  const merchandise = subtotal - discount;
  const options = deliveryOptionsFor(channel, merchandise);
  const chosen = options.find((option) => option.id === input.deliveryMethod);
  if (!chosen) throw new ValidationError({ deliveryMethod: [CHECKOUT_ERROR_MESSAGES.methodNotAllowed] });
  const paymentMethods = paymentMethodsFor(channel.code, input.customerCategory);
  if (input.paymentMethod && !paymentMethods.includes(input.paymentMethod)) {
    throw new ValidationError({ paymentMethod: [CHECKOUT_ERROR_MESSAGES.methodNotAllowed] });
  }
  const shipping = chosen.cost;
  const exportDelivery = isExportDelivery(channel);
  const target =
    chosen.id === 'pickup' && input.delivery
      ? {
          country: input.delivery.country,
          stateOrProvince: chosen.taxState ?? input.delivery.stateOrProvince,
        }
      : input.delivery;
  let tax: CheckoutTotals['tax'] = null;
  let deliveryTerms: string | null = null;
  const provisional =
    target ??
    (channel.country && !['us', 'ca'].includes(channel.country) ? { country: channel.country } : null);
  if (provisional) {
    try {
      const rule = checkoutTaxRule(channel, provisional);
      const base = rule.kind === 'vat' ? merchandise + shipping : merchandise;
      tax = { kind: rule.kind, rate: rule.rate, amount: taxAmount(base, rule), included: rule.included };
      deliveryTerms = chosen.id === 'pickup' ? 'Pickup at our warehouse (EXW)' : rule.deliveryTerms;
    } catch (error) {
      if (!(error instanceof SalesTaxError)) throw error;
      throw new ValidationError({ 'deliveryAddress.stateOrProvince': [CHECKOUT_ERROR_MESSAGES.salesTax] });
    }
  }
  const beforeGiftCard = merchandise + shipping + (tax && !tax.included ? tax.amount : 0);
  const applied = input.giftCard ? Math.min(input.giftCard.balance, beforeGiftCard) : 0;
  return {
    sessionId: input.sessionId,
    expiresAt: input.expiresAt,
    channel: channel.code,
    currency: channel.currency,
    vatIncluded: channel.vatIncluded,
    lines: priced.lines,
    removed: priced.removed,
    adjusted: priced.adjusted,
    subtotal,
    discount,
    campaignCode: input.campaign?.code ?? null,
    giftCard: input.giftCard ? { ...input.giftCard, applied } : null,
    deliveryOptions: options.map(({ id, cost, regularCost, address }) => ({
      id,
      cost,
      regularCost,
      address,
    })),
    deliveryMethod: chosen.id,
    shipping,
    tax,
    exportDelivery,
    deliveryTerms,
    paymentMethods,
    financingProvider: financingProviderFor(channel.code),
    total: beforeGiftCard - applied,
  };
}
