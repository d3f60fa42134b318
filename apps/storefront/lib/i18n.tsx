'use client';

import { formatMessage } from '@ironmark/channel';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

/** Translates a key with numbered ICU arguments (`{0}`, plurals); falls back to the key itself. */
export type Translate = (key: string, args?: readonly (string | number)[]) => string;

const I18nContext = createContext<Translate | null>(null);
const MessagesContext = createContext<Readonly<Record<string, string>>>({});
const LocaleContext = createContext('en');

/**
 * Gives client components the UI texts of the page's language (merged with English on the server).
 * Only the messages of the client islands below reach the browser (issue 16): the layout gives the
 * shell's, and a page adds its islands' with a nested provider, whose messages join the outer ones.
 * Plurals follow `locale` (BCP 47, e.g. 'fr-fr'); a nested provider keeps the outer one's.
 */
export function I18nProvider({
  messages: own,
  locale: ownLocale,
  children,
}: {
  messages: Readonly<Record<string, string>>;
  locale?: string;
  children: ReactNode;
}) {
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
