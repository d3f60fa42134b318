import { describe, expect, it } from 'vitest';
import { isCheckoutPath, localiseNavigation, localiseUrl } from './localise';
import { menuLinks } from './model';
import { staticMenu } from './static-menu';

describe('localiseUrl', () => {
  it.each([
    ['/equipment/bars', 'sv-se', '/sv-se/equipment/bars'],
    ['/', 'sv-se', '/sv-se'],
    ['/sv-se/cart', 'sv-se', '/sv-se/cart'],
    ['/sv-se', 'sv-se', '/sv-se'],
    ['/sv-sea', 'sv-se', '/sv-se/sv-sea'],
    ['https://example.com/x', 'sv-se', 'https://example.com/x'],
    ['//cdn.example/x', 'sv-se', '//cdn.example/x'],
    ['mailto:a@b.c', 'en', 'mailto:a@b.c'],
    ['#top', 'en', '#top'],
  ])('%s in %s ⇒ %s', (url, locale, expected) => {
    expect(localiseUrl(url, locale)).toBe(expected);
  });
});

describe('localiseNavigation', () => {
  it('prefixes every rooted link of the static menu and leaves the input alone', () => {
    const before = JSON.stringify(staticMenu);
    const localised = localiseNavigation(staticMenu, 'de-de');
    expect(JSON.stringify(staticMenu)).toBe(before);
    const links = menuLinks(localised).filter((link) => link.url.startsWith('/'));
    expect(links.length).toBe(menuLinks(staticMenu).filter((link) => link.url.startsWith('/')).length);
    for (const link of links) expect(link.url === '/de-de' || link.url.startsWith('/de-de/')).toBe(true);
  });
});

describe('isCheckoutPath', () => {
  it.each([
    ['/en-us/checkout', true],
    ['/sv-se/checkout/confirmation', true],
    ['/en/checkout', true],
    ['/en-us/checkouts', false],
    ['/en-us/cart', false],
    ['/checkout', false],
    [null, false],
  ])('%s is a checkout page: %s', (pathname, expected) => {
    expect(isCheckoutPath(pathname)).toBe(expected);
  });
});
