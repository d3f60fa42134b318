// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getChannel } from './channels';
import { ChannelProvider, I18nProvider, useChannel, useT } from './react';

afterEach(cleanup);

function Probe() {
  const { showPrices, overlay, saveSettings } = useChannel();
  const t = useT();
  return (
    <button type="button" onClick={() => saveSettings({ country: 'se', language: 'sv', locale: 'sv-se' })}>
      {`${t('cart.items', [2])}|${t('missing.key')}|${showPrices}|${overlay}`}
    </button>
  );
}

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

  it('fail clearly outside their providers', () => {
    expect(() => render(<Probe />)).toThrow('useChannel must be used inside <ChannelProvider>');
  });
});
