import { getChannel } from '@ironmark/channel';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors';
import { CHECKOUT_ERROR_MESSAGES } from './contract';
import {
  deliveryOptionsFor,
  financingProviderFor,
  paymentMethodsFor,
  sessionExpired,
  shippingRefusal,
} from './policy';
import { checkoutTaxRule, taxAmount } from './tax';
import { computeTotals, priceLines, type ResolvedLine, sellableUnits } from './totals';

const stock = { inStock: 10, preOrder: 0, preOrderDisplay: false, daysAhead: 0, estimatedDeliveryDays: 3 };
const line = (price: number, quantity = 1, extra: Partial<ResolvedLine> = {}): ResolvedLine => ({
  code: `C-${price}`,
  quantity,
  name: 'Bar',
  category: 'Bars',
  forSale: true,
  price: { regular: price, campaign: null, lowest30d: null },
  stock,
  ...extra,
});
const channel = (code: string) => {
  const found = getChannel(code);
  if (!found) throw new Error(code);
  return found;
};
const totalsFor = (
  code: string,
  lines: ResolvedLine[],
  delivery: { country: string; stateOrProvince?: string } | null,
  extra: { discount?: number; giftCard?: number; method?: 'default' | 'pickup' } = {},
) =>
  computeTotals({
    sessionId: 's',
    expiresAt: '2026-01-01T00:00:00.000Z',
    channel: channel(code),
    priced: priceLines(lines),
    campaign: extra.discount ? { code: 'X', discount: extra.discount } : null,
    giftCard: extra.giftCard ? { code: 'G', balance: extra.giftCard } : null,
    delivery,
    deliveryMethod: extra.method ?? 'default',
  });

describe('checkout totals', () => {
  it.each([
    // channel, lines (price × qty), delivery, discount, gift card → shipping, tax kind, tax, total
    [
      'en-us',
      [[100_00, 1]],
      { country: 'us', stateOrProvince: 'NY' },
      0,
      0,
      49_00,
      'sales-tax',
      4_00,
      153_00,
    ],
    [
      'en-us',
      [[100_00, 1]],
      { country: 'us', stateOrProvince: 'California' },
      0,
      0,
      49_00,
      'sales-tax',
      7_25,
      156_25,
    ],
    ['en-us', [[100_00, 1]], { country: 'us', stateOrProvince: 'OR' }, 0, 0, 49_00, 'sales-tax', 0, 149_00],
    [
      'en-us',
      [[300_00, 2]],
      { country: 'us', stateOrProvince: 'TX' },
      60_00,
      0,
      0,
      'sales-tax',
      33_75,
      573_75,
    ],
    [
      'en-us',
      [[300_00, 2]],
      { country: 'us', stateOrProvince: 'TX' },
      200_00,
      0,
      49_00,
      'sales-tax',
      25_00,
      474_00,
    ],
    [
      'en-us',
      [[100_00, 1]],
      { country: 'us', stateOrProvince: 'NY' },
      0,
      50_00,
      49_00,
      'sales-tax',
      4_00,
      103_00,
    ],
    [
      'en-us',
      [[100_00, 1]],
      { country: 'us', stateOrProvince: 'NY' },
      0,
      500_00,
      49_00,
      'sales-tax',
      4_00,
      0,
    ],
    [
      'en-ca',
      [[100_00, 1]],
      { country: 'ca', stateOrProvince: 'ON' },
      0,
      0,
      69_00,
      'sales-tax',
      13_00,
      182_00,
    ],
    ['sv-se', [[250_00, 1]], { country: 'se' }, 0, 0, 495_00, 'vat', 149_00, 745_00],
    ['sv-se', [[9_490_00, 1]], { country: 'se' }, 0, 0, 0, 'vat', 1_898_00, 9_490_00],
    ['de-de', [[119_00, 1]], { country: 'de' }, 0, 0, 49_00, 'vat', 26_82, 168_00],
    ['fr-fr', [[120_00, 1]], { country: 'fr' }, 0, 0, 49_00, 'vat', 28_17, 169_00],
    ['en-gb', [[120_00, 1]], { country: 'gb' }, 0, 0, 39_00, 'vat', 26_50, 159_00],
    ['en-au', [[110_00, 1]], { country: 'au' }, 0, 0, 79_00, 'vat', 17_18, 189_00],
    ['en-ax', [[1_000_00, 1]], { country: 'ax' }, 0, 0, 229_00, 'export-fee', 0, 1_229_00],
    ['en', [[1_000_00, 1]], { country: 'no' }, 0, 0, 249_00, 'export-fee', 0, 1_249_00],
  ] as const)(
    '%s %j to %j, discount %d, gift card %d: shipping %d, %s %d, total %d',
    (code, lines, delivery, discount, gift, shipping, kind, tax, total) => {
      const totals = totalsFor(
        code,
        lines.map(([price, quantity], index) => ({ ...line(price, quantity), code: `L${index}` })),
        delivery,
        { discount, giftCard: gift },
      );
      expect(totals.shipping).toBe(shipping);
      expect(totals.tax).toMatchObject({ kind, amount: tax });
      expect(totals.total).toBe(total);
      expect(totals.exportDelivery).toBe(kind === 'export-fee');
    },
  );

  it('uses the warehouse state for the sales tax of a US pickup', () => {
    const totals = totalsFor(
      'en-us',
      [line(100_00)],
      { country: 'us', stateOrProvince: 'CA' },
      { method: 'pickup' },
    );
    expect(totals).toMatchObject({
      shipping: 0,
      tax: { rate: 0.0575, amount: 5_75 },
      deliveryTerms: 'Pickup at our warehouse (EXW)',
    });
    expect(totals.deliveryOptions[1]?.address).toContain('Columbus, OH 43215');
  });

  it('leaves the sales tax open before the address and fails it for an unknown state', () => {
    expect(totalsFor('en-us', [line(100_00)], null).tax).toBeNull();
    expect(totalsFor('sv-se', [line(100_00)], null).tax).toMatchObject({ kind: 'vat', included: true });
    expect(() => totalsFor('en-us', [line(100_00)], { country: 'us', stateOrProvince: 'Atlantis' })).toThrow(
      expect.objectContaining({
        modelState: { 'deliveryAddress.stateOrProvince': [CHECKOUT_ERROR_MESSAGES.salesTax] },
      }),
    );
  });

  it('refuses pickup where the channel has no warehouse', () => {
    expect(() =>
      totalsFor('en-ca', [line(100_00)], { country: 'ca', stateOrProvince: 'ON' }, { method: 'pickup' }),
    ).toThrow(ValidationError);
  });

  it('never pays more than the total with a gift card, and the total is never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        (price, quantity, balance) => {
          const totals = totalsFor(
            'en-us',
            [line(price, quantity, { stock: { ...stock, inStock: 100 } })],
            { country: 'us', stateOrProvince: 'NY' },
            { giftCard: balance },
          );
          const applied = totals.giftCard?.applied ?? 0;
          return (
            totals.total >= 0 &&
            applied <= balance &&
            totals.total + applied === totals.subtotal + totals.shipping + (totals.tax?.amount ?? 0)
          );
        },
      ),
    );
  });
});

describe('checkout lines', () => {
  it('removes what is not for sale, caps to the stock and marks pre-orders', () => {
    const priced = priceLines([
      line(100, 1, { code: 'OFF', forSale: false }),
      line(100, 1, { code: 'UNKNOWN', name: undefined, price: null, stock: null }),
      line(100, 12, { code: 'CAP' }),
      line(100, 3, {
        code: 'PRE',
        stock: { inStock: 1, preOrder: 5, preOrderDisplay: true, daysAhead: 60, estimatedDeliveryDays: 30 },
      }),
      line(100, 3, {
        code: 'LATE',
        stock: { inStock: 1, preOrder: 5, preOrderDisplay: true, daysAhead: 20, estimatedDeliveryDays: 30 },
      }),
      line(200, 1, { code: 'SALE', price: { regular: 250, campaign: 200, lowest30d: 240 } }),
      line(100, 2, {
        code: 'SOLD-OUT',
        stock: { inStock: 0, preOrder: 0, preOrderDisplay: false, daysAhead: 0, estimatedDeliveryDays: 3 },
      }),
    ]);
    // Withdrawn from sale is 'no longer available'; sold out is a stock change to 0.
    expect(priced.removed).toEqual(['OFF', 'UNKNOWN']);
    expect(priced.adjusted).toEqual([
      { code: 'CAP', name: expect.any(String), requested: 12, quantity: 10 },
      { code: 'LATE', name: expect.any(String), requested: 3, quantity: 1 },
      { code: 'SOLD-OUT', name: expect.any(String), requested: 2, quantity: 0 },
    ]);
    expect(priced.lines.map((entry) => entry.code)).not.toContain('SOLD-OUT');
    expect(priced.lines.find((entry) => entry.code === 'PRE')).toMatchObject({
      quantity: 3,
      preOrder: true,
      estimatedDeliveryDays: 30,
    });
    expect(priced.lines.find((entry) => entry.code === 'SALE')).toMatchObject({
      unitPrice: 200,
      compareTotal: 250,
      lowestPrice30d: 240,
    });
  });

  it.each([
    [{ inStock: 4, preOrder: 9, preOrderDisplay: false, daysAhead: 90, estimatedDeliveryDays: 10 }, 4],
    [{ inStock: 4, preOrder: 9, preOrderDisplay: true, daysAhead: 90, estimatedDeliveryDays: 10 }, 13],
    [{ inStock: 0, preOrder: 9, preOrderDisplay: true, daysAhead: 5, estimatedDeliveryDays: 10 }, 0],
  ])('sells %j up to %d units', (level, units) => {
    expect(sellableUnits(level)).toBe(units);
  });
});

describe('checkout policy', () => {
  it.each([
    ['en-us', 'us', 'us', null],
    ['en-us', 'us', 'ca', CHECKOUT_ERROR_MESSAGES.notShipping],
    ['en-us', 'ir', 'us', CHECKOUT_ERROR_MESSAGES.countryNotAllowed],
    ['en-us', 'us', 'kp', CHECKOUT_ERROR_MESSAGES.countryNotAllowed],
    ['en-ae', 'ae', 'ae', CHECKOUT_ERROR_MESSAGES.countryNotAllowed],
    ['en', 'no', 'no', null],
    ['en', 'se', 'se', CHECKOUT_ERROR_MESSAGES.notShipping],
    ['en-ax', 'ax', 'ax', null],
  ])('%s, visitor %s, delivery to %s: %s', (code, visitor, delivery, message) => {
    expect(shippingRefusal(channel(code), visitor, delivery)?.message ?? null).toBe(message);
  });

  it.each([
    ['en-us', 'private', ['card', 'financing']],
    ['en-us', 'business', ['card', 'invoice', 'financing']],
    ['en-us', 'education', ['card', 'invoice', 'financing']],
    ['en-ca', 'private', ['card', 'financing']],
    ['sv-se', 'private', ['card', 'invoice', 'financing']],
    ['en-gb', 'private', ['card', 'invoice', 'financing']],
    ['en-ae', 'private', ['card']],
  ])('%s offers a %s buyer %j', (code, category, methods) => {
    expect(paymentMethodsFor(code, category)).toEqual(methods);
  });

  it.each([
    ['en-us', 'affirm'],
    ['en-au', 'affirm'],
    ['de-de', 'klarna'],
    ['en', 'klarna'],
    ['en-ae', null],
  ])('finances %s through %s', (code, provider) => {
    expect(financingProviderFor(code)).toBe(provider);
  });

  it('refuses invoice to a US private buyer with the spec message', () => {
    expect(() =>
      computeTotals({
        sessionId: 's'.repeat(16),
        expiresAt: new Date(0).toISOString(),
        channel: channel('en-us'),
        priced: priceLines([line(100)]),
        campaign: null,
        giftCard: null,
        delivery: null,
        deliveryMethod: 'default',
        paymentMethod: 'invoice',
        customerCategory: 'private',
      }),
    ).toThrow(
      expect.objectContaining({ modelState: { paymentMethod: [CHECKOUT_ERROR_MESSAGES.methodNotAllowed] } }),
    );
  });

  it('ships free from the threshold in the market currency, domestic only, with pickup where there is a warehouse', () => {
    expect(deliveryOptionsFor(channel('sv-se'), 49_999).map((option) => [option.id, option.cost])).toEqual([
      ['default', 495_00],
      ['pickup', 0],
    ]);
    expect(deliveryOptionsFor(channel('sv-se'), 50_000)[0]?.cost).toBe(0);
    expect(deliveryOptionsFor(channel('en-ax'), 5_000_000).map((option) => [option.id, option.cost])).toEqual(
      [['default', 229_00]],
    );
  });

  it('expires a session at exactly the inactivity time', () => {
    expect(sessionExpired(0, 1_799_999, 1_800_000)).toBe(false);
    expect(sessionExpired(0, 1_800_000, 1_800_000)).toBe(true);
  });

  it.each([
    [{ kind: 'vat', rate: 0.25 }, 125_00, 25_00],
    [{ kind: 'sales-tax', rate: 0.06625 }, 100_00, 6_63],
    [{ kind: 'export-fee', rate: 0 }, 100_00, 0],
  ] as const)('%j on %d is %d', (rule, base, amount) => {
    expect(taxAmount(base, rule)).toBe(amount);
  });

  it('maps US state names to their codes for the rate table', () => {
    expect(checkoutTaxRule(channel('en-us'), { country: 'us', stateOrProvince: 'new york' }).rate).toBe(0.04);
  });
});
