'use client';

import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import type { Channel } from './channels';
import { formatMessage, type ParsedMessages, registerParsedMessages } from './format';
import { createVisitorStore, type VisitorState, type VisitorStorage, type VisitorStore } from './visitor';

/** A page's channel and its visitor: {@link VisitorState} with the store's actions. */
export interface ChannelState
  extends VisitorState,
    Pick<VisitorStore, 'saveSettings' | 'closeCountryCheck' | 'dismissOverlay' | 'chooseChannel'> {
  readonly channel: Channel;
  /** The page's locale ('sv-se', or the language-only 'en'). */
  readonly locale: string;
}

const ChannelContext = createContext<{
  channel: Channel;
  locale: string;
  store: VisitorStore;
  state: VisitorState;
} | null>(null);

const browserStorage = (): VisitorStorage => ({
  getItem: (key) => window.localStorage.getItem(key),
  setItem: (key, value) => window.localStorage.setItem(key, value),
  get cookie() {
    return document.cookie;
  },
  removeCookie: (name) => {
    // biome-ignore lint/suspicious/noDocumentCookie: one expiry write; the Cookie Store API is not in every browser
    document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
  },
});

/**
 * Provides {@link ChannelState}: the channel from the server, and the visitor's settings and country,
 * read from browser storage after mount (`storage` replaces the browser's in tests). Stored settings
 * are validated without a schema library, so `hydrated` (and the overlay opened at load) may turn a
 * moment after mount; they change in one update, never showing a decision taken back.
 *
 * That first read renders in a transition: it re-renders every consumer (on a category page each
 * product card, its sale mode depending on `hydrated`). As a blocking update it was one task of
 * 140–250 ms at 4x CPU on a phone right after hydration (its render alone about 90 ms); React splits a
 * transition's render into short tasks. What the visitor does (a saved choice, a closed overlay)
 * applies at once.
 */
export function ChannelProvider({
  channel,
  locale,
  storage = browserStorage,
  children,
}: {
  channel: Channel;
  locale: string;
  storage?: () => VisitorStorage;
  children: ReactNode;
}) {
  // A new page locale (the layout re-rendered for another channel) reads the visitor again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `storage` is read once per channel
  const store = useMemo(() => createVisitorStore(channel, locale, storage), [channel, locale]);
  const [snapshot, setSnapshot] = useState(() => ({ store, state: store.getState() }));
  const state = snapshot.store === store ? snapshot.state : store.getState();
  useEffect(() => {
    let hydrated = store.getState().hydrated;
    const update = () => {
      const next = { store, state: store.getState() };
      if (!hydrated && next.state.hydrated) {
        hydrated = true;
        startTransition(() => setSnapshot(next));
      } else {
        setSnapshot(next);
      }
    };
    const unsubscribe = store.subscribe(update);
    void store.hydrate();
    return unsubscribe;
  }, [store]);
  const value = useMemo(() => ({ channel, locale, store, state }), [channel, locale, store, state]);
  return <ChannelContext.Provider value={value}>{children}</ChannelContext.Provider>;
}

/** The nearest {@link ChannelProvider}'s channel and visitor state. */
export function useChannel(): ChannelState {
  const context = useContext(ChannelContext);
  if (!context) throw new Error('useChannel must be used inside <ChannelProvider>');
  const { channel, locale, store, state } = context;
  return useMemo(
    () => ({
      ...state,
      channel,
      locale,
      saveSettings: store.saveSettings,
      closeCountryCheck: store.closeCountryCheck,
      dismissOverlay: store.dismissOverlay,
      chooseChannel: store.chooseChannel,
    }),
    [state, channel, locale, store],
  );
}

/** Translates a key with numbered ICU arguments (`{0}`, plurals); falls back to the key itself. */
export type Translate = (key: string, args?: readonly (string | number)[]) => string;

const I18nContext = createContext<Translate | null>(null);
const MessagesContext = createContext<Readonly<Record<string, string>>>({});
const LocaleContext = createContext('en');

const NO_MESSAGES: Readonly<Record<string, string>> = {};

/**
 * Gives client components the UI texts of the page's language (merged with English on the server).
 * Only the messages of the client islands below reach the browser: the layout gives the shell's, and a
 * page adds its islands' with a nested provider, whose messages join the outer ones. Plurals follow
 * `locale` (BCP 47, e.g. 'fr-fr'); a nested provider keeps the outer one's.
 *
 * `parsed` is the ICU messages pre-parsed on the server (`precompileMessages(messages)` of the root
 * entry): the browser bundle has no ICU parser, so a template with an ICU argument (`{0, plural, …}`)
 * is formatted from its AST there. They are registered (by template text, for the whole page) before
 * the children render; a provider may give only `parsed`, without messages of its own.
 */
export function I18nProvider({
  messages: own = NO_MESSAGES,
  locale: ownLocale,
  parsed,
  children,
}: {
  messages?: Readonly<Record<string, string>>;
  locale?: string;
  parsed?: ParsedMessages;
  children: ReactNode;
}) {
  // During render, not in an effect: the children format their texts in this same render. Registering
  // a template again is a no-op, and sharing the registry between requests on the server is safe: an
  // AST depends on the template text alone.
  if (parsed) registerParsedMessages(parsed);
  const outer = useContext(MessagesContext);
  const outerLocale = useContext(LocaleContext);
  const locale = ownLocale ?? outerLocale;
  const messages = useMemo(() => ({ ...outer, ...own }), [outer, own]);
  const translate = useMemo<Translate>(
    () =>
      (key, args = []) => {
        const template = messages[key];
        return template === undefined ? key : formatMessage(template, args, locale);
      },
    [messages, locale],
  );
  return (
    <LocaleContext.Provider value={locale}>
      <MessagesContext.Provider value={messages}>
        <I18nContext.Provider value={translate}>{children}</I18nContext.Provider>
      </MessagesContext.Provider>
    </LocaleContext.Provider>
  );
}

/** The translate function of the nearest {@link I18nProvider}. */
export function useT(): Translate {
  const translate = useContext(I18nContext);
  if (!translate) throw new Error('useT must be used inside <I18nProvider>');
  return translate;
}
