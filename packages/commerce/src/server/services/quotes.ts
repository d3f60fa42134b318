import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { shopperProductName } from '@ironmark/cart-core';
import { type Channel, getChannel, isForbiddenCountry, pricesVisible } from '@ironmark/channel';
import { asc, count, eq } from 'drizzle-orm';
import type { Address, Quote, QuoteLine, QuoteRequest } from '../../contract';
import { quoteSchema } from '../../contract';
import type { Catalogue } from '../catalogue/catalogue';
import { priceAndAvailability } from '../catalogue/pricing';
import { applyTax } from '../catalogue/tax';
import { checkoutTaxRule, SalesTaxError } from '../checkout/tax';
import type { Database } from '../db/client';
import { quoteLines, quotes } from '../db/schema';
import { NotFoundError, ValidationError } from '../errors';
import type { Idempotency, WriteOptions } from '../idempotency';
import { isRecordId } from '../ids';
import { priceBuild } from './build-pricing';
import type { OutboxService } from './outbox';

/** How long a quote is valid: 30 days from its date (the spec leaves the length open; documented in the README). */
export const QUOTE_VALIDITY_DAYS = 30;
const DAY_MS = 86_400_000;
/** Message when a submitted code is not in the catalogue (spec §8). */
export const productNotFoundMessage = (code: string) => `The product ${code} you selected could not be found`;
/** Message when the delivery country is one we do not ship to (spec §8). */
export const NOT_SHIPPING_MESSAGE = 'Sorry we are not shipping to your country at the moment';

/** The bank details printed on quotes (demo values). */
export const BANK_DETAILS = 'Ironmark Bank AB · IBAN SE45 5000 0000 0583 9825 7466 · BIC ESSESESS';

/** A created quote, the requester's secret PDF token and where to download the PDF. */
export interface CreatedQuote {
  quote: Quote;
  token: string;
  pdfUrl: string;
}

/** Quotes: create from My List lines and builds, read back by the requester's token. */
export interface QuoteService {
  /**
   * Prices, stores and notifies sales staff in one transaction. Throws {@link ValidationError} for
   * bad input. Idempotent: the same Idempotency-Key (or, without one, the same request within the
   * double-submit window) answers the first quote and stores nothing more.
   */
  create(request: QuoteRequest, options?: WriteOptions): Promise<CreatedQuote>;
  /** The quote when the token matches, else throws {@link NotFoundError} (same answer for a wrong id or token). */
  getForRequester(id: string, token: string): Promise<Quote>;
  /**
   * The quote for the back office (the sales e-mail's PDF attachment), without a token. Never
   * answered by a route: only server code that already holds the id from the outbox calls it.
   */
  getForSales(id: string): Promise<Quote>;
  /** Number of stored quotes. */
  count(): Promise<number>;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function tokenMatches(token: string, hash: string): boolean {
  const a = Buffer.from(hashToken(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

function paymentTermsFor(category: string): string {
  return category === 'private' ? 'Prepayment by card or bank transfer' : '30 days net from invoice date';
}

/** The requester's PDF address of a quote (token-protected), relative to the site. */
function pdfPathOf(id: string, token: string): string {
  return `/api/quotes/${encodeURIComponent(id)}/pdf?token=${encodeURIComponent(token)}`;
}

function describeQuote(quote: Quote, baseUrl: string, pdfPath: string): string {
  const lines = quote.lines.map((line) => `  ${line.quantity} × ${line.articleId}  ${line.name}`).join('\n');
  return [
    `Quote request ${quote.id} (${quote.channel})`,
    `From: ${[
      `${quote.contact.firstName} ${quote.contact.lastName}`,
      quote.contact.email && `<${quote.contact.email}>`,
      quote.contact.phone,
    ]
      .filter(Boolean)
      .join(' ')}`,
    quote.contact.companyName ? `Company: ${quote.contact.companyName}` : '',
    `Deliver to: ${formatAddress(quote.deliveryAddress)}`,
    '',
    lines,
    '',
    quote.message ? `Message: ${quote.message}` : '',
    `The quote as a PDF (attached, and at this token-protected link): ${baseUrl}${pdfPath}`,
  ]
    .filter((line) => line !== undefined)
    .join('\n');
}

/** One-line postal address. */
export function formatAddress(address: Address): string {
  return [
    address.companyName,
    `${address.firstName} ${address.lastName}`,
    address.careOf ? `c/o ${address.careOf}` : undefined,
    address.streetAddress,
    address.extraAddress,
    `${address.zip} ${address.city}`,
    address.stateOrProvince,
    address.country.toUpperCase(),
  ]
    .filter(Boolean)
    .join(', ');
}

interface PricedLines {
  lines: QuoteLine[];
  subtotal: number | null;
  totalDiscount: number | null;
}

function priceLines(
  request: QuoteRequest,
  channel: Channel,
  catalogue: Catalogue,
  showPrices: boolean,
  now: number,
): PricedLines {
  const errors: Record<string, string[]> = {};
  let subtotal = 0;
  let discount = 0;
  let priced = showPrices;
  const lines: QuoteLine[] = [];
  request.lines.forEach((line, index) => {
    const found = catalogue.getVariant(line.code);
    if (!found) {
      errors[`lines.${index}.code`] = [productNotFoundMessage(line.code)];
      return;
    }
    const unit = showPrices ? priceAndAvailability(found.variant, channel, zeroStock, now) : null;
    if (!unit) priced = false;
    const reduction = unit?.campaignPrice != null ? unit.price - unit.campaignPrice : 0;
    if (unit) {
      subtotal += unit.price * line.quantity;
      discount += reduction * line.quantity;
    }
    lines.push({
      articleId: found.variant.code,
      name: shopperProductName(found.variant.name, catalogue.brand),
      quantity: line.quantity,
      unitPrice: unit?.price ?? null,
      priceReduction: unit ? reduction : null,
      netAmount: unit ? (unit.price - reduction) * line.quantity : null,
      buildCode: null,
    });
  });
  if (Object.keys(errors).length > 0)
    throw new ValidationError(errors, undefined, undefined, 'productNotFound');
  for (const build of request.builds) {
    // A build is priced from the variants it is made of, at this channel's prices in its currency;
    // a build with a part that has no price here shows none (the Strength Experts price it), and
    // stays out of the subtotal rather than making it wrong.
    const unit = showPrices
      ? priceBuild(build, (code) => {
          const part = catalogue.getVariant(code);
          return part ? priceAndAvailability(part.variant, channel, zeroStock, now) : null;
        })
      : null;
    if (unit) {
      subtotal += unit.unitPrice * build.quantity;
      discount += unit.priceReduction * build.quantity;
    }
    lines.push({
      articleId: build.code,
      name: `${build.name} (${Object.entries(build.configuration)
        .map(([key, value]) => `${key}: ${value}`)
        .join(', ')})`.replace(' ()', ''),
      quantity: build.quantity,
      unitPrice: unit?.unitPrice ?? null,
      priceReduction: unit?.priceReduction ?? null,
      netAmount: unit ? (unit.unitPrice - unit.priceReduction) * build.quantity : null,
      buildCode: build.code,
    });
  }
  if (!priced) {
    return {
      lines: lines.map((line) => ({ ...line, unitPrice: null, priceReduction: null, netAmount: null })),
      subtotal: null,
      totalDiscount: null,
    };
  }
  return { lines, subtotal, totalDiscount: discount };
}

function quoteTaxRule(channel: Channel, delivery: Address) {
  try {
    return checkoutTaxRule(channel, delivery);
  } catch (error) {
    if (error instanceof SalesTaxError)
      throw new ValidationError({ 'deliveryAddress.stateOrProvince': [error.message] }, error.message);
    throw error;
  }
}

const zeroStock = { inStock: 0, preOrder: 0, preOrderDisplay: false, daysAhead: 0, estimatedDeliveryDays: 0 };

function rowToQuote(row: typeof quotes.$inferSelect, lines: (typeof quoteLines.$inferSelect)[]): Quote {
  return quoteSchema.parse({
    id: row.id,
    status: row.status,
    date: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    channel: row.channel,
    currency: row.currency,
    showPrices: row.showPrices,
    vatIncluded: row.vatIncluded,
    contact: row.contact,
    deliveryAddress: row.deliveryAddress,
    invoiceAddress: row.invoiceAddress,
    deliveryMethod: row.deliveryMethod,
    deliveryTerms: row.deliveryTerms,
    paymentTerms: row.paymentTerms,
    salesContact: row.salesContact,
    message: row.message,
    installation: row.installation,
    lines: lines.map((line) => ({
      articleId: line.articleId,
      name: line.name,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      priceReduction: line.priceReduction,
      netAmount: line.netAmount,
      buildCode: line.buildCode,
    })),
    builds: row.builds,
    subtotal: row.subtotal,
    totalDiscount: row.totalDiscount,
    taxKind: row.taxKind,
    taxRate: row.taxRate,
    tax: row.tax,
    total: row.total,
  });
}

/** Builds the quote service. `salesEmail` receives the notifications; `siteUrl` goes into them. */
export function createQuoteService(deps: {
  db: Database;
  idempotency: Idempotency;
  catalogue: Catalogue;
  outbox: OutboxService;
  now: () => number;
  salesEmail: string;
  siteUrl: string;
}): QuoteService {
  /** The stored quote `id` when `allowed(row)`, else {@link NotFoundError} (same answer for a wrong id or token). */
  async function load(id: string, allowed: (row: typeof quotes.$inferSelect) => boolean): Promise<Quote> {
    if (!isRecordId(id)) throw new NotFoundError('Quote not found', 'id');
    const [row] = await deps.db.select().from(quotes).where(eq(quotes.id, id));
    if (!row || !allowed(row)) throw new NotFoundError('Quote not found', 'id');
    const lines = await deps.db
      .select()
      .from(quoteLines)
      .where(eq(quoteLines.quoteId, id))
      .orderBy(asc(quoteLines.position));
    return rowToQuote(row, lines);
  }

  return {
    async create(request, options = {}) {
      const channel = getChannel(request.channel);
      if (!channel)
        throw new ValidationError(
          { channel: [`Unknown channel ${request.channel}`] },
          undefined,
          undefined,
          'unknownChannel',
        );
      if (isForbiddenCountry(request.deliveryAddress.country)) {
        throw new ValidationError(
          { 'deliveryAddress.country': [NOT_SHIPPING_MESSAGE] },
          undefined,
          undefined,
          'notShipping',
        );
      }
      const now = deps.now();
      const showPrices = pricesVisible({ channel, visitorCountry: request.country ?? null });
      const priced = priceLines(request, channel, deps.catalogue, showPrices, now);
      // One tax rule for quotes and orders: the checkout's (state names and codes alike).
      const rule = quoteTaxRule(channel, request.deliveryAddress);
      const net = priced.subtotal === null ? null : priced.subtotal - (priced.totalDiscount ?? 0);
      const taxed = net === null ? null : applyTax(net, rule);
      const token = randomBytes(24).toString('base64url');
      const invoiceAddress = request.invoiceAddress ?? request.deliveryAddress;
      const row = {
        tokenHash: hashToken(token),
        status: 'received',
        channel: channel.code,
        currency: channel.currency,
        showPrices: priced.subtotal !== null,
        vatIncluded: channel.vatIncluded,
        contact: request.contact,
        deliveryAddress: request.deliveryAddress,
        invoiceAddress,
        deliveryMethod: request.deliveryMethod,
        deliveryTerms:
          request.deliveryMethod === 'pickup' ? 'Pickup at our warehouse (EXW)' : rule.deliveryTerms,
        paymentTerms: paymentTermsFor(request.contact.customerCategory),
        salesContact: `Strength Experts <${deps.salesEmail}>`,
        message: request.message ?? null,
        installation: request.installation,
        builds: request.builds,
        subtotal: priced.subtotal,
        totalDiscount: priced.totalDiscount,
        taxKind: rule.kind,
        taxRate: taxed ? rule.rate : null,
        tax: taxed?.tax ?? null,
        total: taxed?.total ?? null,
        createdAt: new Date(now),
        expiresAt: new Date(now + QUOTE_VALIDITY_DAYS * DAY_MS),
      };
      const outcome = await deps.idempotency.run(
        { scope: 'quote', key: options.idempotencyKey, body: request },
        async (tx) => {
          const [inserted] = await tx.insert(quotes).values(row).returning();
          if (!inserted) throw new Error('Quote insert returned nothing');
          const lineRows = priced.lines.map((line, position) => ({
            ...line,
            quoteId: inserted.id,
            position,
          }));
          const storedLines =
            lineRows.length > 0 ? await tx.insert(quoteLines).values(lineRows).returning() : [];
          const quote = rowToQuote(inserted, storedLines);
          await deps.outbox.enqueue(tx, {
            kind: 'quote-request',
            recipient: deps.salesEmail,
            subject: `Quote request ${quote.id} from ${request.contact.firstName} ${request.contact.lastName}`,
            body: describeQuote(quote, deps.siteUrl, pdfPathOf(quote.id, token)),
            reference: quote.id,
          });
          return {
            quote,
            token,
            pdfUrl: pdfPathOf(quote.id, token),
          };
        },
      );
      if (!outcome.replayed) deps.outbox.kick();
      return outcome.value;
    },
    async getForRequester(id, token) {
      return load(id, (row) => tokenMatches(token, row.tokenHash));
    },
    async getForSales(id) {
      return load(id, () => true);
    },
    async count() {
      const [row] = await deps.db.select({ value: count() }).from(quotes);
      return Number(row?.value ?? 0);
    },
  };
}
