import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import * as contract from './contract';
import {
  checkoutRequestSchema,
  modelStateSchema,
  newsletterRequestSchema,
  quoteRequestSchema,
  realtimeRequestSchema,
  realtimeResponseSchema,
  sharedListRequestSchema,
  variantInfoRequestSchema,
} from './contract';
import { toVariantInfoEntries } from './variant-info';

const address = {
  firstName: 'Ada',
  lastName: 'Lift',
  streetAddress: '1 Iron Way',
  zip: '10001',
  city: 'New York',
  stateOrProvince: 'NY',
  country: 'US',
};
const contact = { firstName: 'Ada', lastName: 'Lift', email: 'ada@example.com', phone: '+1 555 0100' };

describe('realtimeRequestSchema', () => {
  it('lower-cases country and channel', () => {
    expect(
      realtimeRequestSchema.parse({ variantIds: ['A-1'], country: 'SE', channel: 'SV-SE', sessionId: 's1' }),
    ).toEqual({ variantIds: ['A-1'], country: 'se', channel: 'sv-se', sessionId: 's1' });
  });

  it.each([
    ['an empty list', { variantIds: [], country: 'us', channel: 'en-us', sessionId: 's' }, 'variantIds'],
    ['a number code', { variantIds: [1], country: 'us', channel: 'en-us', sessionId: 's' }, 'variantIds'],
    ['a bad country', { variantIds: ['A'], country: 'usa', channel: 'en-us', sessionId: 's' }, 'country'],
    ['a bad channel', { variantIds: ['A'], country: 'us', channel: 'english', sessionId: 's' }, 'channel'],
    ['no session', { variantIds: ['A'], country: 'us', channel: 'en-us' }, 'sessionId'],
  ])('rejects %s naming the field', (_name, input, field) => {
    const result = realtimeRequestSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });
});

describe('realtimeResponseSchema', () => {
  it('accepts price entries and no-result markers keyed by code', () => {
    const stock = { inStock: 3, preOrder: 0, preOrderDisplay: false, daysAhead: 0, estimatedDeliveryDays: 5 };
    const parsed = realtimeResponseSchema.parse({
      A: { price: 89900, campaignPrice: null, currency: 'usd', vatIncluded: false, stock },
      B: { noResult: true },
    });
    expect(parsed.B).toEqual({ noResult: true });
    expect(parsed.A).toMatchObject({ price: 89900 });
  });
});

describe('variant info', () => {
  it('splits, trims and de-duplicates the codes query and defaults the locale to en', () => {
    expect(variantInfoRequestSchema.parse({ codes: 'A, B,,A' })).toEqual({
      _locale: 'en',
      codes: ['A', 'B'],
    });
  });

  it('rejects an empty codes query', () => {
    expect(variantInfoRequestSchema.safeParse({ codes: ' , ' }).success).toBe(false);
  });

  it("yields a 'no-record' entry for a null or missing code", () => {
    expect(toVariantInfoEntries({ A: null }, ['A', 'B'])).toEqual({
      A: { code: 'A', noResult: true, reason: 'no-record' },
      B: { code: 'B', noResult: true, reason: 'no-record' },
    });
  });
});

describe('quoteRequestSchema', () => {
  it('accepts lines and fills the invoice-free defaults', () => {
    const parsed = quoteRequestSchema.parse({
      channel: 'en-us',
      lines: [{ code: 'A', quantity: 2 }],
      contact,
      deliveryAddress: address,
    });
    expect(parsed.builds).toEqual([]);
    expect(parsed.contact.customerCategory).toBe('private');
    expect(parsed.deliveryAddress.country).toBe('us');
  });

  it('refuses a US delivery without a valid state (a quote is taxed like an order)', () => {
    for (const stateOrProvince of [undefined, '', 'Narnia']) {
      const result = quoteRequestSchema.safeParse({
        channel: 'en-us',
        lines: [{ code: 'A', quantity: 1 }],
        contact,
        deliveryAddress: { ...address, stateOrProvince },
      });
      expect(result.error?.issues).toEqual([
        expect.objectContaining({
          path: ['deliveryAddress', 'stateOrProvince'],
          params: { code: 'state_required' },
        }),
      ]);
    }
  });

  it('refuses a quote with neither lines nor builds', () => {
    const result = quoteRequestSchema.safeParse({ channel: 'en-us', contact, deliveryAddress: address });
    expect(result.error?.issues[0]?.path).toEqual(['lines']);
  });

  it.each([
    [{ ...contact, email: 'nope' }, 'Invalid Email'],
    [{ ...contact, phone: 'call me' }, 'Invalid Phone'],
    [{ ...contact, firstName: ' ' }, 'Please enter your first name'],
  ])('uses the spec §5 messages (%#)', (badContact, message) => {
    const result = quoteRequestSchema.safeParse({
      channel: 'en-us',
      lines: [{ code: 'A', quantity: 1 }],
      contact: badContact,
      deliveryAddress: address,
    });
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it('never accepts a quantity below 1 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ max: 0 }), (quantity) => {
        const result = quoteRequestSchema.safeParse({
          channel: 'en-us',
          lines: [{ code: 'A', quantity }],
          contact,
          deliveryAddress: address,
        });
        return !result.success;
      }),
    );
  });
});

describe('other requests', () => {
  it('requires explicit newsletter consent', () => {
    expect(
      newsletterRequestSchema.safeParse({ email: 'a@b.se', channel: 'sv-se', consent: false }).success,
    ).toBe(false);
    expect(newsletterRequestSchema.parse({ email: 'A@b.se ', channel: 'sv-se', consent: true }).source).toBe(
      'overlay',
    );
  });

  it('requires at least one line in a shared list', () => {
    expect(sharedListRequestSchema.safeParse({ channel: 'en-us' }).success).toBe(false);
  });

  it("requires the terms at checkout with the text 'I have read and accepted the terms'", () => {
    const result = checkoutRequestSchema.safeParse({
      channel: 'en-us',
      country: 'us',
      sessionId: 's',
      idempotencyKey: 'key-12345',
      lines: [{ code: 'A', quantity: 1 }],
      contact,
      deliveryAddress: address,
      deliveryMethod: 'default',
      paymentMethod: 'invoice',
      termsAccepted: false,
      expectedTotal: 100,
    });
    expect(result.error?.issues.find((issue) => issue.path[0] === 'termsAccepted')?.message).toBe(
      'I have read and accepted the terms',
    );
  });

  it('parses the model-state body', () => {
    expect(modelStateSchema.safeParse({ modelState: { a: ['x'] } }).success).toBe(true);
    expect(modelStateSchema.safeParse({ modelState: { a: 'x' } }).success).toBe(false);
  });
});

describe('the messages of over-long fields', () => {
  // A schema-level error (`z.string({ error })`) is the message of every check without its own: a
  // 100-character gift-card code was refused with 'Code is required', a 3,000-character session id
  // with 'Session id must be a string'. Every top-level text field of every request schema, sent far
  // too long, must be refused with a message about its length.
  const requests = Object.entries(contract).flatMap(([name, value]) =>
    name.endsWith('RequestSchema') && value instanceof z.ZodMiniObject ? [{ name, schema: value }] : [],
  );

  it('scans the request schemas (the scan works)', () => {
    expect(requests.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['realtimeRequestSchema', 'codeCheckRequestSchema', 'quoteRequestSchema']),
    );
  });

  it.each(requests)('$name', ({ schema }) => {
    const tooLong = 'A'.repeat(20_000);
    const wrong: string[] = [];
    for (const field of Object.keys(schema.def.shape)) {
      const result = schema.safeParse({ [field]: tooLong });
      for (const issue of result.error?.issues ?? [])
        if (issue.path.length === 1 && issue.path[0] === field && issue.code === 'too_big')
          if (/required|must be a string|please enter/i.test(issue.message))
            wrong.push(`${field}: ${issue.message}`);
    }
    expect(wrong).toEqual([]);
  });
});
