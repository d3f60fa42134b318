import { describe, expect, it, vi } from 'vitest';
import {
  INVALID_ROUTE_URL_MESSAGE,
  isNavigationCancelled,
  pagePath,
  routeComplete,
  routeError,
} from './route';

const cancelledRoute = Object.assign(new Error('Route Cancelled'), { cancelled: true });
const abortError = new DOMException('The operation was aborted.', 'AbortError');

describe('pagePath', () => {
  it.each([
    ['/en-us/equipment/bars', '/en-us/equipment/bars'],
    ['/en-us/search?q=rack#results', '/en-us/search?q=rack'],
    ['https://ironmark.example/sv-se/kassa?step=2', '/sv-se/kassa?step=2'],
    ['/en-us/thanks?email=jane%40example.com', '/en-us/thanks?email=[redacted]'],
    ['', null],
    ['   ', null],
    ['http://[bad', null],
  ])('%j gives %j', (url, expected) => {
    expect(pagePath(url)).toBe(expected);
  });
});

describe('route change (spec §4)', () => {
  it('records the page view on completion', () => {
    expect(routeComplete('/en-us/equipment?sort=price')).toEqual({
      event: 'route_complete',
      page_path: '/en-us/equipment?sort=price',
    });
  });

  it('logs an unusable URL and reports nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(routeComplete('')).toBeNull();
    expect(routeError(new Error('x'), '')).toBeNull();
    expect(error).toHaveBeenCalledWith(INVALID_ROUTE_URL_MESSAGE, 'route_complete');
    expect(error).toHaveBeenCalledWith(INVALID_ROUTE_URL_MESSAGE, 'route_error');
  });

  it.each([
    ['a cancelled Next.js route', cancelledRoute, true],
    ['an AbortError', abortError, true],
    ['a plain object marked cancelled', { cancelled: true }, true],
    ['a failed chunk load', new Error('Loading chunk 12 failed'), false],
    ['an object with cancelled false', { cancelled: false }, false],
    ['a string', 'Route Cancelled', false],
    ['null', null, false],
  ])('treats %s as cancelled: %s', (_case, error, cancelled) => {
    expect(isNavigationCancelled(error)).toBe(cancelled);
  });

  it.each([
    ['a cancelled Next.js route', cancelledRoute],
    ['an AbortError', abortError],
  ])('does not report %s', (_case, error) => {
    expect(routeError(error, '/en-us')).toBeNull();
  });

  it.each([
    [new Error('Loading chunk 12 failed'), 'Loading chunk 12 failed'],
    ['plain failure', 'plain failure'],
    [new Error('Not allowed for jane@example.com'), 'Not allowed for [redacted]'],
    [new Error('x'.repeat(150)), 'x'.repeat(100)],
  ])('reports %s with message %j', (error, message) => {
    expect(routeError(error, '/en-us/bars')).toEqual({
      event: 'route_error',
      page_path: '/en-us/bars',
      error_message: message,
    });
  });
});
