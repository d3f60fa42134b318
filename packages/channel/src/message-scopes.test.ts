import { describe, expect, it } from 'vitest';
import { messagesInScopes, scopeHasKey } from './message-scopes';

const shell = { namespaces: ['nav'], keys: ['invalidEmail', 'price.salePrice'] };

describe('message scopes', () => {
  it.each([
    ['nav.menu', true],
    ['nav', false],
    ['navigation.menu', false],
    ['invalidEmail', true],
    ['price.salePrice', true],
    ['price.regularPrice', false],
    ['generalError', false],
  ])('a scope of the nav namespace and two keys holds %s: %s', (key, held) => {
    expect(scopeHasKey(shell, key)).toBe(held);
  });

  it("holds every key in the '*' namespace", () => {
    expect(scopeHasKey({ namespaces: ['*'], keys: [] }, 'generalError')).toBe(true);
  });

  it('keeps the messages any scope holds and leaves out the rest', () => {
    const all = {
      'nav.menu': 'Menu',
      'checkout.pay': 'Pay',
      invalidEmail: 'Bad email',
      'stories.title': 'S',
    };
    expect(messagesInScopes(all, [shell])).toEqual({ 'nav.menu': 'Menu', invalidEmail: 'Bad email' });
    expect(messagesInScopes(all, [shell, { namespaces: ['stories'], keys: [] }])).toEqual({
      'nav.menu': 'Menu',
      invalidEmail: 'Bad email',
      'stories.title': 'S',
    });
    expect(messagesInScopes(all, [])).toEqual({});
  });
});
