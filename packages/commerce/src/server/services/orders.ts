import { getChannel } from '@ironmark/channel';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type {
  Address,
  CodeCheckResponse,
  Contact,
  Order,
  OrderItem,
  OrderStatus,
  TaxKind,
} from '../../contract';
import { orderSchema } from '../../contract';
import type { Database, Transaction } from '../db/client';
import { campaignCodes, giftCards, orderLines, orders, stockLevels } from '../db/schema';
import { NotFoundError, ValidationError } from '../errors';
import type { StockCache } from './stock-cache';

/** spec §5 messages of the codes. */
export const CODE_MESSAGES = {
  campaignInvalid: 'The campaign code used is invalid',
  giftCardInvalid: 'Invalid gift card code',
  giftCardUsed: 'Gift card code is already used',
} as const;

/** A validated campaign code. */
export type CampaignDiscount = Extract<CodeCheckResponse, { kind: 'campaign' }>;

/** Campaign codes: percent or amount off, inside a validity window, for listed channels (none listed = all). */
export interface CampaignCodeService {
  /** The discount of a code for a channel at `now`, or {@link ValidationError} `{ campaignCode: ['The campaign code used is invalid'] }`. */
  validate(code: string, channelCode: string): Promise<CampaignDiscount>;
  /** The discount (minor units) a validated code gives on a subtotal; amount codes need the same currency. */
  discountFor(discount: CampaignDiscount, subtotal: number, currency: string): number;
}

/** Builds the campaign-code service. */
export function createCampaignCodeService(deps: { db: Database; now: () => number }): CampaignCodeService {
  const invalid = () =>
    new ValidationError(
      { campaignCode: [CODE_MESSAGES.campaignInvalid] },
      undefined,
      undefined,
      'campaignInvalid',
    );
  return {
    async validate(code, channelCode) {
      const normalised = code.trim().toUpperCase();
      const channel = getChannel(channelCode);
      const [row] = await deps.db.select().from(campaignCodes).where(eq(campaignCodes.code, normalised));
      const now = deps.now();
      if (!row || !channel || !row.active) throw invalid();
      if (now < row.validFrom.getTime() || now >= row.validTo.getTime()) throw invalid();
      if (row.channels.length > 0 && !row.channels.includes(channel.code)) throw invalid();
      if (row.discountType === 'amount' && row.currency !== channel.currency) throw invalid();
      return {
        kind: 'campaign',
        code: row.code,
        discountType: row.discountType === 'amount' ? 'amount' : 'percent',
        value: row.value,
        currency: row.currency,
      };
    },
    discountFor(discount, subtotal, currency) {
      if (discount.discountType === 'percent') return Math.round((subtotal * discount.value) / 100);
      if (discount.currency !== currency) return 0;
      return Math.min(discount.value, subtotal);
    },
  };
}

/** Gift cards: balances in minor units; single-use cards are spent by their first redemption. */
export interface GiftCardService {
  /** The balance of a usable card in `currency`, or {@link ValidationError} with 'Invalid gift card code' / 'Gift card code is already used'. */
  check(code: string, currency: string): Promise<Extract<CodeCheckResponse, { kind: 'gift-card' }>>;
  /**
   * Redeems up to `amount` inside the caller's transaction and returns the amount applied. Atomic:
   * two concurrent redemptions of a single-use card succeed once; the other gets 'Gift card code is already used'.
   */
  redeem(tx: Transaction, code: string, amount: number, currency: string): Promise<number>;
}

/** Builds the gift-card service. */
export function createGiftCardService(deps: { db: Database; now: () => number }): GiftCardService {
  const invalid = () =>
    new ValidationError(
      { giftCardCode: [CODE_MESSAGES.giftCardInvalid] },
      undefined,
      undefined,
      'giftCardInvalid',
    );
  const used = () =>
    new ValidationError({ giftCardCode: [CODE_MESSAGES.giftCardUsed] }, undefined, undefined, 'giftCardUsed');
  async function load(db: Database | Transaction, code: string, currency: string) {
    const [row] = await db.select().from(giftCards).where(eq(giftCards.code, code.trim().toUpperCase()));
    if (!row || row.currency !== currency || row.expiresAt.getTime() <= deps.now()) throw invalid();
    if (row.balance <= 0 || (row.singleUse && row.usedAt)) throw used();
    return row;
  }
  return {
    async check(code, currency) {
      const row = await load(deps.db, code, currency);
      return { kind: 'gift-card', code: row.code, balance: row.balance, currency: row.currency };
    },
    async redeem(tx, code, amount, currency) {
      // A concurrent redemption may take part of the balance between the read and the update; then
      // the read is repeated (a card emptied meanwhile answers 'already used' from `load`).
      for (let attempt = 0; attempt < 3; attempt++) {
        const applied = await redeemOnce(tx, code, amount, currency);
        if (applied !== undefined) return applied;
      }
      throw used();
    },
  };

  async function redeemOnce(tx: Transaction, code: string, amount: number, currency: string) {
    const row = await load(tx, code, currency);
    const applied = Math.min(row.balance, Math.max(0, amount));
    // One conditional UPDATE computed from the row as it is when the lock is taken, never from the
    // read above: concurrent redemptions queue on the row lock and each subtracts from what the
    // previous one left (a stale read spent one card twice on PostgreSQL). The CHECK
    // (balance >= 0) of the table is the last guard.
    const updated = await tx
      .update(giftCards)
      .set({
        balance: sql`CASE WHEN ${giftCards.singleUse} THEN 0 ELSE ${giftCards.balance} - ${applied} END`,
        usedAt: sql`CASE WHEN ${giftCards.singleUse} OR ${giftCards.balance} - ${applied} = 0 THEN ${new Date(deps.now()).toISOString()}::timestamptz ELSE NULL END`,
      })
      .where(
        and(
          eq(giftCards.code, row.code),
          eq(giftCards.currency, currency),
          gte(giftCards.balance, applied),
          sql`(NOT ${giftCards.singleUse} OR ${giftCards.usedAt} IS NULL)`,
        ),
      )
      .returning({ code: giftCards.code });
    return updated.length > 0 ? applied : undefined;
  }
}

/** Stock levels per warehouse market. */
export interface StockService {
  /** Units of a variant in a market, or undefined when none is recorded. */
  get(code: string, market: string): Promise<typeof stockLevels.$inferSelect | undefined>;
  /**
   * Takes `quantity` units inside a transaction: in stock first, then pre-order units, but only where
   * the variant offers pre-orders (pre-order shown and its delivery within the days ahead); false when
   * there are not enough. Atomic under concurrency: one conditional UPDATE, whose row lock makes
   * concurrent reservations queue, so stock never goes negative.
   */
  reserve(tx: Transaction, code: string, market: string, quantity: number): Promise<boolean>;
}

/**
 * Builds the stock service (the checkout's placement reserves through it). With `stockCache`, a
 * reservation marks the code stale in the cache once its transaction settles (open it with
 * `stockCache.transaction`, as `Commerce.transaction` and the checkout do).
 */
export function createStockService(deps: {
  db: Database;
  now?: () => number;
  stockCache?: StockCache;
}): StockService {
  const now = deps.now ?? Date.now;
  return {
    async get(code, market) {
      const [row] = await deps.db
        .select()
        .from(stockLevels)
        .where(and(eq(stockLevels.variantCode, code), eq(stockLevels.market, market)));
      return row;
    },
    async reserve(tx, code, market, quantity) {
      const updated = await tx
        .update(stockLevels)
        .set({
          inStock: sql`GREATEST(${stockLevels.inStock} - ${quantity}, 0)`,
          preOrder: sql`${stockLevels.preOrder} - GREATEST(${quantity} - ${stockLevels.inStock}, 0)`,
          updatedAt: new Date(now()),
        })
        .where(
          and(
            eq(stockLevels.variantCode, code),
            eq(stockLevels.market, market),
            sql`(${stockLevels.inStock} >= ${quantity} OR (${stockLevels.preOrderDisplay} AND ${stockLevels.estimatedDeliveryDays} <= ${stockLevels.daysAhead} AND ${stockLevels.inStock} + ${stockLevels.preOrder} >= ${quantity}))`,
          ),
        )
        .returning({ code: stockLevels.variantCode });
      if (updated.length > 0) deps.stockCache?.wrote(tx, market, code);
      return updated.length > 0;
    },
  };
}

/** What the checkout stores for an order (amounts in minor units, already recomputed on the server). */
export interface NewOrder {
  idempotencyKey: string;
  /** The checkout session placed (unique: a session makes one order). */
  sessionId: string;
  /** sha256 of the placement's canonical body (see `requestHashOf`). */
  requestHash: string;
  channel: string;
  currency: string;
  vatIncluded: boolean;
  contact: Contact;
  deliveryAddress: Address;
  invoiceAddress: Address;
  deliveryMethod: 'default' | 'pickup';
  paymentMethod: 'invoice' | 'card' | 'financing';
  items: OrderItem[];
  subtotal: number;
  discount: number;
  taxKind: TaxKind;
  tax: number;
  shipping: number;
  giftCardAmount: number;
  total: number;
  coupon: string | null;
  giftCardCode: string | null;
}

/** Orders: idempotent creation inside the checkout's transaction, and the status lookup. */
export interface OrderService {
  /**
   * Inserts an order and its lines inside `tx`. When an order with the same idempotency key or the
   * same session exists (a concurrent one waits for the first to commit), writes nothing and answers
   * `created: false` with the order of the same key and its request hash, if there is one.
   */
  create(tx: Transaction, order: NewOrder): Promise<CreatedOrder>;
  /** The order by number, or undefined. */
  get(orderNumber: string): Promise<Order | undefined>;
  /** The status of an order when the e-mail matches (case-insensitive), else {@link NotFoundError}. */
  status(orderNumber: string, email: string): Promise<OrderStatus>;
}

/** What {@link OrderService.create} did. */
export type CreatedOrder =
  | { created: true; order: Order }
  | { created: false; sameKey: { order: Order; requestHash: string | null } | undefined };

function toOrder(row: typeof orders.$inferSelect, lines: (typeof orderLines.$inferSelect)[]): Order {
  return orderSchema.parse({
    orderNumber: row.orderNumber,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    channel: row.channel,
    currency: row.currency,
    vatIncluded: row.vatIncluded,
    items: lines.map((line) => ({
      id: line.code,
      name: line.name,
      price: line.unitPrice,
      quantity: line.quantity,
      category: line.category,
    })),
    subtotal: row.subtotal,
    discount: row.discount,
    taxKind: row.taxKind,
    tax: row.tax,
    shipping: row.shipping,
    giftCardAmount: row.giftCardAmount,
    total: row.total,
    coupon: row.coupon,
    email: row.email,
    deliveryMethod: row.deliveryMethod,
    paymentMethod: row.paymentMethod,
  });
}

/** Builds the order service. */
export function createOrderService(deps: { db: Database; now: () => number }): OrderService {
  async function load(db: Database | Transaction, where: ReturnType<typeof eq>) {
    const [row] = await db.select().from(orders).where(where);
    if (!row) return undefined;
    const lines = await db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderNumber, row.orderNumber))
      .orderBy(asc(orderLines.position));
    return toOrder(row, lines);
  }
  return {
    async create(tx, order) {
      const createdAt = new Date(deps.now());
      const [row] = await tx
        .insert(orders)
        .values({
          idempotencyKey: order.idempotencyKey,
          sessionId: order.sessionId,
          requestHash: order.requestHash,
          status: 'placed',
          channel: order.channel,
          currency: order.currency,
          vatIncluded: order.vatIncluded,
          email: order.contact.email.toLowerCase(),
          contact: order.contact,
          deliveryAddress: order.deliveryAddress,
          invoiceAddress: order.invoiceAddress,
          deliveryMethod: order.deliveryMethod,
          paymentMethod: order.paymentMethod,
          subtotal: order.subtotal,
          discount: order.discount,
          taxKind: order.taxKind,
          tax: order.tax,
          shipping: order.shipping,
          giftCardAmount: order.giftCardAmount,
          total: order.total,
          coupon: order.coupon,
          giftCardCode: order.giftCardCode,
          createdAt,
          updatedAt: createdAt,
        })
        // No target: a conflict on the key or on the session both store nothing.
        .onConflictDoNothing()
        .returning();
      if (!row) {
        const [same] = await tx
          .select({ requestHash: orders.requestHash })
          .from(orders)
          .where(eq(orders.idempotencyKey, order.idempotencyKey));
        const existing = same && (await load(tx, eq(orders.idempotencyKey, order.idempotencyKey)));
        return {
          created: false,
          sameKey: existing ? { order: existing, requestHash: same.requestHash } : undefined,
        };
      }
      const lines = order.items.map((item, position) => ({
        orderNumber: row.orderNumber,
        position,
        code: item.id,
        name: item.name,
        quantity: item.quantity,
        unitPrice: item.price,
        category: item.category,
      }));
      const stored = lines.length > 0 ? await tx.insert(orderLines).values(lines).returning() : [];
      return { order: toOrder(row, stored), created: true };
    },
    get: (orderNumber) => load(deps.db, eq(orders.orderNumber, orderNumber)),
    async status(orderNumber, email) {
      const [row] = await deps.db
        .select()
        .from(orders)
        .where(eq(orders.orderNumber, orderNumber.toUpperCase()));
      if (!row || row.email !== email.toLowerCase())
        throw new NotFoundError('Order not found', 'orderNumber');
      const lines = await deps.db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderNumber, row.orderNumber));
      return {
        orderNumber: row.orderNumber,
        status: orderSchema.shape.status.parse(row.status),
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
        total: row.total,
        currency: row.currency,
      };
    },
  };
}
