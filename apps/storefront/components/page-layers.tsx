import { languageOf } from '@ironmark/channel';
import { type Page, pageLayersView, pageListsStories } from '@ironmark/content';
import { PageLayers as LayerSections } from '@ironmark/ui/content';
import { getContent } from '../lib/server/content';

/** Renders a content page's layers (already filtered for the locale by the content package). */
export async function PageLayers({ page, locale }: { page: Page; locale: string }) {
  const [translations, stories] = await Promise.all([
    getContent().getTranslations(languageOf(locale)),
    pageListsStories(page) ? getContent().getStories(locale) : [],
  ]);
  return <LayerSections {...pageLayersView(page, { locale, translations, stories })} locale={locale} />;
}
