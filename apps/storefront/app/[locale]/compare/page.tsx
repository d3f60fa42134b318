import { languageOf } from '@ironmark/channel';
import { Section, serverPageText } from '@ironmark/ui/content';
import type { Metadata } from 'next';
import { BarCompare, type CompareBar } from '../../../components/pages/bar-compare';
import { cardData } from '../../../lib/catalogue-view';
import { getCommerce } from '../../../lib/server/commerce';
import { getContent } from '../../../lib/server/content';
import { pageMetadata } from '../../../lib/server/seo';

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
 * Bar comparison (static shell): every bar of the bars categories that has specifications, with the
 * union of their specification rows; the selection (`?bars=code1,code2,code3`) applies on the client.
 */
export default async function ComparePage({ params }: { params: Params }) {
  const { locale } = await params;
  const text = serverPageText(await getContent().getTranslations(languageOf(locale)));
  const products = getCommerce()
    .catalogue.getProductsInCategory(BARS_CATEGORY)
    .filter((product) => product.specifications.length > 0);
  const rows = new Map<string, string>();
  for (const product of products) {
    for (const spec of product.specifications) if (!rows.has(spec.key)) rows.set(spec.key, spec.label);
  }
  const bars: CompareBar[] = products.map((product) => {
    const card = cardData(product, locale);
    return {
      code: product.code,
      variantCode: card.code,
      name: card.name,
      href: card.href,
      image: card.image,
      specs: Object.fromEntries(product.specifications.map((spec) => [spec.key, spec.value])),
    };
  });
  return (
    <Section spacing="default">
      <h1 className="font-display text-4xl uppercase tracking-wide">{text('compare.title')}</h1>
      <p className="mt-3 mb-8 max-w-3xl text-muted">{text('compare.intro')}</p>
      <BarCompare
        bars={bars}
        specRows={[...rows].map(([key, label]) => ({ key, label }))}
        max={MAX_COMPARED}
      />
    </Section>
  );
}
