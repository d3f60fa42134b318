import { languageOf } from '@ironmark/channel';
import { barComparison } from '@ironmark/commerce';
import { Section, serverPageText } from '@ironmark/ui/content';
import type { Metadata } from 'next';
import { getCommerce } from '../../../lib/server/commerce';
import { getContent } from '../../../lib/server/content';
import { pageMetadata } from '../../../lib/server/seo';
import { BarCompare } from './bar-compare';

type Params = Promise<{ locale: string }>;

const BARS_CATEGORY = '/equipment/bars';
/** Bars side by side at most (the table's default, readable on a laptop). */
const MAX_COMPARED = 3;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const text = serverPageText(await getContent().getTranslations(languageOf(locale)));
  return pageMetadata({
    locale,
    path: '/compare',
    title: text('compare.title'),
    description: text('compare.intro'),
  });
}

/**
 * Bar comparison (static shell): commerce's `barComparison` of the bars categories (every bar with
 * specifications, the union of their rows); the selection (`?bars=code1,code2,code3`) applies on the client.
 */
export default async function ComparePage({ params }: { params: Params }) {
  const { locale } = await params;
  const text = serverPageText(await getContent().getTranslations(languageOf(locale)));
  const { bars, specRows } = barComparison(
    getCommerce().catalogue.getProductsInCategory(BARS_CATEGORY),
    locale,
  );
  return (
    <Section spacing="default">
      <h1 className="font-display text-4xl uppercase tracking-wide">{text('compare.title')}</h1>
      <p className="mt-3 mb-8 max-w-3xl text-muted">{text('compare.intro')}</p>
      <BarCompare bars={bars} specRows={specRows} max={MAX_COMPARED} />
    </Section>
  );
}
