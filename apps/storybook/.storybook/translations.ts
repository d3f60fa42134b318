import { createDemoTransport } from '@ironmark/content/demo';

/** The UI texts of the demo site per content language ('en', 'sv', 'de', 'fr'), keyed like the storefront's. */
export type StoryTranslations = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** The content languages the locale toolbar switches between. */
const languages = ['en', 'sv', 'de', 'fr'] as const;

let loaded: Promise<StoryTranslations> | undefined;

/**
 * Reads the demo site's translations (the same recorded CMS texts the storefront renders) once per
 * page, so stories show real Swedish, German and French labels, not copies kept in ui.
 */
export function loadTranslations(): Promise<StoryTranslations> {
  loaded ??= (async () => {
    const transport = createDemoTransport();
    const entries = await Promise.all(
      languages.map(async (language) => {
        const documents = await transport.find({ collection: 'translations', locale: language });
        const messages: Record<string, string> = {};
        for (const document of documents) {
          Object.assign(messages, (document as { messages?: Record<string, string> }).messages);
        }
        return [language, messages] as const;
      }),
    );
    return Object.fromEntries(entries);
  })();
  return loaded;
}
