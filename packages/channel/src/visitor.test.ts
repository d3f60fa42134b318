import { COUNTRY_CHECK_CLOSED_KEY, USER_SETTINGS_KEY } from '@ironmark/config/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getChannel } from './channels';
import { VISITOR_COUNTRY_COOKIE } from './prices';
import { createVisitorStore, VISITOR_COUNTRY_COOKIE_ERROR, type VisitorStorage } from './visitor';

const usChannel = getChannel('en-us')!;
const svChannel = getChannel('sv-se')!;

function memoryStorage(
  items: Record<string, string> = {},
  cookie = '',
): VisitorStorage & { items: Record<string, string> } {
  return {
    items,
    getItem: (key) => items[key] ?? null,
    setItem: (key, value) => {
      items[key] = value;
    },
    cookie,
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.doUnmock('./settings-schema');
  vi.resetModules();
});

const settings = (country: string, locale: string) =>
  JSON.stringify({ country, language: locale.slice(0, 2), locale });

describe('createVisitorStore (spec §4 overlay at load, §6 prices)', () => {
  it('shows no prices and opens nothing before storage has been read', () => {
    const store = createVisitorStore(usChannel, 'en-us', () => memoryStorage());
    expect(store.getState()).toMatchObject({ hydrated: false, showPrices: false, overlay: 'none' });
  });

  it('asks a first-time visitor for country and language, and shows prices outside forbidden countries', async () => {
    const store = createVisitorStore(usChannel, 'en-us', () =>
      memoryStorage({}, `${VISITOR_COUNTRY_COOKIE}=us`),
    );
    await store.hydrate();
    expect(store.getState()).toMatchObject({
      hydrated: true,
      visitorCountry: 'us',
      overlay: 'local-overlay',
      showPrices: true,
    });
  });

  it('hides prices from a visitor whose geo country is forbidden', async () => {
    const store = createVisitorStore(usChannel, 'en-us', () =>
      memoryStorage({ [USER_SETTINGS_KEY]: settings('us', 'en-us') }, `a=1; ${VISITOR_COUNTRY_COOKIE}=ir`),
    );
    await store.hydrate();
    expect(store.getState().showPrices).toBe(false);
  });

  it('tells a returning visitor from another country, once, until they stay', async () => {
    const storage = memoryStorage({ [USER_SETTINGS_KEY]: settings('us', 'en-us') });
    const store = createVisitorStore(svChannel, 'sv-se', () => storage);
    await store.hydrate();
    expect(store.getState().overlay).toBe('country-notification');
    store.closeCountryCheck();
    expect(store.getState().overlay).toBe('none');
    expect(storage.items[COUNTRY_CHECK_CLOSED_KEY]).toBe('true');
    const again = createVisitorStore(svChannel, 'sv-se', () => storage);
    await again.hydrate();
    expect(again.getState().overlay).toBe('none');
  });

  it('stores a chosen country and notifies subscribers; the choice applies when storage is blocked', async () => {
    const blocked: VisitorStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      get cookie(): string {
        throw new Error('SecurityError');
      },
    };
    const store = createVisitorStore(usChannel, 'en-us', () => blocked);
    const listener = vi.fn();
    store.subscribe(listener);
    await store.hydrate();
    store.saveSettings({ country: 'ir', language: 'en', locale: 'en-us' });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getState()).toMatchObject({
      settings: { country: 'ir' },
      overlay: 'none',
      showPrices: false,
    });
  });

  it('drops stored settings that fail to parse and a cookie that fails to decode', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createVisitorStore(usChannel, 'en-us', () =>
      memoryStorage({ [USER_SETTINGS_KEY]: '{"country":' }, `${VISITOR_COUNTRY_COOKIE}=%zz`),
    );
    await store.hydrate();
    expect(store.getState()).toMatchObject({
      settings: null,
      visitorCountry: null,
      overlay: 'local-overlay',
    });
  });

  it.each(['%zz', 'sweden', '<script>', '', 's%C3%A9'])(
    'logs, drops and removes a visitor-country cookie of %j (spec §8)',
    async (raw) => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      const removed: string[] = [];
      const storage = {
        ...memoryStorage({}, `other=1; ${VISITOR_COUNTRY_COOKIE}=${raw}`),
        removeCookie: (name: string) => removed.push(name),
      };
      const store = createVisitorStore(svChannel, 'sv-se', () => storage);
      await store.hydrate();
      expect(store.getState().visitorCountry).toBeNull();
      expect(log).toHaveBeenCalledWith(VISITOR_COUNTRY_COOKIE_ERROR, raw);
      expect(removed).toEqual([VISITOR_COUNTRY_COOKIE]);
    },
  );

  it('reads a two-letter visitor country, whatever its case, and keeps the cookie', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const removed: string[] = [];
    const storage = {
      ...memoryStorage({}, `${VISITOR_COUNTRY_COOKIE}=RU`),
      removeCookie: (name: string) => removed.push(name),
    };
    const store = createVisitorStore(svChannel, 'sv-se', () => storage);
    await store.hydrate();
    expect(store.getState()).toMatchObject({ visitorCountry: 'ru', showPrices: false });
    expect(log).not.toHaveBeenCalled();
    expect(removed).toEqual([]);
  });

  it('stores a chosen channel and answers the same page in its locale (spec §4)', async () => {
    const storage = memoryStorage();
    const store = createVisitorStore(usChannel, 'en-us', () => storage);
    await store.hydrate();
    const { chooseChannel } = store; // unbound, as a React hook hands it out
    expect(chooseChannel('sv-se', '/en-us/equipment/bars')).toBe('/sv-se/equipment/bars');
    expect(JSON.parse(storage.items[USER_SETTINGS_KEY]!)).toMatchObject({
      country: 'se',
      language: 'sv',
      locale: 'sv-se',
    });
    expect(store.getState().overlay).toBe('none');
    expect(store.chooseChannel('de-de', '/en-us')).toBe('/de-de');
    expect(store.chooseChannel('de-de', '/en-usa/x')).toBe('/de-de');
    expect(store.chooseChannel('en-us', '/en-us/cart')).toBeNull();
  });

  it('keeps the page country for the language-only channel, and falls back to us without one', () => {
    const storage = memoryStorage();
    createVisitorStore(svChannel, 'sv-se', () => storage).chooseChannel('en', '/sv-se');
    expect(JSON.parse(storage.items[USER_SETTINGS_KEY]!)).toMatchObject({ country: 'se', locale: 'en' });
    const global = getChannel('en')!;
    createVisitorStore(global, 'en', () => storage).chooseChannel('en', '/en');
    expect(JSON.parse(storage.items[USER_SETTINGS_KEY]!)).toMatchObject({ country: 'us', locale: 'en' });
  });

  it('decides a returning visitor’s overlay and prices in one update, once the stored settings are read', async () => {
    const store = createVisitorStore(svChannel, 'sv-se', () =>
      memoryStorage({ [USER_SETTINGS_KEY]: settings('us', 'en-us') }, `${VISITOR_COUNTRY_COOKIE}=us`),
    );
    const seen: string[] = [];
    store.subscribe(() => {
      const { hydrated, overlay, showPrices } = store.getState();
      seen.push(`${hydrated}|${overlay}|${showPrices}`);
    });
    const reading = store.hydrate();
    expect(store.getState()).toMatchObject({ hydrated: false, overlay: 'none', showPrices: false });
    await reading;
    expect(seen).toEqual(['true|country-notification|true']);
    expect(store.getState().settings).toEqual({ country: 'us', language: 'en', locale: 'en-us' });
  });

  it('keeps a choice the visitor makes while the stored settings are being read', async () => {
    const storage = memoryStorage({ [USER_SETTINGS_KEY]: settings('us', 'en-us') });
    const chosen = createVisitorStore(svChannel, 'sv-se', () => storage);
    const reading = chosen.hydrate();
    chosen.saveSettings({ country: 'se', language: 'sv', locale: 'sv-se' });
    await reading;
    expect(chosen.getState()).toMatchObject({ hydrated: true, settings: { country: 'se' }, overlay: 'none' });

    storage.items[USER_SETTINGS_KEY] = settings('us', 'en-us');
    const dismissed = createVisitorStore(svChannel, 'sv-se', () => storage);
    const again = dismissed.hydrate();
    dismissed.dismissOverlay();
    await again;
    expect(dismissed.getState()).toMatchObject({
      hydrated: true,
      settings: { country: 'us' },
      overlay: 'none',
    });
  });

  it('reads stored settings without their schema module (zod), which the browser no longer loads', async () => {
    vi.doMock('./settings-schema', () => {
      throw new Error('the schema module was loaded');
    });
    const fresh = await import('./visitor');
    const store = fresh.createVisitorStore(usChannel, 'en-us', () =>
      memoryStorage({ [USER_SETTINGS_KEY]: settings('us', 'en-us') }, `${VISITOR_COUNTRY_COOKIE}=us`),
    );
    await expect(store.hydrate()).resolves.toBeUndefined();
    expect(store.getState()).toMatchObject({
      hydrated: true,
      settings: { country: 'us', locale: 'en-us' },
      overlay: 'none',
      showPrices: true,
    });
  });
});
