import { cardData } from '@ironmark/commerce';
import { seoKeywords, t } from '@ironmark/content';
import { ProductGrid } from '@ironmark/ui/catalogue';
import { Section } from '@ironmark/ui/content';
import type { Metadata } from 'next';
import { ClientMessages } from '../../components/client-messages';
import { LiveData } from '../../components/live-data';
import { LiveProductCard } from '../../components/live-product-card';
import { PageLayers } from '../../components/page-layers';
import { catalogueFor } from '../../lib/server/commerce';
import { getContent } from '../../lib/server/content';
import { pageMetadata } from '../../lib/server/seo';

type Params = Promise<{ locale: string }>;

const HOME_TITLE = 'Strength Equipment Crafted for Performance';

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const seo = await getContent().getSeo(locale, '/');
  return pageMetadata({
    locale,
    path: '/',
    title: seo?.title ?? HOME_TITLE,
    description: seo?.desc ?? 'Barbells, plates, racks and machines built to last decades of heavy training.',
    keywords: seoKeywords(seo),
    image: seo?.image?.url ?? null,
    isHome: true,
  });
}

export default async function HomePage({ params }: { params: Params }) {
  const { locale } = await params;
  const [page, translations] = await Promise.all([
    getContent().getPage(locale, '/'),
    getContent().getTranslations(locale),
  ]);
  const featuredLabel = t(translations, 'catalogue.featured');
  const featured = catalogueFor(locale)
    .allProducts()
    .slice(0, 8)
    .map((product) => cardData(product, locale));
  return (
    <>
      {page.found ? (
        <PageLayers page={page.page} locale={locale} />
      ) : (
        <Section spacing="default">
          <h1 className="font-display text-5xl uppercase">{HOME_TITLE}</h1>
        </Section>
      )}
      <Section spacing="default" aria-labelledby="featured-heading">
        <h2 id="featured-heading" className="mb-8 font-display text-3xl uppercase tracking-wide">
          {featuredLabel}
        </h2>
        <ClientMessages locale={locale} islands={['productCard']}>
          <LiveData>
            <ProductGrid label={featuredLabel} eager={0}>
              {featured.map((product) => (
                <LiveProductCard key={product.code} data={product} />
              ))}
            </ProductGrid>
          </LiveData>
        </ClientMessages>
      </Section>
    </>
  );
}
