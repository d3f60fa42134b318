'use client';

import {
  type Channel,
  type OverlayOnLoad,
  overlayOnLoad,
  parseStoredUserSettings,
  pricesVisible,
  serializeUserSettings,
  type UserSettings,
} from '@ironmark/channel';
import { COUNTRY_CHECK_CLOSED_KEY, USER_SETTINGS_KEY } from '@ironmark/config/constants';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { VISITOR_COUNTRY_COOKIE } from './visitor';

/** What the page knows about its channel and the visitor, after mount. */
export interface ChannelState {
  channel: Channel;
  /** The page's locale ('sv-se', or the language-only 'en'). */
  locale: string;
  /** False until browser storage and cookies have been read (the static HTML is the same for everyone). */
  hydrated: boolean;
  /** Prices — and with them the cart contents — may be shown (spec §6). False before hydration. */
  showPrices: boolean;
  visitorCountry: string | null;
  settings: UserSettings | null;
  /** What the page opened at load (spec §4); 'none' before hydration. */
  overlay: OverlayOnLoad;
  saveSettings(settings: UserSettings): void;
  closeCountryCheck(): void;
  dismissOverlay(): void;
}

const ChannelContext = createContext<ChannelState | null>(null);

function readCookie(name: string): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : null;
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Provides {@link ChannelState}: the channel from the server, the visitor's country and settings read after mount. */
export function ChannelProvider({
  channel,
  locale,
  children,
}: {
  channel: Channel;
  locale: string;
  children: ReactNode;
}) {
  const [hydrated, setHydrated] = useState(false);
  const [visitorCountry, setVisitorCountry] = useState<string | null>(null);
  const [settings, setSettings] = useState<UserSettings | null>(null);
  const [overlay, setOverlay] = useState<OverlayOnLoad>('none');

  useEffect(() => {
    const stored = parseStoredUserSettings(readStorage(USER_SETTINGS_KEY));
    const closed = readStorage(COUNTRY_CHECK_CLOSED_KEY) === 'true';
    setVisitorCountry(readCookie(VISITOR_COUNTRY_COOKIE));
    setSettings(stored);
    setOverlay(overlayOnLoad({ locale, settings: stored, countryCheckClosed: closed }));
    setHydrated(true);
  }, [locale]);

  const saveSettings = useCallback((next: UserSettings) => {
    try {
      window.localStorage.setItem(USER_SETTINGS_KEY, serializeUserSettings(next));
    } catch {
      // storage full or blocked: the choice still applies to this page
    }
    setSettings(next);
    setOverlay('none');
  }, []);

  const closeCountryCheck = useCallback(() => {
    try {
      window.localStorage.setItem(COUNTRY_CHECK_CLOSED_KEY, 'true');
    } catch {
      // as above
    }
    setOverlay('none');
  }, []);

  const dismissOverlay = useCallback(() => setOverlay('none'), []);

  const value = useMemo<ChannelState>(
    () => ({
      channel,
      locale,
      hydrated,
      showPrices: hydrated && pricesVisible({ channel, userCountry: settings?.country, visitorCountry }),
      visitorCountry,
      settings,
      overlay,
      saveSettings,
      closeCountryCheck,
      dismissOverlay,
    }),
    [
      channel,
      locale,
      hydrated,
      settings,
      visitorCountry,
      overlay,
      saveSettings,
      closeCountryCheck,
      dismissOverlay,
    ],
  );
  return <ChannelContext.Provider value={value}>{children}</ChannelContext.Provider>;
}

/** The nearest {@link ChannelProvider}'s state. */
export function useChannel(): ChannelState {
  const value = useContext(ChannelContext);
  if (!value) throw new Error('useChannel must be used inside <ChannelProvider>');
  return value;
}
