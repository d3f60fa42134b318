import { languageOf, precompileMessages } from '@ironmark/channel';
import { I18nProvider } from '@ironmark/channel/react';
import type { ComponentType, ReactNode } from 'react';
import { type ClientIsland, pickMessages } from '../lib/client-messages';
import { getContent } from '../lib/server/content';

/**
 * Sends the browser the messages of the client islands a page renders (joined to the shell's),
 * and no others (issue 16); their ICU messages pre-parsed, as the browser has no ICU parser.
 */
export async function ClientMessages({
  locale,
  islands,
  children,
}: {
  locale: string;
  islands: readonly ClientIsland[];
  children: ReactNode;
}) {
  const translations = await getContent().getTranslations(languageOf(locale));
  const messages = pickMessages({ ...translations.fallback, ...translations.messages }, islands);
  return (
    <I18nProvider messages={messages} parsed={precompileMessages(messages)} locale={locale}>
      {children}
    </I18nProvider>
  );
}

/**
 * The layout of a route whose pages render `islands`: every such route's `layout.tsx` is
 * `export default islandsLayout([...])`. `Provider` wraps the route's pages when their islands need
 * one: `LiveData` where they show prices or stock. The layout module imports it, so only its routes
 * load it (Next ships a client component to every route whose server modules import it).
 */
export function islandsLayout(
  islands: readonly ClientIsland[],
  Provider?: ComponentType<{ children: ReactNode }>,
) {
  return async function IslandsLayout({
    children,
    params,
  }: {
    children: ReactNode;
    params: Promise<{ locale: string }>;
  }) {
    const { locale } = await params;
    return (
      <ClientMessages locale={locale} islands={islands}>
        {Provider ? <Provider>{children}</Provider> : children}
      </ClientMessages>
    );
  };
}
