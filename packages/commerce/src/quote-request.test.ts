import { quoteContents } from '@ironmark/cart-core';
import { describe, expect, it } from 'vitest';
import type { Quote } from './contract';
import { ModelStateError, UnreachableError } from './errors';
import type { FetchLike } from './fetch';
import {
  createQuoteRequest,
  quoteConfirmationQuery,
  quoteCountries,
  quoteSendNotification,
} from './quote-request';

const contents = quoteContents({ 'IM-BAR-20': { quantity: 2 } }, []);
const contact = {
  firstName: 'Maja',
  lastName: 'Lind',
  companyName: '',
  email: 'maja@example.com',
  phone: '',
  country: 'se',
  message: '',
};
const address = {
  streetAddress: 'Storgatan 1',
  extraAddress: '',
  zip: '111 22',
  city: 'Stockholm',
  stateOrProvince: '',
};

const postal = {
  firstName: 'Maja',
  lastName: 'Lind',
  streetAddress: 'Storgatan 1',
  zip: '111 22',
  city: 'Stockholm',
  country: 'se',
};
const quote: Quote = {
  id: 'Q-100001',
  status: 'received',
  date: '2026-11-24',
  expiresAt: '2026-12-24',
  channel: 'sv-se',
  currency: 'sek',
  showPrices: true,
  vatIncluded: true,
  contact: { firstName: 'Maja', lastName: 'Lind', email: 'maja@example.com', customerCategory: 'private' },
  deliveryAddress: postal,
  invoiceAddress: postal,
  deliveryMethod: 'default',
  deliveryTerms: 'DAP',
  paymentTerms: '30 days',
  salesContact: 'sales@example.com',
  message: null,
  installation: false,
  lines: [],
  builds: [],
  subtotal: null,
  totalDiscount: null,
  taxKind: 'vat',
  taxRate: null,
  tax: null,
  total: null,
};
const created = { quote, pdfUrl: '/api/quotes/Q-100001/pdf?token=secret' };

/** A fetch that answers `answer` and records each request's body and Idempotency-Key. */
function server(answer: () => Response) {
  const requests: { body: unknown; key: string | null }[] = [];
  const fetch: FetchLike = async (_url, init) => {
    requests.push({
      body: JSON.parse(String(init?.body)),
      key: new Headers(init?.headers).get('idempotency-key'),
    });
    return answer();
  };
  return { fetch, requests };
}
const createdAnswer = () => new Response(JSON.stringify(created), { status: 201 });

describe('createQuoteRequest', () => {
  it('sends nothing while the address has problems, and keeps them in form order', async () => {
    const { fetch, requests } = server(createdAnswer);
    const request = createQuoteRequest({ fetch });
    const result = await request.send({ channel: 'sv-se', contents, contact });
    expect(result).toEqual({
      status: 'invalid',
      issues: [
        { field: 'streetAddress', code: 'required' },
        { field: 'zip', code: 'invalidZip' },
        { field: 'city', code: 'required' },
      ],
    });
    expect(request.getState().issues).toEqual(result.status === 'invalid' ? result.issues : []);
    expect(request.getState().sending).toBe(false);
    expect(requests).toEqual([]);
  });

  it('asks for the state where the requester’s country taxes by state', async () => {
    const request = createQuoteRequest({ fetch: server(createdAnswer).fetch });
    request.setAddress({ ...address, zip: '10001', city: 'New York' });
    const result = await request.send({ channel: 'en-us', contents, contact: { ...contact, country: 'us' } });
    expect(result).toEqual({
      status: 'invalid',
      issues: [{ field: 'stateOrProvince', code: 'stateRequired' }],
    });
  });

  it('sends the address with the contact, stays sending, and gives the confirmation query', async () => {
    const { fetch, requests } = server(createdAnswer);
    const request = createQuoteRequest({ fetch, newIdempotencyKey: () => 'key-1' });
    const seen: boolean[] = [];
    request.subscribe(() => seen.push(request.getState().sending));
    request.setAddress(address);
    const result = await request.send({ channel: 'sv-se', contents, contact });
    expect(result).toEqual({ status: 'sent', created, confirmationQuery: 'id=Q-100001&token=secret' });
    expect(requests).toMatchObject([
      {
        key: 'key-1',
        body: { channel: 'sv-se', deliveryAddress: { streetAddress: 'Storgatan 1', city: 'Stockholm' } },
      },
    ]);
    expect(request.getState()).toMatchObject({ issues: [], sending: true });
    expect(seen).toEqual([false, false, true]);
  });

  it('ends sending on a failure and sends the same request again with the same key', async () => {
    let keyCount = 0;
    const { fetch, requests } = server(() => new Response('boom', { status: 500 }));
    const request = createQuoteRequest({ fetch, newIdempotencyKey: () => `key-${++keyCount}` });
    request.setAddress(address);
    for (let attempt = 0; attempt < 2; attempt++) {
      await expect(request.send({ channel: 'sv-se', contents, contact })).rejects.toThrow();
      expect(request.getState().sending).toBe(false);
    }
    expect(requests.map((entry) => entry.key)).toEqual(['key-1', 'key-1']);
  });

  it('stops telling a listener that unsubscribed', () => {
    const request = createQuoteRequest();
    let calls = 0;
    const unsubscribe = request.subscribe(() => calls++);
    request.setAddress(address);
    unsubscribe();
    request.setAddress({ ...address, city: 'Uppsala' });
    expect(calls).toBe(1);
    expect(request.getState().address.city).toBe('Uppsala');
  });
});

describe('quoteConfirmationQuery', () => {
  it('reads the token of a relative or absolute PDF link, or leaves it blank', () => {
    expect(
      quoteConfirmationQuery({ quote, pdfUrl: 'https://shop.example/api/quotes/Q-1/pdf?token=a%2Bb' }),
    ).toBe('id=Q-100001&token=a%2Bb');
    expect(quoteConfirmationQuery({ quote, pdfUrl: '/api/quotes/Q-1/pdf' })).toBe('id=Q-100001&token=');
  });
});

describe('quoteSendNotification', () => {
  const translate = (key: string) => `«${key}»`;

  it('shows a validation answer’s first message and no message for anything else', () => {
    const refused = new ModelStateError({ zip: ['Invalid zip code'] });
    expect(quoteSendNotification(refused, translate)).toEqual({ type: 'error', message: 'Invalid zip code' });
    expect(quoteSendNotification(new UnreachableError('/api/quotes'), translate)).toEqual({
      type: 'error',
      message: '',
    });
  });
});

describe('quoteCountries', () => {
  it('offers each channel country once, by name', () => {
    const countries = quoteCountries();
    const values = countries.map((country) => country.value);
    expect(values).toContain('se');
    expect(new Set(values).size).toBe(values.length);
    expect(values).not.toContain('');
    const labels = countries.map((country) => country.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
    expect(countries.find((country) => country.value === 'se')?.label).toBe('Sweden');
  });
});
