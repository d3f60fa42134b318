import { COUNTRY_CHECK_CLOSED_KEY, USER_SETTINGS_KEY } from '@ironmark/config/constants';
import { type Channel, getChannel } from './channels';
import { type OverlayOnLoad, overlayOnLoad } from './overlay';
import { pricesVisible, VISITOR_COUNTRY_COOKIE, visitorCountryCode } from './prices';
import { readStoredUserSettings, serializeUserSettings, type UserSettings } from './settings';

/** What a page knows about its channel and its visitor once the browser's storage has been read. */
export interface VisitorState {
  /** False until browser storage and cookies have been read (the static HTML is the same for everyone). */
  readonly hydrated: boolean;
  /** Prices — and with them the cart contents — may be shown (spec §6). False before hydration. */
  readonly showPrices: boolean;
  readonly visitorCountry: string | null;
  readonly settings: UserSettings | null;
  /** What the page opened at load (spec §4); 'none' before hydration. */
  readonly overlay: OverlayOnLoad;
}

/** Where the visitor store reads and writes: `window.localStorage` and `document.cookie` in a browser. */
export interface VisitorStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  readonly cookie: string;
  /** Deletes the cookie `name` (an unparseable one is removed, spec §8). */
  removeCookie?(name: string): void;
}

/** The spec §8 log line of a visitor-country cookie that cannot be used (it is then removed). */
export const VISITOR_COUNTRY_COOKIE_ERROR = 'Failed to parse the visitor country cookie';

/** The visitor's settings, country and load-time overlay for one page (spec §4, §6), framework-free. */
export interface VisitorStore {
  getState(): VisitorState;
  subscribe(listener: () => void): () => void;
  /**
   * Reads storage and cookies (after mount: the server's HTML is the same for every visitor). Stored
   * settings are checked without zod (`readStoredUserSettings`), and the state — `hydrated`,
   * settings, visitor country, overlay — is set in one update once they are read: at once when none
   * are stored, else when the returned promise resolves. The page never shows an overlay decision it
   * takes back. A choice the visitor makes meanwhile (saved settings, a closed country check or
   * overlay) is kept. The promise never rejects.
   */
  hydrate(): Promise<void>;
  /** Stores the visitor's country/language choice; the choice applies even when storage is blocked. */
  saveSettings(settings: UserSettings): void;
  /** 'Stay' on the country notification: not asked again (spec §4). */
  closeCountryCheck(): void;
  /** Closes whatever the page opened at load, for this page only. */
  dismissOverlay(): void;
  /**
   * The visitor picks the channel `code` in the country/language chooser (spec §4) while on `pathname`:
   * stores the choice (the chosen channel's country, else the page's, else 'us') and answers the same
   * page in the chosen locale, or `null` when the page is already in it.
   */
  chooseChannel(code: string, pathname: string): string | null;
}

const BEFORE_HYDRATION: VisitorState = {
  hydrated: false,
  showPrices: false,
  visitorCountry: null,
  settings: null,
  overlay: 'none',
};

/**
 * The visitor's country from the cookie the server sets (a two-letter code), or null. A value that is
 * not one (bad percent-encoding, anything else) is logged, dropped and the cookie removed (spec §8).
 */
function visitorCountryOf(storage: () => VisitorStorage, cookies: string): string | null {
  const name = VISITOR_COUNTRY_COOKIE;
  const entry = cookies.split('; ').find((part) => part.startsWith(`${name}=`));
  if (!entry) return null;
  const raw = entry.slice(name.length + 1);
  let country: string | null = null;
  try {
    country = visitorCountryCode(decodeURIComponent(raw));
  } catch {
    // not percent-encoded text: logged below
  }
  if (country) return country;
  console.error(VISITOR_COUNTRY_COOKIE_ERROR, raw.slice(0, 64));
  try {
    storage().removeCookie?.(name);
  } catch {
    // cookies blocked: it stays dropped for this page
  }
  return null;
}

/** A store over `storage` for the page of `channel` at `locale`; blocked or full storage never throws. */
export function createVisitorStore(
  channel: Channel,
  locale: string,
  storage: () => VisitorStorage,
): VisitorStore {
  let state = BEFORE_HYDRATION;
  // The visitor's choices so far: a read that started before one must not undo it.
  let saves = 0;
  let closes = 0;
  const listeners = new Set<() => void>();
  const set = (next: Partial<VisitorState>) => {
    const merged = { ...state, ...next };
    state = {
      ...merged,
      showPrices:
        merged.hydrated &&
        pricesVisible({
          channel,
          userCountry: merged.settings?.country,
          visitorCountry: merged.visitorCountry,
        }),
    };
    for (const listener of listeners) listener();
  };
  const read = (key: string) => {
    try {
      return storage().getItem(key);
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string) => {
    try {
      storage().setItem(key, value);
    } catch {
      // storage full or blocked: the choice still applies to this page
    }
  };
  const saveSettings = (settings: UserSettings) => {
    saves += 1;
    write(USER_SETTINGS_KEY, serializeUserSettings(settings));
    set({ settings, overlay: 'none' });
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    hydrate() {
      const raw = read(USER_SETTINGS_KEY);
      const countryCheckClosed = read(COUNTRY_CHECK_CLOSED_KEY) === 'true';
      let cookies = '';
      try {
        cookies = storage().cookie;
      } catch {
        // cookies blocked: no visitor country
      }
      const visitorCountry = visitorCountryOf(storage, cookies);
      const [savesBefore, closesBefore] = [saves, closes];
      const apply = (stored: UserSettings | null, decide: boolean) => {
        const saved = saves !== savesBefore;
        const settings = saved ? state.settings : stored;
        const overlay =
          decide && !saved && closes === closesBefore
            ? overlayOnLoad({ locale, settings, countryCheckClosed })
            : state.overlay;
        set({ hydrated: true, settings, visitorCountry, overlay });
      };
      if (raw === null || raw === '') {
        apply(null, true);
        return Promise.resolve();
      }
      return readStoredUserSettings(raw).then((settings) => apply(settings, true));
    },
    saveSettings,
    closeCountryCheck() {
      closes += 1;
      write(COUNTRY_CHECK_CLOSED_KEY, 'true');
      set({ overlay: 'none' });
    },
    dismissOverlay() {
      closes += 1;
      set({ overlay: 'none' });
    },
    chooseChannel(code, pathname) {
      const target = getChannel(code);
      saveSettings({
        country: target?.country || channel.country || 'us',
        language: target?.language,
        locale: code,
      });
      if (code === locale) return null;
      const prefix = `/${locale}`;
      const rest =
        pathname === prefix || pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : '';
      return `/${code}${rest}`;
    },
  };
}
