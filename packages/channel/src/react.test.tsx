// @vitest-environment jsdom
import { USER_SETTINGS_KEY } from '@ironmark/config/constants';
import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlMessageFormat } from 'intl-messageformat';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getChannel } from './channels';
import { precompileMessages } from './format';
import { ChannelProvider, I18nProvider, useChannel, useT } from './react';

const fullParser = IntlMessageFormat.__parse;

// `useT` of the module instance the browser test imports afresh.
let useBrowserT = useT;

function Count({ name, count }: { name: string; count: number }) {
  const t = useBrowserT();
  return <li>{t(name, [count])}</li>;
}

afterEach(() => {
  cleanup();
  IntlMessageFormat.__parse = fullParser;
  useBrowserT = useT;
  vi.restoreAllMocks();
});

function Probe() {
  const { showPrices, overlay, saveSettings } = useChannel();
  const t = useT();
  return (
    <button type="button" onClick={() => saveSettings({ country: 'se', language: 'sv', locale: 'sv-se' })}>
      {`${t('cart.items', [2])}|${t('missing.key')}|${showPrices}|${overlay}`}
    </button>
  );
}

function Overlay({ onRender }: { onRender: (text: string) => void }) {
  const { hydrated, overlay, showPrices } = useChannel();
  onRender(`${hydrated}|${overlay}|${showPrices}`);
  return <p>{overlay}</p>;
}

const never = new Promise<never>(() => {});

/**
 * Suspends (for good) once `when` holds. In a transition React keeps showing what was shown; an urgent
 * update that suspends shows the Suspense fallback instead.
 */
function SuspendsWhen({ when }: { when: (state: ReturnType<typeof useChannel>) => boolean }) {
  const state = useChannel();
  if (when(state)) throw never;
  return (
    <button type="button" onClick={state.dismissOverlay}>
      {`${state.hydrated}|${state.overlay}`}
    </button>
  );
}

const emptyStorage = () => ({ getItem: () => null, setItem: () => {}, cookie: '' });

describe('ChannelProvider and I18nProvider', () => {
  it('read the visitor after mount, translate with the outer and inner messages, and save a choice', () => {
    const items: Record<string, string> = {};
    const storage = () => ({
      getItem: (key: string) => items[key] ?? null,
      setItem: (key: string, value: string) => {
        items[key] = value;
      },
      cookie: '',
    });
    render(
      <ChannelProvider channel={getChannel('en-us')!} locale="en-us" storage={storage}>
        <I18nProvider messages={{ 'cart.items': 'outer' }} locale="en-us">
          <I18nProvider messages={{ 'cart.items': '{0, plural, one {# item} other {# items}}' }}>
            <Probe />
          </I18nProvider>
        </I18nProvider>
      </ChannelProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('2 items|missing.key|true|local-overlay');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('2 items|missing.key|true|none');
    expect(JSON.parse(items['ironmark-user-settings'] ?? '{}')).toMatchObject({ country: 'se' });
  });

  it('open a returning visitor’s overlay once the stored settings are read, never a first-visit one before', async () => {
    const items: Record<string, string> = {
      [USER_SETTINGS_KEY]: JSON.stringify({ country: 'us', language: 'en', locale: 'en-us' }),
    };
    const storage = () => ({ getItem: (key: string) => items[key] ?? null, setItem: () => {}, cookie: '' });
    const seen: string[] = [];
    render(
      <ChannelProvider channel={getChannel('sv-se')!} locale="sv-se" storage={storage}>
        <Overlay onRender={(text) => seen.push(text)} />
      </ChannelProvider>,
    );
    expect(await screen.findByText('country-notification')).toBeTruthy();
    expect([...new Set(seen)]).toEqual(['false|none|false', 'true|country-notification|true']);
  });

  it('fail clearly outside their providers', () => {
    expect(() => render(<Probe />)).toThrow('useChannel must be used inside <ChannelProvider>');
  });

  it('format plurals from the ASTs parsed on the server, in a browser bundle without the ICU parser', async () => {
    const bags = '{0, plural, one {# sac} other {# sacs}}';
    const plates = '{0, plural, one {# disque} other {# disques}}';
    // Server: pre-parsed, then serialised into the page.
    const parsed = JSON.parse(JSON.stringify(precompileMessages({ 'cart.bags': bags })));
    // Browser: a fresh module registry and the parser-less entry (next.config.ts).
    vi.resetModules();
    IntlMessageFormat.__parse = () => {
      throw new Error("You're trying to format an uncompiled message with react-intl without parser");
    };
    const browser = await import('./react');
    useBrowserT = browser.useT;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <browser.I18nProvider messages={{ 'cart.bags': bags, 'cart.plates': plates }} locale="fr-fr">
        <browser.I18nProvider parsed={parsed}>
          <ul>
            <Count name="cart.bags" count={0} />
            <Count name="cart.bags" count={2} />
            <Count name="cart.plates" count={2} />
          </ul>
        </browser.I18nProvider>
      </browser.I18nProvider>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '0 sac',
      '2 sacs',
      // Not pre-parsed: its placeholders are filled as text, and the console says which message.
      plates,
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(plates);
  });

  it('apply the first read of storage in a transition, and what the visitor does at once', async () => {
    // The read re-renders every consumer: as a transition, a consumer that suspends on it leaves the
    // page as it was, where a blocking update would show the fallback.
    const first = render(
      <ChannelProvider channel={getChannel('en-us')!} locale="en-us" storage={emptyStorage}>
        <Suspense fallback={<p>fallback</p>}>
          <SuspendsWhen when={(state) => state.hydrated} />
        </Suspense>
      </ChannelProvider>,
    );
    await act(async () => {});
    expect(screen.getByRole('button').textContent).toBe('false|none');
    expect(screen.queryByText('fallback')).toBeNull();
    first.unmount();

    render(
      <ChannelProvider channel={getChannel('en-us')!} locale="en-us" storage={emptyStorage}>
        <Suspense fallback={<p>fallback</p>}>
          <SuspendsWhen when={(state) => state.hydrated && state.overlay === 'none'} />
        </Suspense>
      </ChannelProvider>,
    );
    expect(await screen.findByText('true|local-overlay')).toBeTruthy();
    act(() => screen.getByRole('button').click());
    expect(screen.getByText('fallback')).toBeTruthy();
  });
});
