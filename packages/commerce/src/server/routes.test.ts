import '../testing/promise-try';
import { formatMoney, getChannel } from '@ironmark/channel';
import { count } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogue } from '../demo';
import { recordingLogger, testBackends, testEnv } from '../testing/backends';
import { priceAndAvailability } from './catalogue/pricing';
import { taxAmount as checkoutTaxAmount } from './checkout/tax';
import { type Commerce, createCommerce } from './commerce';
import { contactMessages, newsletterSubscriptions, outbox, quotes, sharedLists } from './db/schema';
import { CLIENT_ADDRESS_HEADER } from './http';
import { buildParts } from './services/build-pricing';

const noStock = { inStock: 0, preOrder: 0, preOrderDisplay: false, daysAhead: 0, estimatedDeliveryDays: 0 };

const ORIGIN = 'http://shop.test';
const backends = await testBackends();

const address = {
  firstName: 'Ada',
  lastName: 'Lift',
  companyName: 'Barbell Club AB',
  streetAddress: 'Järnvägsgatan 1',
  zip: '11122',
  city: 'Stockholm',
  country: 'se',
};
const usAddress = {
  ...address,
  streetAddress: '1 Iron Way',
  zip: '10001',
  city: 'New York',
  stateOrProvince: 'NY',
  country: 'us',
};
const contact = {
  firstName: 'Ada',
  lastName: 'Lift',
  email: 'ada@example.com',
  phone: '+46 70 123 45 67',
  customerCategory: 'business',
};

function post(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      'x-forwarded-for': '203.0.113.7',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
const get = (path: string) =>
  new Request(`${ORIGIN}${path}`, { headers: { 'x-forwarded-for': '203.0.113.7' } });

describe.each(backends)('commerce routes on $name', (backend) => {
  let commerce: Commerce;
  let rowCounts: () => Promise<{
    quotes: number;
    sharedLists: number;
    newsletter: number;
    contact: number;
    outbox: number;
  }>;

  beforeAll(async () => {
    // Generous limits here: the limits themselves are tested below.
    const generous = { limit: 1000, windowMs: 60_000 };
    commerce = backend.create({
      rateLimits: {
        quote: generous,
        sharedList: generous,
        newsletter: generous,
        contact: generous,
        codeCheck: generous,
      },
    });
    const { db } = await commerce.database();
    const countOf = async (
      table:
        | typeof quotes
        | typeof sharedLists
        | typeof newsletterSubscriptions
        | typeof contactMessages
        | typeof outbox,
    ) => Number((await db.select({ n: count() }).from(table))[0]?.n ?? 0);
    rowCounts = async () => ({
      quotes: await countOf(quotes),
      sharedLists: await countOf(sharedLists),
      newsletter: await countOf(newsletterSubscriptions),
      contact: await countOf(contactMessages),
      outbox: await countOf(outbox),
    });
  });

  afterAll(async () => {
    await commerce.close();
    await backend.drop();
  });

  describe('POST /api/getrealtimeproductdata', () => {
    it('prices US variants without VAT and Swedish ones with VAT, keyed by code', async () => {
      const code = 'IM-BAR-WL-20M-BR-CH';
      const us = await commerce.handlers.handle(
        post('/api/getrealtimeproductdata', {
          variantIds: [code, 'NOPE'],
          country: 'us',
          channel: 'en-us',
          sessionId: 's1',
        }),
      );
      expect(us.status).toBe(200);
      const body = await us.json();
      expect(body[code]).toMatchObject({ currency: 'usd', vatIncluded: false });
      expect(body[code].stock).toEqual(
        expect.objectContaining({
          inStock: expect.any(Number),
          preOrder: expect.any(Number),
          daysAhead: expect.any(Number),
        }),
      );
      expect(body.NOPE).toEqual({ noResult: true });
      const se = await (
        await commerce.handlers.realtime(
          post('/api/getrealtimeproductdata', {
            variantIds: [code],
            country: 'se',
            channel: 'sv-se',
            sessionId: 's1',
          }),
        )
      ).json();
      expect(se[code]).toMatchObject({ currency: 'sek', vatIncluded: true });
      expect(se[code].price % 100).toBe(0);
    });

    it.each([
      ['the visitor country', 'ru', 'en-us'],
      ['the visitor country (upper case)', 'IR', 'sv-se'],
    ])('withholds prices when %s is forbidden', async (_name, country, channel) => {
      const response = await commerce.handlers.realtime(
        post('/api/getrealtimeproductdata', {
          variantIds: ['IM-GIFT-100'],
          country,
          channel,
          sessionId: 's',
        }),
      );
      expect(await response.json()).toEqual({ 'IM-GIFT-100': { noResult: true } });
    });

    it.each([
      ['missing variantIds', { country: 'us', channel: 'en-us', sessionId: 's' }, 'variantIds'],
      [
        'a string instead of a list',
        { variantIds: 'A', country: 'us', channel: 'en-us', sessionId: 's' },
        'variantIds',
      ],
      ['a bad country', { variantIds: ['A'], country: 1, channel: 'en-us', sessionId: 's' }, 'country'],
      [
        'an unknown channel',
        { variantIds: ['A'], country: 'us', channel: 'xx-yy', sessionId: 's' },
        'channel',
      ],
      ['an array body', [1, 2], 'body'],
      ['invalid JSON', '{"variantIds": [', 'body'],
    ])('answers 400 naming the field for %s', async (_name, body, field) => {
      const response = await commerce.handlers.realtime(post('/api/getrealtimeproductdata', body));
      expect(response.status).toBe(400);
      const answer = await response.json();
      expect(Object.keys(answer.modelState)).toContain(field);
    });

    it('answers 415 for a non-JSON body and 413 for a huge one', async () => {
      const form = await commerce.handlers.realtime(
        post('/api/getrealtimeproductdata', 'a=1', { 'content-type': 'text/plain' }),
      );
      expect(form.status).toBe(415);
      expect((await form.json()).issues).toEqual([
        expect.objectContaining({ field: 'Content-Type', code: 'unsupportedMediaType' }),
      ]);
      const huge = await commerce.handlers.realtime(
        post('/api/getrealtimeproductdata', {
          variantIds: ['A'],
          country: 'us',
          channel: 'en-us',
          sessionId: 'x'.repeat(40_000),
        }),
      );
      expect(huge.status).toBe(413);
      const tooLarge = await huge.json();
      expect(tooLarge).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        issues: [{ field: 'body', code: 'payloadTooLarge' }],
      });
      // No model state: clients read that as invalid input (a ModelStateError), which this is not.
      expect(tooLarge.modelState).toBeUndefined();
    });
  });

  describe('GET /api/variantinfo', () => {
    it('maps codes to records and unknown codes to null', async () => {
      const response = await commerce.handlers.handle(
        get('/api/variantinfo?_locale=en&codes=IM-GIFT-100,NOPE'),
      );
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body['IM-GIFT-100']).toMatchObject({
        code: 'IM-GIFT-100',
        availableOnline: 'true',
        isFreeGift: false,
      });
      expect(body.NOPE).toBeNull();
    });

    it.each([
      ['en', 'Ironmark IWF Weightlifting Competition Bar 20 kg - Needle bearing, Hard chrome'],
      ['sv', 'Ironmark IWF-tävlingsskivstång för tyngdlyftning 20 kg - Nållager, Hårdförkromad'],
      ['sv-se', 'Ironmark IWF-tävlingsskivstång för tyngdlyftning 20 kg - Nållager, Hårdförkromad'],
    ])('names the variant in the language of _locale=%s (issue 20)', async (locale, name) => {
      const response = await commerce.handlers.handle(
        get(`/api/variantinfo?_locale=${locale}&codes=IM-BAR-WL-20M-BR-CH`),
      );
      expect((await response.json())['IM-BAR-WL-20M-BR-CH'].name).toBe(name);
    });

    it('answers 400 for missing or malformed codes', async () => {
      expect((await commerce.handlers.variantInfo(get('/api/variantinfo'))).status).toBe(400);
      const bad = await commerce.handlers.variantInfo(get('/api/variantinfo?codes=%3Cscript%3E'));
      expect(bad.status).toBe(400);
      expect(Object.keys((await bad.json()).modelState)[0]).toMatch(/^codes/);
    });
  });

  describe('methods', () => {
    const ask = (method: string, path: string) =>
      commerce.handlers.handle(
        new Request(`${ORIGIN}${path}`, {
          method,
          headers: { origin: ORIGIN, 'x-forwarded-for': '203.0.113.7' },
        }),
      );

    it('answers HEAD on a GET route as the GET, without a body', async () => {
      const head = await ask('HEAD', '/api/variantinfo?_locale=en&codes=IM-GIFT-100');
      expect(head.status).toBe(200);
      expect(head.headers.get('content-type')).toMatch(/^application\/json/);
    });

    it.each([
      ['PUT', '/api/quotes', 'POST'],
      ['DELETE', '/api/checkout/place-order', 'POST'],
      ['GET', '/api/newsletter', 'POST'],
      ['HEAD', '/api/contact', 'POST'],
      ['PATCH', '/api/variantinfo', 'GET, HEAD'],
      ['POST', '/api/orders/status', 'GET, HEAD'],
      ['DELETE', '/api/shared-lists/AAAAAAAAAAAAAAAAAAAAAA', 'GET, HEAD'],
    ])('answers %s %s with 405, a code and Allow: %s', async (method, path, allow) => {
      const response = await ask(method, path);
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe(allow);
      if (method !== 'HEAD')
        expect(await response.json()).toEqual({
          message: `Method ${method} is not allowed here`,
          code: 'METHOD_NOT_ALLOWED',
        });
    });
  });

  describe('quotes', () => {
    const quoteBody = {
      channel: 'sv-se',
      country: 'se',
      lines: [
        { code: 'IM-BAR-WL-20M-BR-CH', quantity: 2 },
        { code: 'IM-PL-WL-COMP-25', quantity: 4 },
      ],
      builds: [
        {
          configuratorName: 'power-rack',
          name: 'Power Rack 1',
          code: 'power-rack_1',
          quantity: 1,
          configuration: { height: '240 cm' },
        },
        {
          configuratorName: 'barbell-set',
          name: 'Barbell Set 1',
          code: 'barbell-set_1',
          quantity: 2,
          configuration: { bar: '20', plates: '25,25,15,5', collars: 'competition' },
        },
      ],
      contact,
      deliveryAddress: address,
      message: 'Delivery to the back entrance, please.',
    };
    /** One barbell set of quoteBody from its parts at today's Swedish prices (minor units of SEK). */
    const barbellSetUnitPrice = () => {
      const channel = getChannel('sv-se');
      const parts =
        buildParts({
          configuratorName: 'barbell-set',
          configuration: { bar: '20', plates: '25,25,15,5', collars: 'competition' },
        }) ?? [];
      expect(parts.length).toBeGreaterThan(0);
      return parts.reduce((sum, part) => {
        const found = commerce.catalogue.getVariant(part.code);
        const unit =
          found && channel ? priceAndAvailability(found.variant, channel, noStock, Date.now()) : null;
        return sum + (unit?.price ?? Number.NaN) * part.quantity;
      }, 0);
    };

    it('creates a priced quote with id, date, 30-day expiry and a notification to sales staff', async () => {
      const before = await rowCounts();
      const response = await commerce.handlers.handle(post('/api/quotes', quoteBody));
      expect(response.status).toBe(201);
      const { quote, pdfUrl } = await response.json();
      expect(quote.id).toMatch(/^Q-\d+$/);
      expect(Date.parse(quote.expiresAt) - Date.parse(quote.date)).toBe(30 * 86_400_000);
      expect(quote).toMatchObject({
        status: 'received',
        currency: 'sek',
        showPrices: true,
        taxKind: 'vat',
        taxRate: 0.25,
      });
      expect(quote.lines).toHaveLength(4);
      // A build of an unknown configurator has no parts to price: no price, not a wrong one.
      expect(quote.lines[2]).toMatchObject({
        articleId: 'power-rack_1',
        unitPrice: null,
        netAmount: null,
        buildCode: 'power-rack_1',
      });
      // A barbell set is priced from its bar, plates and collars, in the quote's currency.
      const unitPrice = barbellSetUnitPrice();
      expect(quote.lines[3]).toMatchObject({
        articleId: 'barbell-set_1',
        quantity: 2,
        unitPrice,
        buildCode: 'barbell-set_1',
      });
      expect(quote.lines[3].netAmount).toBe((unitPrice - quote.lines[3].priceReduction) * 2);
      const priced = (quote.lines as { unitPrice: number | null; quantity: number }[]).filter(
        (line) => line.unitPrice !== null,
      );
      expect(quote.subtotal).toBe(
        priced.reduce((sum, line) => sum + (line.unitPrice ?? 0) * line.quantity, 0),
      );
      expect(quote.total).toBe(quote.subtotal - quote.totalDiscount);
      expect(quote.tax).toBe(Math.round(quote.total - quote.total / 1.25));
      expect(pdfUrl).toMatch(new RegExp(`^/api/quotes/${quote.id}/pdf\\?token=`));
      const after = await rowCounts();
      expect(after.quotes).toBe(before.quotes + 1);
      expect(after.outbox).toBe(before.outbox + 1);
    });

    it('lets the requester download the PDF in the proforma layout, and nobody else', async () => {
      const created = await (await commerce.handlers.createQuote(post('/api/quotes', quoteBody))).json();
      const response = await commerce.handlers.handle(get(created.pdfUrl));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const { text } = await extractText(new Uint8Array(await response.arrayBuffer()), { mergePages: true });
      // A Swedish quote speaks Swedish: every proforma field, numbers in the Swedish way.
      for (const field of [
        created.quote.id,
        'Offert-id',
        'Datum',
        'Giltig till',
        'Kund',
        'Kundnummer',
        'Kontaktperson',
        'E-post',
        'ada@example.com',
        'Säljkontakt',
        'Leveransadress',
        'Fakturaadress',
        'Leveranssätt',
        'Leveransvillkor',
        'Betalningsvillkor',
        'Bank',
        'E-faktura',
        'Installation',
        'Försäkring',
        'Emballage',
        'Frakt',
        'Artikelnr',
        'Antal',
        'À-pris',
        'Rabatt',
        'Nettobelopp',
        'Delsumma',
        'Moms 25 % (ingår)',
        'Totalt belopp',
        'IM-BAR-WL-20M-BR-CH',
        'sida 1 av 1',
      ]) {
        expect(text).toContain(field);
      }
      expect(text).not.toMatch(/[-−]\s?0,00/);
      expect(text).not.toContain('Ironmark IWF');
      // The barbell set's line carries its price from its parts, in kronor.
      const build = created.quote.lines[3];
      expect(build.netAmount).not.toBeNull();
      const flat = text.replace(/\s+/g, ' ');
      expect(flat).toContain('barbell-set_1');
      expect(flat).toContain(formatMoney(build.unitPrice, 'sek', 'sv-se').replace(/\s+/g, ' '));
      expect(flat).toContain(formatMoney(build.netAmount, 'sek', 'sv-se').replace(/\s+/g, ' '));
      const stranger = await commerce.handlers.handle(
        get(`/api/quotes/${created.quote.id}/pdf?token=${'x'.repeat(32)}`),
      );
      expect(stranger.status).toBe(404);
      const noToken = await commerce.handlers.handle(get(`/api/quotes/${created.quote.id}/pdf`));
      expect(noToken.status).toBe(400);
    });

    it("prints the 'Export Fee' line and CIP wording on an export, over several pages", async () => {
      const lines = commerce.catalogue
        .allVariants()
        .slice(0, 60)
        .map((variant) => ({ code: variant.code, quantity: 1 }));
      const created = await (
        await commerce.handlers.createQuote(
          post('/api/quotes', {
            ...quoteBody,
            channel: 'en-us',
            country: 'us',
            lines,
            deliveryAddress: { ...address, country: 'no' },
          }),
        )
      ).json();
      expect(created.quote.taxKind).toBe('export-fee');
      const pdf = await commerce.handlers.quotePdf(get(created.pdfUrl));
      const { text, totalPages } = await extractText(new Uint8Array(await pdf.arrayBuffer()), {
        mergePages: true,
      });
      expect(totalPages).toBeGreaterThan(1);
      expect(text).toContain('Export Fee');
      expect(text).toContain('CIP');
      expect(text).toContain('customs costs are not included');
      expect(text).toContain(`page 1 of ${totalPages}`);
      expect(text).toContain(`page ${totalPages} of ${totalPages}`);
    });

    it('adds US sales tax for the delivery state', async () => {
      const created = await (
        await commerce.handlers.createQuote(
          post('/api/quotes', { ...quoteBody, channel: 'en-us', country: 'us', deliveryAddress: usAddress }),
        )
      ).json();
      expect(created.quote).toMatchObject({ taxKind: 'sales-tax', taxRate: 0.04, currency: 'usd' });
      expect(created.quote.total).toBe(
        created.quote.subtotal - created.quote.totalDiscount + created.quote.tax,
      );
    });

    it('taxes a quote with the checkout rule: a state given by name carries its rate, never 0 %', async () => {
      const created = await (
        await commerce.handlers.createQuote(
          post('/api/quotes', {
            ...quoteBody,
            channel: 'en-us',
            country: 'us',
            deliveryAddress: { ...usAddress, stateOrProvince: 'New York' },
          }),
        )
      ).json();
      expect(created.quote).toMatchObject({ taxKind: 'sales-tax', taxRate: 0.04 });
      expect(created.quote.tax).toBe(
        checkoutTaxAmount(created.quote.subtotal - created.quote.totalDiscount, {
          kind: 'sales-tax',
          rate: 0.04,
        }),
      );
    });

    it('leaves prices out when the visitor is in a forbidden country', async () => {
      const created = await (
        await commerce.handlers.createQuote(post('/api/quotes', { ...quoteBody, country: 'ru' }))
      ).json();
      expect(created.quote.showPrices).toBe(false);
      expect(created.quote.lines.every((line: { unitPrice: unknown }) => line.unitPrice === null)).toBe(true);
      expect(created.quote.total).toBeNull();
    });

    it.each([
      ['no origin', post('/api/quotes', quoteBody, { origin: '' }), 403, undefined],
      [
        'a foreign origin',
        post('/api/quotes', quoteBody, { origin: 'https://evil.example' }),
        403,
        undefined,
      ],
      ['a missing contact', post('/api/quotes', { ...quoteBody, contact: undefined }), 400, 'contact'],
      [
        'a bad e-mail',
        post('/api/quotes', { ...quoteBody, contact: { ...contact, email: 'nope' } }),
        400,
        'contact.email',
      ],
      [
        'a quantity of zero',
        post('/api/quotes', { ...quoteBody, lines: [{ code: 'IM-GIFT-100', quantity: 0 }] }),
        400,
        'lines.0.quantity',
      ],
      [
        'a string quantity',
        post('/api/quotes', { ...quoteBody, lines: [{ code: 'IM-GIFT-100', quantity: '2' }] }),
        400,
        'lines.0.quantity',
      ],
      [
        'an unknown code',
        post('/api/quotes', { ...quoteBody, lines: [{ code: 'NOPE-1', quantity: 1 }] }),
        400,
        'lines.0.code',
      ],
      ['an empty list', post('/api/quotes', { ...quoteBody, lines: [], builds: [] }), 400, 'lines'],
      [
        'a forbidden delivery country',
        post('/api/quotes', { ...quoteBody, deliveryAddress: { ...address, country: 'kp' } }),
        400,
        'deliveryAddress.country',
      ],
      ['an unknown channel', post('/api/quotes', { ...quoteBody, channel: 'zz-zz' }), 400, 'channel'],
      ['a huge body', post('/api/quotes', { ...quoteBody, message: 'x'.repeat(70_000) }), 413, undefined],
    ])('refuses %s and stores nothing', async (_name, request, status, field) => {
      const before = await rowCounts();
      const response = await commerce.handlers.handle(request);
      expect(response.status).toBe(status);
      const body = await response.json();
      if (field) expect(Object.keys(body.modelState)).toContain(field);
      else expect(body.message).toEqual(expect.any(String));
      expect(await rowCounts()).toEqual(before);
    });

    it("uses the spec's message for an unknown product", async () => {
      const response = await commerce.handlers.createQuote(
        post('/api/quotes', { ...quoteBody, lines: [{ code: 'NOPE-1', quantity: 1 }] }),
      );
      expect((await response.json()).modelState['lines.0.code']).toEqual([
        'The product NOPE-1 you selected could not be found',
      ]);
    });
  });

  describe('shared lists', () => {
    it('stores a read-only snapshot under an unguessable id', async () => {
      const response = await commerce.handlers.handle(
        post('/api/shared-lists', {
          channel: 'en-us',
          lines: [{ code: 'IM-GIFT-100', quantity: 1 }],
          note: 'For the club',
        }),
      );
      expect(response.status).toBe(201);
      const list = await response.json();
      expect(list.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(list.lines[0]).toMatchObject({ code: 'IM-GIFT-100', name: 'Ironmark Gift Card - Value 100' });
      const read = await commerce.handlers.handle(get(`/api/shared-lists/${list.id}`));
      expect(await read.json()).toEqual(list);
      await expect(
        commerce.handlers.handle(new Request(`${ORIGIN}/api/shared-lists/${list.id}`, { method: 'PUT' })),
      ).resolves.toHaveProperty('status', 405);
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const missing = await commerce.handlers.getSharedList(get('/api/shared-lists/AAAAAAAAAAAAAAAAAAAAAA'));
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({
        code: 'NOT_FOUND',
        issues: [{ field: 'id', code: 'notFound' }],
      });
      expect((await commerce.handlers.getSharedList(get('/api/shared-lists/%3Cx%3E'))).status).toBe(400);
    });

    it('refuses unknown codes and stores nothing', async () => {
      const before = await rowCounts();
      const response = await commerce.handlers.createSharedList(
        post('/api/shared-lists', { channel: 'en-us', lines: [{ code: 'NOPE', quantity: 1 }] }),
      );
      expect(response.status).toBe(400);
      expect(await rowCounts()).toEqual(before);
    });
  });

  describe('newsletter and contact', () => {
    it('subscribes once per e-mail, whatever its case', async () => {
      const first = await commerce.handlers.newsletter(
        post('/api/newsletter', { email: 'Lifter@Example.com', channel: 'sv-se', consent: true }),
      );
      expect(await first.json()).toEqual({ status: 'subscribed' });
      const again = await commerce.handlers.newsletter(
        post('/api/newsletter', { email: 'lifter@example.com', channel: 'en-us', consent: true }),
      );
      expect(await again.json()).toEqual({ status: 'already-subscribed' });
    });

    it('refuses a sign-up without consent', async () => {
      const before = await rowCounts();
      const response = await commerce.handlers.newsletter(
        post('/api/newsletter', { email: 'x@example.com', channel: 'sv-se', consent: false }),
      );
      expect(response.status).toBe(400);
      expect((await response.json()).modelState.consent).toEqual(['Consent is required to subscribe']);
      expect(await rowCounts()).toEqual(before);
    });

    it('stores a contact message and notifies sales staff', async () => {
      const before = await rowCounts();
      const response = await commerce.handlers.contact(
        post('/api/contact', {
          channel: 'en-us',
          name: 'Sam',
          email: 'sam@example.com',
          message: 'Do you deliver to Alaska?',
        }),
      );
      expect(response.status).toBe(201);
      expect(await rowCounts()).toMatchObject({ contact: before.contact + 1, outbox: before.outbox + 1 });
      const missing = await commerce.handlers.contact(
        post('/api/contact', { channel: 'en-us', name: 'Sam', email: 'sam@example.com' }),
      );
      expect((await missing.json()).modelState.message).toEqual(['Please enter your message']);
    });
  });

  describe('codes', () => {
    const check = (kind: string, code: string, channel: string) =>
      commerce.handlers.checkCode(post('/api/codes/check', { kind, code, channel }));

    it.each([
      ['STRONG10', 'en-us', { discountType: 'percent', value: 10 }],
      ['strong10', 'sv-se', { discountType: 'percent', value: 10 }],
      ['WELCOME25', 'en-us', { discountType: 'amount', value: 2500, currency: 'usd' }],
      ['NORDIC15', 'sv-se', { discountType: 'percent', value: 15 }],
    ])('accepts the campaign code %s on %s', async (code, channel, expected) => {
      const response = await check('campaign', code, channel);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject(expected);
    });

    it.each([
      ['NOPE', 'en-us'],
      ['WELCOME25', 'sv-se'],
      ['NORDIC15', 'en-us'],
      ['SUMMER2025', 'en-us'],
      ['FUTURE30', 'en-us'],
      ['RETIRED5', 'en-us'],
    ])(
      "refuses the campaign code %s on %s with 'The campaign code used is invalid'",
      async (code, channel) => {
        const response = await check('campaign', code, channel);
        expect(response.status).toBe(400);
        expect((await response.json()).modelState).toEqual({
          campaignCode: ['The campaign code used is invalid'],
        });
      },
    );

    it.each([
      ['GIFT-IRON-0100', 'en-us', 200, undefined],
      ['GIFT-IRON-SEK1', 'sv-se', 200, undefined],
      ['GIFT-IRON-USED', 'en-us', 400, 'Gift card code is already used'],
      ['GIFT-IRON-0100', 'sv-se', 400, 'Invalid gift card code'],
      ['NOT-A-CARD', 'en-us', 400, 'Invalid gift card code'],
    ])('checks the gift card %s on %s', async (code, channel, status, message) => {
      const response = await check('gift-card', code, channel);
      expect(response.status).toBe(status);
      const body = await response.json();
      if (message) expect(body.modelState.giftCardCode).toEqual([message]);
      else expect(body.balance).toBeGreaterThan(0);
    });

    it('redeems a single-use gift card exactly once under concurrency', async () => {
      const services = await commerce.services();
      const attempts = await Promise.allSettled(
        Array.from({ length: 5 }, () =>
          commerce.transaction((tx) => services.giftCards.redeem(tx, 'GIFT-IRON-0500', 100_00, 'usd')),
        ),
      );
      expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
      await expect(services.giftCards.check('GIFT-IRON-0500', 'usd')).rejects.toMatchObject({
        modelState: { giftCardCode: ['Gift card code is already used'] },
      });
    });
  });

  describe('orders and stock', () => {
    it('creates an order idempotently and answers its status to the buyer only', async () => {
      const services = await commerce.services();
      const order = {
        idempotencyKey: `key-${backend.name}-1`,
        sessionId: `session-${backend.name}-1`,
        requestHash: 'a'.repeat(64),
        channel: 'en-us',
        currency: 'usd',
        vatIncluded: false,
        contact: { ...contact, email: 'Buyer@Example.com', customerCategory: 'private' as const },
        deliveryAddress: usAddress,
        invoiceAddress: usAddress,
        deliveryMethod: 'default' as const,
        paymentMethod: 'invoice' as const,
        items: [
          { id: 'IM-GIFT-100', name: 'Gift Card', price: 100_00, quantity: 2, category: 'Gear accessories' },
        ],
        subtotal: 200_00,
        discount: 0,
        taxKind: 'sales-tax' as const,
        tax: 8_00,
        shipping: 0,
        giftCardAmount: 0,
        total: 208_00,
        coupon: null,
        giftCardCode: null,
      };
      const first = await commerce.transaction((tx) => services.orders.create(tx, order));
      const second = await commerce.transaction((tx) => services.orders.create(tx, order));
      if (!first.created) throw new Error('the first create stored nothing');
      expect(second).toEqual({
        created: false,
        sameKey: { order: first.order, requestHash: 'a'.repeat(64) },
      });
      const status = await commerce.handlers.handle(
        get(`/api/orders/status?orderNumber=${first.order.orderNumber}&email=buyer@example.com`),
      );
      expect(await status.json()).toMatchObject({
        orderNumber: first.order.orderNumber,
        status: 'placed',
        itemCount: 2,
        total: 208_00,
      });
      const stranger = await commerce.handlers.orderStatus(
        get(`/api/orders/status?orderNumber=${first.order.orderNumber}&email=x@example.com`),
      );
      expect(stranger.status).toBe(404);
      const malformed = await commerce.handlers.orderStatus(
        get('/api/orders/status?orderNumber=%27%3B--&email=x'),
      );
      expect(Object.keys((await malformed.json()).modelState).sort()).toEqual(['email', 'orderNumber']);
    });

    it('reserves stock atomically and never below zero', async () => {
      const services = await commerce.services();
      const code = 'IM-GA-KEYRING';
      const { db } = await commerce.database();
      const { stockLevels } = await import('./db/schema');
      const { and, eq } = await import('drizzle-orm');
      await db
        .update(stockLevels)
        .set({ inStock: 10, preOrder: 0 })
        .where(and(eq(stockLevels.variantCode, code), eq(stockLevels.market, 'us')));
      const results = await Promise.all(
        Array.from({ length: 25 }, () =>
          commerce.transaction((tx) => services.stock.reserve(tx, code, 'us', 1)),
        ),
      );
      expect(results.filter(Boolean)).toHaveLength(10);
      expect((await services.stock.get(code, 'us'))?.inStock).toBe(0);
    });
  });

  describe('bad input on every state-changing endpoint', () => {
    it.each([
      ['/api/shared-lists', { channel: 5, lines: 'x' }, 'channel'],
      ['/api/newsletter', { email: 42, channel: 'en-us', consent: 'yes' }, 'email'],
      ['/api/contact', { channel: 'en-us', name: [], email: 'a@b.se', message: 'hi' }, 'name'],
      ['/api/codes/check', { kind: 'coupon', code: 'X', channel: 'en-us' }, 'kind'],
      ['/api/quotes', { channel: 'en-us', lines: [{ code: 7, quantity: 1 }] }, 'lines.0.code'],
    ])(
      'answers 400 naming the field for wrong types on %s and changes nothing',
      async (path, body, field) => {
        const before = await rowCounts();
        const response = await commerce.handlers.handle(post(path, body));
        expect(response.status).toBe(400);
        expect(Object.keys((await response.json()).modelState)).toContain(field);
        expect(await rowCounts()).toEqual(before);
      },
    );

    it.each(['/api/shared-lists', '/api/newsletter', '/api/contact', '/api/codes/check', '/api/quotes'])(
      'answers 413 to a huge body and 403 to a foreign origin on %s, changing nothing',
      async (path) => {
        const before = await rowCounts();
        const huge = await commerce.handlers.handle(post(path, { padding: 'x'.repeat(70_000) }));
        expect(huge.status).toBe(413);
        const foreign = await commerce.handlers.handle(post(path, {}, { origin: 'https://evil.example' }));
        expect(foreign.status).toBe(403);
        expect((await foreign.json()).issues).toEqual([
          expect.objectContaining({ field: 'Origin', code: 'forbiddenOrigin' }),
        ]);
        expect(await rowCounts()).toEqual(before);
      },
    );
  });

  describe('product images and routing', () => {
    it('serves SVG renders and 404s unknown ones', async () => {
      const image = await commerce.handlers.handle(get('/media/products/IM-PL-WL-COMP-20/4x5.svg'));
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toContain('image/svg+xml');
      expect(await image.text()).toContain('#1f4e9c');
      expect((await commerce.handlers.handle(get('/media/products/NOPE/4x5.svg'))).status).toBe(404);
      expect((await commerce.handlers.handle(get('/media/products/IM-GIFT/8x8.svg'))).status).toBe(404);
      const nothing = await commerce.handlers.handle(get('/api/nothing-here'));
      expect(nothing.status).toBe(404);
      expect(await nothing.json()).toMatchObject({
        code: 'NOT_FOUND',
        issues: [{ field: 'path', code: 'notFound' }],
      });
    });
  });
});

describe('rate limits on the routes', () => {
  it('answers 429 with Retry-After once a client goes over the newsletter limit', async () => {
    const commerce = createCommerce({
      catalogue: demoCatalogue(),
      env: testEnv({ DATA_DIR: 'memory://' }),
      logger: recordingLogger(),
      rateLimits: { newsletter: { limit: 2, windowMs: 60_000 } },
      seed: false,
    });
    try {
      // The peer address as the front door (apps/storefront/server.mjs) sets it from the socket.
      const send = (ip: string, n: number) =>
        commerce.handlers.newsletter(
          post(
            '/api/newsletter',
            { email: `n${n}@example.com`, channel: 'en-us', consent: true },
            { [CLIENT_ADDRESS_HEADER]: ip },
          ),
        );
      expect((await send('198.51.100.1', 1)).status).toBe(200);
      expect((await send('198.51.100.1', 2)).status).toBe(200);
      const limited = await send('198.51.100.1', 3);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await send('198.51.100.2', 4)).status).toBe(200);
    } finally {
      await commerce.close();
    }
  });
});

describe('database unavailable', () => {
  it('answers 503 with a clear body, and the catalogue routes keep working', async () => {
    const logger = recordingLogger();
    const commerce = createCommerce({
      catalogue: demoCatalogue(),
      env: testEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' }),
      logger,
    });
    try {
      const response = await commerce.handlers.realtime(
        post('/api/getrealtimeproductdata', {
          variantIds: ['IM-GIFT-100'],
          country: 'us',
          channel: 'en-us',
          sessionId: 's',
        }),
      );
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toEqual({
        message: 'The service is temporarily unavailable, please try again shortly.',
        code: 'DATABASE_UNAVAILABLE',
      });
      expect(logger.lines).toContain('Failed to open the commerce database');
      expect((await commerce.handlers.variantInfo(get('/api/variantinfo?codes=IM-GIFT-100'))).status).toBe(
        200,
      );
    } finally {
      await commerce.close();
    }
  });
});
