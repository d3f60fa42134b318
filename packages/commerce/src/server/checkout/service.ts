import { randomBytes } from 'node:crypto';
import { shopperProductName } from '@ironmark/cart-core';
import { type Channel, getChannel } from '@ironmark/channel';
import { and, eq, inArray } from 'drizzle-orm';
import { orderItemsOf } from '../../checkout-page';
import type { ListLine, Order } from '../../contract';
import type { Catalogue } from '../catalogue/catalogue';
import { availableOnlineIn } from '../catalogue/catalogue';
import { marketOf, priceAndAvailability } from '../catalogue/pricing';
import type { Database, Transaction } from '../db/client';
import { orders, stockLevels } from '../db/schema';
import { IdempotencyKeyReusedError, ValidationError } from '../errors';
import { type Idempotency, requestHashOf, type WriteOptions } from '../idempotency';
import type { CampaignCodeService, GiftCardService, OrderService, StockService } from '../services/orders';
import type { Logger, OutboxService } from '../services/outbox';
import { formatAddress } from '../services/quotes';
import type { StockCache } from '../services/stock-cache';
import {
  CHECKOUT_ERROR_MESSAGES,
  type CheckoutSessionRequest,
  type CheckoutTotals,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
  type QuoteTotalsRequest,
} from './contract';
import type { PaymentProvider } from './payments';
import { DEFAULT_SESSION_TTL_MS, sessionExpired, shippingRefusal } from './policy';
import { checkoutSessions } from './sessions';
import { computeTotals, type PricedLines, priceLines, type ResolvedLine } from './totals';

/** A session answer: the totals, and whether an earlier session was resumed (an abandoned cart). */
export type CheckoutSessionAnswer = CheckoutTotals & { resumed: boolean };

/** The checkout: sessions with inactivity expiry, totals recomputed at every step, idempotent placement. */
export interface CheckoutService {
  /**
   * Opens a session from cart lines (or resumes `resumeSessionId` while it is alive). With an
   * Idempotency-Key, a repeat answers the session the key opened.
   */
  startSession(request: CheckoutSessionRequest, options?: WriteOptions): Promise<CheckoutSessionAnswer>;
  /** Recomputes the totals of a live session with the choices made so far, and keeps it alive. */
  quoteTotals(request: QuoteTotalsRequest): Promise<CheckoutTotals>;
  /**
   * Places the order: recomputes everything, compares the client's total, reserves stock, redeems
   * the gift card, authorises the payment and stores the order and its e-mail in one transaction.
   * The same idempotency key returns the same order (`created: false`).
   */
  placeOrder(request: PlaceOrderRequest, idempotencyKey: string): Promise<PlaceOrderResponse>;
  /** The session expiry in ms. */
  readonly ttlMs: number;
}

/** Dependencies of {@link createCheckoutService}. */
export interface CheckoutDeps {
  db: Database;
  idempotency: Idempotency;
  catalogue: Catalogue;
  now: () => number;
  orders: OrderService;
  giftCards: GiftCardService;
  campaignCodes: CampaignCodeService;
  /** Stock per market: the placement reserves each line through it (`StockService.reserve`). */
  stock: StockService;
  outbox: OutboxService;
  logger: Logger;
  /** The payment providers by method (e.g. invoice and the sandbox card provider). */
  payments: readonly PaymentProvider[];
  /** Inactivity expiry in ms (default {@link DEFAULT_SESSION_TTL_MS}, 30 minutes). */
  ttlMs?: number;
  /** The real-time stock cache: the placement's transaction runs through it, so the stock it took is invalidated once it has settled. */
  stockCache?: StockCache;
}

class PaymentFailure extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentFailure';
  }
}

class StockFailure extends Error {
  constructor(readonly code: string) {
    super(CHECKOUT_ERROR_MESSAGES.outOfStockList);
    this.name = 'StockFailure';
  }
}

const fail = (field: string, message: string) => new ValidationError({ [field]: [message] });

/** Builds the checkout service. */
export function createCheckoutService(deps: CheckoutDeps): CheckoutService {
  const ttlMs = deps.ttlMs ?? DEFAULT_SESSION_TTL_MS;
  // The placement's transaction: through the stock cache, which invalidates what it took after COMMIT.
  const inTransaction = <T>(fn: (tx: Transaction) => Promise<T>): Promise<T> =>
    deps.stockCache ? deps.stockCache.transaction(fn) : deps.db.transaction(fn);

  function channelOf(code: string, visitorCountry?: string | null): Channel {
    const channel = getChannel(code);
    if (!channel)
      throw new ValidationError(
        { channel: [`Unknown channel ${code}`] },
        undefined,
        undefined,
        'unknownChannel',
      );
    const refusal = shippingRefusal(channel, visitorCountry, null);
    if (refusal) throw fail(refusal.field, refusal.message);
    return channel;
  }

  async function resolve(channel: Channel, lines: readonly ListLine[]): Promise<PricedLines> {
    const market = marketOf(channel);
    const codes = [...new Set(lines.map((line) => line.code))];
    const rows =
      codes.length === 0
        ? []
        : await deps.db
            .select()
            .from(stockLevels)
            .where(and(eq(stockLevels.market, market), inArray(stockLevels.variantCode, codes)));
    const stockByCode = new Map(rows.map((row) => [row.variantCode, row]));
    const now = deps.now();
    const texts = deps.catalogue.inLanguage(channel.language);
    const resolved: ResolvedLine[] = lines.map((line) => {
      const found = deps.catalogue.getVariant(line.code);
      const row = stockByCode.get(line.code);
      if (!found || !row)
        return { code: line.code, quantity: line.quantity, forSale: false, price: null, stock: null };
      const stock = {
        inStock: row.inStock,
        preOrder: row.preOrder,
        preOrderDisplay: row.preOrderDisplay,
        daysAhead: row.daysAhead,
        estimatedDeliveryDays: row.estimatedDeliveryDays,
      };
      const listed =
        found.variant.listedCountries === null ||
        channel.country === '' ||
        found.variant.listedCountries.includes(channel.country);
      const unit = priceAndAvailability(found.variant, channel, stock, now);
      return {
        code: line.code,
        quantity: line.quantity,
        // spec §3: shoppers read names without the brand prefix (summary, confirmation, order e-mail),
        // in the channel's language (issue 20).
        name: shopperProductName(
          texts.getVariant(line.code)?.variant.name ?? found.variant.name,
          deps.catalogue.brand,
        ),
        category: deps.catalogue.variantInfo(line.code)?.category ?? '',
        forSale: listed && availableOnlineIn(found.variant, channel),
        price: unit
          ? {
              regular: unit.price,
              campaign: unit.campaignPrice ?? null,
              lowest30d: unit.lowestPrice30d ?? null,
            }
          : null,
        stock,
      };
    });
    return priceLines(resolved);
  }

  async function loadSession(id: string) {
    const [row] = await deps.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
    return row;
  }

  /** The live session or the spec §8 session error; an idle session is marked expired. */
  async function liveSession(id: string) {
    const row = await loadSession(id);
    if (!row) throw fail('sessionId', CHECKOUT_ERROR_MESSAGES.sessionUnknown);
    if (
      row.status === 'expired' ||
      (row.status === 'open' && sessionExpired(row.lastActiveAt.getTime(), deps.now(), ttlMs))
    ) {
      if (row.status === 'open') {
        await deps.db.update(checkoutSessions).set({ status: 'expired' }).where(eq(checkoutSessions.id, id));
      }
      throw fail('sessionId', CHECKOUT_ERROR_MESSAGES.sessionExpired);
    }
    if (row.status === 'invalid') throw fail('lines', CHECKOUT_ERROR_MESSAGES.abandonedCartInvalid);
    return row;
  }

  const expiresAt = (lastActive: number) => new Date(lastActive + ttlMs).toISOString();

  async function codes(
    channel: Channel,
    campaignCode: string | undefined,
    giftCardCode: string | undefined,
    subtotal: number,
  ) {
    const campaign = campaignCode ? await deps.campaignCodes.validate(campaignCode, channel.code) : null;
    const giftCard = giftCardCode ? await deps.giftCards.check(giftCardCode, channel.currency) : null;
    return {
      campaign: campaign
        ? {
            code: campaign.code,
            discount: deps.campaignCodes.discountFor(campaign, subtotal, channel.currency),
          }
        : null,
      giftCard: giftCard ? { code: giftCard.code, balance: giftCard.balance } : null,
    };
  }

  const subtotalOf = (priced: PricedLines) => priced.lines.reduce((sum, line) => sum + line.lineTotal, 0);

  return {
    ttlMs,
    async startSession(request, options = {}) {
      const channel = channelOf(request.channel, request.country);
      const now = deps.now();
      if (request.resumeSessionId) {
        const row = await loadSession(request.resumeSessionId);
        if (
          row &&
          row.status === 'open' &&
          row.channel === channel.code &&
          !sessionExpired(row.lastActiveAt.getTime(), now, ttlMs)
        ) {
          const priced = await resolve(channel, row.lines);
          // spec §8: an abandoned cart whose products are no longer for sale is no longer valid.
          if (priced.removed.length > 0 || priced.lines.length === 0) {
            await deps.db
              .update(checkoutSessions)
              .set({ status: 'invalid' })
              .where(eq(checkoutSessions.id, row.id));
            throw fail('lines', CHECKOUT_ERROR_MESSAGES.abandonedCartInvalid);
          }
          await deps.db
            .update(checkoutSessions)
            .set({ lastActiveAt: new Date(now) })
            .where(eq(checkoutSessions.id, row.id));
          const totals = computeTotals({
            sessionId: row.id,
            expiresAt: expiresAt(now),
            channel,
            priced,
            campaign: null,
            giftCard: null,
            delivery: null,
            deliveryMethod: 'default',
          });
          return { ...totals, resumed: true };
        }
      }
      const priced = await resolve(channel, request.lines);
      if (priced.lines.length === 0) throw fail('lines', CHECKOUT_ERROR_MESSAGES.noLongerAvailable);
      const id = randomBytes(16).toString('base64url');
      // A session is cheap and opening two is harmless, so only an explicit key deduplicates.
      const outcome = await deps.idempotency.run(
        { scope: 'checkout-session', key: options.idempotencyKey, body: request, dedupeWithoutKey: false },
        async (tx): Promise<CheckoutSessionAnswer> => {
          await tx.insert(checkoutSessions).values({
            id,
            channel: channel.code,
            country: request.country ?? null,
            lines: priced.lines.map((line) => ({ code: line.code, quantity: line.quantity })),
            status: 'open',
            createdAt: new Date(now),
            lastActiveAt: new Date(now),
          });
          const totals = computeTotals({
            sessionId: id,
            expiresAt: expiresAt(now),
            channel,
            priced,
            campaign: null,
            giftCard: null,
            delivery: null,
            deliveryMethod: 'default',
          });
          return { ...totals, resumed: false };
        },
      );
      return outcome.value;
    },

    async quoteTotals(request) {
      const session = await liveSession(request.sessionId);
      const channel = channelOf(session.channel, session.country);
      if (request.delivery) {
        const refusal = shippingRefusal(channel, session.country, request.delivery.country);
        if (refusal) throw fail(refusal.field, refusal.message);
      }
      const priced = await resolve(channel, request.lines ?? session.lines);
      if (priced.lines.length === 0) throw fail('lines', CHECKOUT_ERROR_MESSAGES.noLongerAvailable);
      const applied = await codes(channel, request.campaignCode, request.giftCardCode, subtotalOf(priced));
      const now = deps.now();
      const totals = computeTotals({
        sessionId: session.id,
        expiresAt: expiresAt(now),
        channel,
        priced,
        ...applied,
        delivery: request.delivery ?? null,
        deliveryMethod: request.deliveryMethod ?? 'default',
        paymentMethod: request.paymentMethod,
        customerCategory: request.customerCategory,
      });
      await deps.db
        .update(checkoutSessions)
        .set({
          lastActiveAt: new Date(now),
          lines: priced.lines.map((line) => ({ code: line.code, quantity: line.quantity })),
          campaignCode: applied.campaign?.code ?? null,
          giftCardCode: applied.giftCard?.code ?? null,
        })
        .where(eq(checkoutSessions.id, session.id));
      return totals;
    },

    async placeOrder(request, idempotencyKey) {
      // A retry of a placement that went through answers with the same order; the same key with
      // another body is refused (422), never answered with the first order.
      const requestHash = requestHashOf(request);
      const [placed] = await deps.db
        .select({ orderNumber: orders.orderNumber, requestHash: orders.requestHash })
        .from(orders)
        .where(eq(orders.idempotencyKey, idempotencyKey));
      if (placed) return retried(placed, requestHash);

      const session = await liveSession(request.sessionId);
      if (session.status === 'placed') throw fail('sessionId', CHECKOUT_ERROR_MESSAGES.sessionUnknown);
      if (session.channel !== request.channel) throw fail('channel', CHECKOUT_ERROR_MESSAGES.totalMismatch);
      const channel = channelOf(session.channel, request.country);
      const refusal = shippingRefusal(channel, request.country, request.deliveryAddress.country);
      if (refusal) throw fail(refusal.field, refusal.message);
      const provider = deps.payments.find((candidate) => candidate.method === request.paymentMethod);
      if (!provider) throw fail('paymentMethod', CHECKOUT_ERROR_MESSAGES.invalidPaymentCarrier);
      if (request.paymentMethod === 'card' && !request.card)
        throw fail('card', CHECKOUT_ERROR_MESSAGES.cardRequired);

      const priced = await resolve(channel, request.lines);
      stockProblems(request.lines, priced);
      const applied = await codes(channel, request.campaignCode, request.giftCardCode, subtotalOf(priced));
      const now = deps.now();
      const totals = computeTotals({
        sessionId: session.id,
        expiresAt: expiresAt(now),
        channel,
        priced,
        ...applied,
        delivery: request.deliveryAddress,
        deliveryMethod: request.deliveryMethod,
        paymentMethod: request.paymentMethod,
        customerCategory: request.contact.customerCategory,
      });
      // Client totals are never trusted (spec §8 'order total does not match the current session').
      if (totals.total !== request.expectedTotal)
        throw fail('expectedTotal', CHECKOUT_ERROR_MESSAGES.totalMismatch);

      const preOrders = totals.lines
        .filter((line) => line.preOrder)
        .map((line) => ({ code: line.code, estimatedDeliveryDays: line.estimatedDeliveryDays }));
      const market = marketOf(channel);
      let authorisation: string | undefined;
      let outcome:
        | { created: true; order: Order }
        | { created: false; sameKey: { order: Order; requestHash: string | null } };
      try {
        outcome = await inTransaction(async (tx) => {
          const created = await deps.orders.create(tx, {
            idempotencyKey,
            sessionId: session.id,
            requestHash,
            channel: channel.code,
            currency: channel.currency,
            vatIncluded: channel.vatIncluded,
            contact: request.contact,
            deliveryAddress: request.deliveryAddress,
            invoiceAddress: request.invoiceAddress ?? request.deliveryAddress,
            deliveryMethod: totals.deliveryMethod,
            paymentMethod: request.paymentMethod,
            items: orderItemsOf(totals.lines),
            subtotal: totals.subtotal,
            discount: totals.discount,
            taxKind: totals.tax?.kind ?? 'export-fee',
            tax: totals.tax?.amount ?? 0,
            shipping: totals.shipping,
            giftCardAmount: totals.giftCard?.applied ?? 0,
            total: totals.total,
            coupon: totals.campaignCode,
            giftCardCode: totals.giftCard?.code ?? null,
          });
          // A concurrent placement committed first (the unique key and session made this insert wait
          // for it): the same key answers with its order; another key of the session is refused.
          if (!created.created) {
            if (!created.sameKey) throw fail('sessionId', CHECKOUT_ERROR_MESSAGES.sessionUnknown);
            return { created: false as const, sameKey: created.sameKey };
          }
          // Claim the session: only an open session is placed (the row lock queues a concurrent claim).
          const claimed = await tx
            .update(checkoutSessions)
            .set({
              status: 'placed',
              orderNumber: created.order.orderNumber,
              preOrders,
              lastActiveAt: new Date(now),
            })
            .where(and(eq(checkoutSessions.id, session.id), eq(checkoutSessions.status, 'open')))
            .returning({ id: checkoutSessions.id });
          if (claimed.length === 0) throw fail('sessionId', CHECKOUT_ERROR_MESSAGES.sessionUnknown);
          // Stock rows are locked in one global order (by code), so two baskets holding the same
          // products in another order cannot deadlock each other on PostgreSQL.
          const byCode = [...totals.lines].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
          for (const line of byCode) {
            if (!(await deps.stock.reserve(tx, line.code, market, line.quantity)))
              throw new StockFailure(line.code);
          }
          if (totals.giftCard && totals.giftCard.applied > 0) {
            const redeemed = await deps.giftCards.redeem(
              tx,
              totals.giftCard.code,
              totals.giftCard.applied,
              channel.currency,
            );
            if (redeemed !== totals.giftCard.applied)
              throw fail('expectedTotal', CHECKOUT_ERROR_MESSAGES.totalMismatch);
          }
          if (totals.total > 0) {
            const payment = await provider.authorise({
              reference: idempotencyKey,
              amount: totals.total,
              currency: channel.currency,
              email: request.contact.email,
              card: request.card,
            });
            if (payment.status === 'refused')
              throw new PaymentFailure('payment', CHECKOUT_ERROR_MESSAGES.paymentRefused);
            if (payment.status === 'fraud-check-failed')
              throw new PaymentFailure('payment', CHECKOUT_ERROR_MESSAGES.fraudCheck);
            authorisation = payment.providerReference;
          }
          const status = request.paymentMethod === 'card' ? 'paid' : 'placed';
          await tx.update(orders).set({ status }).where(eq(orders.orderNumber, created.order.orderNumber));
          const order = { ...created.order, status } satisfies Order;
          await deps.outbox.enqueue(tx, {
            kind: 'order-confirmation',
            recipient: request.contact.email,
            subject: `Order ${order.orderNumber} confirmed`,
            body: describeOrder(order, request, totals, preOrders),
            reference: order.orderNumber,
          });
          return { order, created: true };
        });
      } catch (error) {
        if (authorisation)
          await provider
            .void(authorisation)
            .catch((cause: unknown) => deps.logger.error('Failed to void a payment', cause));
        if (error instanceof PaymentFailure) throw fail(error.field, error.message);
        if (error instanceof StockFailure) {
          throw new ValidationError(
            {
              lines: [CHECKOUT_ERROR_MESSAGES.outOfStockList],
              [`lines.${indexOf(request.lines, error.code)}.quantity`]: [CHECKOUT_ERROR_MESSAGES.stockCapped],
            },
            CHECKOUT_ERROR_MESSAGES.outOfStockList,
          );
        }
        throw error;
      }
      if (!outcome.created)
        return retried(
          { orderNumber: outcome.sameKey.order.orderNumber, requestHash: outcome.sameKey.requestHash },
          requestHash,
        );
      if (authorisation) await provider.capture(authorisation);
      deps.outbox.kick();
      return { order: outcome.order, preOrders, created: true };
    },
  };

  /** The answer to a retry: the first order, unless the key came with another body (422). Orders placed before request hashes were stored (null) are answered. */
  async function retried(
    first: { orderNumber: string; requestHash: string | null },
    requestHash: string,
  ): Promise<PlaceOrderResponse> {
    if (first.requestHash !== null && first.requestHash !== requestHash)
      throw new IdempotencyKeyReusedError();
    const orderNumber = first.orderNumber;
    const order = await deps.orders.get(orderNumber);
    if (!order) throw new Error(`Order ${orderNumber} vanished`);
    const [session] = await deps.db
      .select({ preOrders: checkoutSessions.preOrders })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.orderNumber, orderNumber));
    return { order, preOrders: session?.preOrders ?? [], created: false };
  }
}

function indexOf(lines: readonly ListLine[], code: string): number {
  return Math.max(
    0,
    lines.findIndex((line) => line.code === code),
  );
}

/**
 * spec §8 stock messages at placement: lines no longer for sale ('Some products are no longer
 * available for sale') and quantities above the remaining stock ('Out of stock - quantity updated to
 * remaining stocks', listed under 'The following products are out of stock or low in remaining stock').
 */
function stockProblems(requested: readonly ListLine[], priced: PricedLines): void {
  if (priced.removed.length === 0 && priced.adjusted.length === 0) return;
  const modelState: Record<string, string[]> = {};
  for (const code of priced.removed)
    modelState[`lines.${indexOf(requested, code)}.code`] = [CHECKOUT_ERROR_MESSAGES.noLongerAvailable];
  for (const line of priced.adjusted)
    modelState[`lines.${indexOf(requested, line.code)}.quantity`] = [CHECKOUT_ERROR_MESSAGES.stockCapped];
  const message =
    priced.removed.length > 0
      ? CHECKOUT_ERROR_MESSAGES.noLongerAvailable
      : CHECKOUT_ERROR_MESSAGES.outOfStockList;
  throw new ValidationError({ lines: [message], ...modelState }, message);
}

function describeOrder(
  order: Order,
  request: PlaceOrderRequest,
  totals: CheckoutTotals,
  preOrders: { code: string; estimatedDeliveryDays: number }[],
): string {
  const money = (minor: number) => `${(minor / 100).toFixed(2)} ${order.currency.toUpperCase()}`;
  const preOrder = new Map(preOrders.map((line) => [line.code, line.estimatedDeliveryDays]));
  return [
    `Thank you for your order ${order.orderNumber}.`,
    '',
    ...order.items.map((item) => {
      const days = preOrder.get(item.id);
      return `  ${item.quantity} × ${item.id}  ${item.name}  ${money(item.price * item.quantity)}${days === undefined ? '' : `  (pre-order, ships within ${days} days)`}`;
    }),
    '',
    `Subtotal: ${money(order.subtotal)}`,
    order.discount > 0 ? `Discount (${order.coupon}): -${money(order.discount)}` : '',
    `Delivery: ${money(order.shipping)}`,
    totals.tax
      ? `${totals.tax.kind === 'vat' ? 'VAT (included)' : totals.tax.kind === 'sales-tax' ? 'Sales tax' : 'Export Fee'}: ${money(totals.tax.amount)}`
      : '',
    order.giftCardAmount > 0 ? `Gift card: -${money(order.giftCardAmount)}` : '',
    `Total: ${money(order.total)}`,
    totals.deliveryTerms ? `Delivery terms: ${totals.deliveryTerms}` : '',
    `Deliver to: ${formatAddress(request.deliveryAddress)}`,
  ]
    .filter((line, index, all) => line !== '' || all[index - 1] !== '')
    .join('\n');
}
