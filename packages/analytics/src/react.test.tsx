// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serializeConsent, UNPARSEABLE_CONSENT_MESSAGE } from './consent';
import { AnalyticsProvider, useAnalytics, useConsent } from './react';

const plate = { id: '2020-25', name: 'Bumper Plate 25 kg', price: 12_950 };

/** What a push looks like: gtag Arguments become arrays so they can be compared. */
function entries(target: unknown[]): unknown[] {
  return target.map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]'
      ? Array.from(entry as ArrayLike<unknown>)
      : entry,
  );
}

function CookieBanner() {
  const { state, dialogOpen, choose } = useConsent();
  return (
    <div>
      <p data-testid="state">{state}</p>
      {dialogOpen ? (
        <div role="dialog" aria-label="Your Privacy">
          <button type="button" onClick={() => choose('all')}>
            Accept all cookies
          </button>
          <button type="button" onClick={() => choose('necessary')}>
            Accept necessary cookies
          </button>
        </div>
      ) : null}
    </div>
  );
}

beforeEach(() => {
  window.localStorage.clear();
  delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
});
afterEach(() => {
  cleanup();
});

describe('AnalyticsProvider and useAnalytics', () => {
  it('throws MISSING_PROVIDER outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAnalytics())).toThrow(
      expect.objectContaining({ code: 'MISSING_PROVIDER' }),
    );
  });

  it('pushes the currency after mount and again when it changes', () => {
    const target: unknown[] = [];
    const { rerender } = render(<AnalyticsProvider currency="sek" dataLayer={target} />);
    expect(target).toEqual([{ currency: 'SEK' }]);
    rerender(<AnalyticsProvider currency="eur" dataLayer={target} />);
    expect(target).toEqual([{ currency: 'SEK' }, { currency: 'EUR' }]);
  });

  it('fills the provider currency into the trackers and clears ecommerce before each push', async () => {
    const target: unknown[] = [];
    const { result } = renderHook(() => useAnalytics(), {
      wrapper: ({ children }) => (
        <AnalyticsProvider currency="sek" dataLayer={target}>
          {children}
        </AnalyticsProvider>
      ),
    });
    target.length = 0;
    expect(result.current.currency).toBe('SEK');
    const cart = result.current.addToCart({ items: [plate] });
    const wishlist = result.current.addToWishlist({ currency: 'usd', items: [plate] });
    await expect(cart).resolves.toBe(true);
    await expect(wishlist).resolves.toBe(true);
    expect(target).toEqual([
      { ecommerce: null },
      { event: 'add_to_cart', ecommerce: expect.objectContaining({ currency: 'SEK', value: 129.5 }) },
      { ecommerce: null },
      { event: 'add_to_wishlist', ecommerce: expect.objectContaining({ currency: 'USD' }) },
    ]);
  });

  it.each([
    ['viewItem', (t: ReturnType<typeof useAnalytics>) => t.viewItem({ items: [plate] }), 'view_item'],
    [
      'cartEvent',
      (t: ReturnType<typeof useAnalytics>) =>
        t.cartEvent({ type: 'add_to_wishlist', item: { id: 'x', price: 100, quantity: 1 } }),
      'add_to_wishlist',
    ],
    ['addToQuote', (t: ReturnType<typeof useAnalytics>) => t.addToQuote({ items: [plate] }), 'add_to_quote'],
    [
      'beginCheckout',
      (t: ReturnType<typeof useAnalytics>) => t.beginCheckout({ items: [plate] }),
      'begin_checkout',
    ],
    [
      'beginCheckoutAbandonedCart',
      (t: ReturnType<typeof useAnalytics>) => t.beginCheckoutAbandonedCart({ items: [plate] }),
      'begin_checkout_abandoned_cart',
    ],
    [
      'submitQuote',
      (t: ReturnType<typeof useAnalytics>) => t.submitQuote({ items: [plate] }),
      'submit_quote',
    ],
    [
      'purchase',
      (t: ReturnType<typeof useAnalytics>) =>
        t.purchase({ transactionId: 'SO-1', email: 'jane@example.com', items: [plate] }),
      'purchase',
    ],
    ['routeComplete', (t: ReturnType<typeof useAnalytics>) => t.routeComplete('/en-us'), 'route_complete'],
    [
      'routeError',
      (t: ReturnType<typeof useAnalytics>) => t.routeError(new Error('x'), '/en-us'),
      'route_error',
    ],
    [
      'dynamicEvent',
      (t: ReturnType<typeof useAnalytics>) => t.dynamicEvent('open', { step: 1 }),
      'london_dynamics_open',
    ],
  ])('%s pushes %s to window.dataLayer by default', async (_name, track, event) => {
    const { result } = renderHook(() => useAnalytics(), {
      wrapper: ({ children }) => <AnalyticsProvider>{children}</AnalyticsProvider>,
    });
    await expect(track(result.current)).resolves.toBe(true);
    const dataLayer = (window as Window & { dataLayer?: unknown[] }).dataLayer ?? [];
    expect(dataLayer).toContainEqual(expect.objectContaining({ event }));
    expect(JSON.stringify(dataLayer)).not.toContain('jane@example.com');
  });

  it('reports false and pushes nothing for a cancelled navigation or invalid input', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const target: unknown[] = [];
    const { result } = renderHook(() => useAnalytics(), {
      wrapper: ({ children }) => <AnalyticsProvider dataLayer={target}>{children}</AnalyticsProvider>,
    });
    target.length = 0;
    await expect(
      result.current.routeError(Object.assign(new Error('Route Cancelled'), { cancelled: true }), '/'),
    ).resolves.toBe(false);
    await expect(result.current.addToCart({ items: [] })).resolves.toBe(false);
    expect(target).toEqual([]);
  });
});

// A fresh copy of the binding, whose event builders have not been loaded yet (as on a page's first event).
async function freshBinding() {
  vi.resetModules();
  return import('./react');
}

describe('useAnalytics before the event builders have loaded', () => {
  afterEach(() => {
    vi.doUnmock('./events');
    vi.resetModules();
  });

  it('keeps the data layer in the order things were tracked', async () => {
    const fresh = await freshBinding();
    const target: unknown[] = [];
    const { result } = renderHook(() => ({ analytics: fresh.useAnalytics(), consent: fresh.useConsent() }), {
      wrapper: ({ children }) => (
        <fresh.AnalyticsProvider dataLayer={target}>{children}</fresh.AnalyticsProvider>
      ),
    });
    await waitFor(() => expect(result.current.consent.hydrated).toBe(true));
    target.length = 0;

    const viewed = result.current.analytics.viewItem({ items: [plate] });
    act(() => result.current.consent.choose('all'));
    const routed = result.current.analytics.routeComplete('/en-us/plates');
    // Nothing overtakes the view_item whose validation is still loading.
    expect(target).toEqual([]);
    await expect(viewed).resolves.toBe(true);
    await expect(routed).resolves.toBe(true);

    expect(entries(target)).toEqual([
      { ecommerce: null },
      expect.objectContaining({ event: 'view_item' }),
      ['consent', 'update', expect.objectContaining({ ad_storage: 'granted' })],
      { event: 'route_complete', page_path: '/en-us/plates' },
    ]);
  });

  it('drops an event whose validation cannot load, logs it without the input, and goes on', async () => {
    vi.resetModules();
    vi.doMock('./events', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const fresh = await import('./react');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const target: unknown[] = [];
    const { result } = renderHook(() => fresh.useAnalytics(), {
      wrapper: ({ children }) => (
        <fresh.AnalyticsProvider dataLayer={target}>{children}</fresh.AnalyticsProvider>
      ),
    });
    target.length = 0;

    const bought = result.current.purchase({
      transactionId: 'SO-1',
      email: 'jane@example.com',
      items: [plate],
    });
    const routed = result.current.routeComplete('/en-us/thanks');
    await expect(bought).resolves.toBe(false);
    await expect(routed).resolves.toBe(true);

    expect(target).toEqual([{ event: 'route_complete', page_path: '/en-us/thanks' }]);
    expect(error).toHaveBeenCalledWith(
      fresh.EVENT_VALIDATION_UNAVAILABLE_MESSAGE,
      'purchase',
      expect.any(Error),
    );
    expect(JSON.stringify(error.mock.calls)).not.toContain('jane@example.com');
  });
});

describe('useConsent', () => {
  it('shows the dialog when nothing is stored and saves the choice', () => {
    const target: unknown[] = [];
    render(
      <AnalyticsProvider dataLayer={target}>
        <CookieBanner />
      </AnalyticsProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Your Privacy' })).toBeTruthy();
    expect(screen.getByTestId('state').textContent).toBe('undecided');

    fireEvent.click(screen.getByRole('button', { name: 'Accept all cookies' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('state').textContent).toBe('all');
    expect(window.localStorage.getItem('cookie_consent')).toBe(serializeConsent('all'));
    expect(entries(target)).toContainEqual([
      'consent',
      'update',
      {
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
        analytics_storage: 'granted',
        functionality_storage: 'granted',
      },
    ]);
  });

  it('saves "necessary" and denies ad and analytics storage', () => {
    const target: unknown[] = [];
    render(
      <AnalyticsProvider dataLayer={target}>
        <CookieBanner />
      </AnalyticsProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Accept necessary cookies' }));
    expect(window.localStorage.getItem('cookie_consent')).toBe(serializeConsent('necessary'));
    expect(entries(target)).toContainEqual([
      'consent',
      'update',
      expect.objectContaining({ ad_user_data: 'denied' }),
    ]);
  });

  it.each(['all', 'necessary'] as const)('reads a stored %s choice and keeps the dialog closed', (choice) => {
    window.localStorage.setItem('cookie_consent', serializeConsent(choice));
    render(<CookieBanner />);
    expect(screen.getByTestId('state').textContent).toBe(choice);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('logs, removes and ignores an unparseable stored value (spec §8)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.localStorage.setItem('cookie_consent', '{oops');
    render(<CookieBanner />);
    // The value is checked by the schema, loaded on demand; the dialog waits for the verdict.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Your Privacy' })).toBeTruthy();
    expect(error).toHaveBeenCalledWith(UNPARSEABLE_CONSENT_MESSAGE, '{oops');
    expect(window.localStorage.getItem('cookie_consent')).toBeNull();
  });

  it('checks a valid stored value this shop did not write with the schema and keeps it', async () => {
    const raw =
      '{ "ad_storage": "denied", "analytics_storage": "denied", "functionality_storage": "granted" }';
    window.localStorage.setItem('cookie_consent', raw);
    const { result } = renderHook(() => useConsent());
    expect(result.current).toMatchObject({ state: 'undecided', hydrated: false, dialogOpen: false });
    await waitFor(() => expect(result.current.hydrated).toBe(true));
    expect(result.current).toMatchObject({ state: 'necessary', dialogOpen: false });
    expect(window.localStorage.getItem('cookie_consent')).toBe(raw);
  });

  it('works without a provider (no consent-mode push)', () => {
    render(<CookieBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'Accept necessary cookies' }));
    expect(screen.getByTestId('state').textContent).toBe('necessary');
    expect((window as Window & { dataLayer?: unknown[] }).dataLayer).toBeUndefined();
  });

  it('renders undecided without the dialog on the server, then hydrates the stored choice after mount', () => {
    window.localStorage.setItem('cookie_consent', serializeConsent('all'));
    const html = renderToString(<CookieBanner />);
    expect(html).toContain('undecided');
    expect(html).not.toContain('dialog');

    const error = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    render(<CookieBanner />, { container, hydrate: true });
    expect(screen.getByTestId('state').textContent).toBe('all');
    expect(error).not.toHaveBeenCalled();
  });

  it('keeps every consumer in the tab in step and follows other tabs', () => {
    render(
      <>
        <CookieBanner />
        <CookieBanner />
      </>,
    );
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Accept all cookies' })[0] as HTMLElement);
    expect(screen.queryAllByRole('dialog')).toHaveLength(0);
    expect(screen.getAllByTestId('state').map((node) => node.textContent)).toEqual(['all', 'all']);

    act(() => {
      window.localStorage.setItem('cookie_consent', serializeConsent('necessary'));
      window.dispatchEvent(new StorageEvent('storage', { key: 'cookie_consent' }));
    });
    expect(screen.getAllByTestId('state').map((node) => node.textContent)).toEqual([
      'necessary',
      'necessary',
    ]);
  });
});
