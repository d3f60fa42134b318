import { describe, expect, it } from 'vitest';
import { containsEmail, REDACTED, redactEmails, redactUrlPath, scrubPersonalData } from './privacy';

describe('e-mail redaction', () => {
  it.each([
    ['jane@example.com', true],
    ['/en-us/checkout?email=jane%40example.com', true],
    ['Contact jane.doe+gym@mail.example.org today', true],
    ['Olympic Bar 20 kg', false],
    ['@ironmark', false],
    ['price@', false],
  ])('containsEmail(%j) is %s', (text, expected) => {
    expect(containsEmail(text)).toBe(expected);
  });

  it('keeps the rest of the text around a redacted address', () => {
    expect(redactEmails('Order by jane@example.com, thanks')).toBe(`Order by ${REDACTED}, thanks`);
  });

  it('redacts an address whose local part holds URL delimiters as a whole', () => {
    expect(redactEmails('a/b?c=d@example.com')).toBe(REDACTED);
  });

  it.each([
    ['/thanks', '?email=jane%40example.com&step=2', `/thanks?email=${REDACTED}&step=2`],
    ['/en-us/jane@example.com/orders', '', `/en-us/${REDACTED}/orders`],
    ['/en-us/bars', '?sort=price&flag', '/en-us/bars?sort=price&flag'],
    ['/x', '?jane%40example.com', `/x?${REDACTED}`],
    ['/', '', '/'],
  ])('redactUrlPath(%j, %j) is %j', (pathname, search, expected) => {
    expect(redactUrlPath(pathname, search)).toBe(expected);
  });

  it('drops personal keys and redacts nested strings without touching the input', () => {
    const input = { event: 'x', email: 'a@b.co', nested: [{ note: 'mail a@b.co', price: 1 }], phone: '123' };
    const copy = structuredClone(input);
    expect(scrubPersonalData(input)).toEqual({
      event: 'x',
      nested: [{ note: `mail ${REDACTED}`, price: 1 }],
    });
    expect(input).toEqual(copy);
  });
});
