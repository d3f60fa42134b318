import { getChannel, languageOf } from '@ironmark/channel';
import { env } from '@ironmark/config/env';
import { t } from '@ironmark/content';
import { searchStateFromUrl } from '@ironmark/search';
import { searchPageInitial } from '@ironmark/search/server';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { catalogueFor } from '../../../lib/server/commerce';
import { getContent } from '../../../lib/server/content';
import {
  engineNamesFor,
  getSearch,
  publicSearchConnection,
  serverSearchClient,
} from '../../../lib/server/search';
import { pageMetadata } from '../../../lib/server/seo';
import { SearchExperience } from './search-experience';

type Params = Promise<{ locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Title (spec §2: `seoTitle`, ' | {brand}' suffix), description, canonical and hreflang of the search page. */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const translations = await getContent().getTranslations(languageOf(locale));
  return pageMetadata({
    locale,
    path: '/search',
    title: t(translations, 'search.title'),
    description: t(translations, 'search.placeholder'),
  });
}

/**
 * The search page: the server renders the heading, a GET form (works before hydration and without
 * JavaScript) and the results of the state in the URL; the client component then keeps the whole
 * state in the URL and searches through the App Search client (hosted or embedded).
 */
export default async function SearchPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const { locale } = await params;
  const channel = getChannel(locale) ?? notFound();
  const state = searchStateFromUrl(await searchParams);
  const config = env();
  const engines = engineNamesFor(config.SEARCH_ENV, locale);
  // Category names in the page's language (facet values, the no-results suggestions).
  const catalogue = catalogueFor(locale);
  const bands = await getSearch().priceBands(engines.products);
  const categories = catalogue.getCategories();
  const categoryLabels = Object.fromEntries(categories.map((category) => [category.path, category.label]));
  // spec §2 menu: the top-level shop categories are what a shopper is offered when nothing matches.
  const popular = categories
    .filter(
      (category) =>
        category.parent === null && category.productCount > 0 && category.path !== '/configurator-options',
    )
    .map((category) => ({ label: category.label, href: `/${locale}${category.path}` }));

  // A failed search is logged; the page still renders its form and the client component asks again.
  const initial = await searchPageInitial(state, { locale, engines, bands, clientFor: serverSearchClient });

  return (
    <SearchExperience
      locale={locale}
      currency={channel.currency}
      connection={publicSearchConnection()}
      engines={engines}
      bands={bands}
      categoryLabels={categoryLabels}
      popular={popular}
      initial={initial}
    />
  );
}
