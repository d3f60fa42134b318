import { languageOf } from '@ironmark/channel';
import { cardData, detailsData } from '@ironmark/commerce';
import { env } from '@ironmark/config/env';
import { t } from '@ironmark/content';
import { ProductReviews, reviewsTexts } from '@ironmark/ui/catalogue';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductStructuredData } from '../../../../components/product-structured-data';
import { ProductView } from '../../../../components/product-view';
import { catalogueFor } from '../../../../lib/server/commerce';
import { getContent } from '../../../../lib/server/content';
import { pageMetadata } from '../../../../lib/server/seo';

type Params = Promise<{ locale: string; slug: string }>;

// Product pages are generated on first request and then served from the cache (ISR).
export function generateStaticParams() {
  return [];
}
export const dynamicParams = true;
export const revalidate = 3600;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, slug } = await params;
  const product = catalogueFor(locale).getProduct(slug);
  if (!product) return {};
  return pageMetadata({
    locale,
    path: product.path,
    title: product.name,
    description: product.description,
    keywords: product.seoTags,
    image: product.variants[0]?.image.formats?.['5x4']?.url ?? null,
  });
}

export default async function ProductPage({ params }: { params: Params }) {
  const { locale, slug } = await params;
  const catalogue = catalogueFor(locale);
  const product = catalogue.getProduct(slug);
  if (!product) notFound();
  const related = product.related
    .map((code) => catalogue.getProductByCode(code) ?? catalogue.getVariant(code)?.product)
    .filter((entry) => entry !== undefined)
    .slice(0, 4);
  // The reviews render here, on the server: the client view gets the rest of the product's data.
  const { reviews, ...details } = detailsData(product, related, locale, catalogue);
  const card = cardData(product, locale);
  const translations = await getContent().getTranslations(languageOf(locale));
  const crumbs = [{ label: t(translations, 'nav.home'), href: `/${locale}` }];
  for (
    let at = catalogue.getCategory(product.categories[0] ?? '');
    at;
    at = at.parent ? catalogue.getCategory(at.parent) : undefined
  ) {
    crumbs.splice(1, 0, { label: at.label, href: `/${locale}${at.path}` });
  }
  const { SITE_URL, BRAND_NAME } = env();
  // schema.org Product. Its offers are not part of this HTML, which every visitor of the channel gets
  // from the cache: ProductStructuredData adds them per visitor from the real-time prices, and none
  // for a visitor from a forbidden country (spec §6).
  const offerVariants = catalogue.offerVariants(product.code, locale).map((variant) => ({
    sku: variant.sku,
    url: `${SITE_URL}/${locale}${variant.path}`,
  }));
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.code,
    brand: { '@type': 'Brand', name: BRAND_NAME },
    image: `${SITE_URL}${product.variants[0]?.image.url ?? ''}`,
    url: `${SITE_URL}/${locale}${product.path}`,
    ...(product.rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
          },
        }
      : {}),
  };
  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-8 desk:px-8">
      <ProductStructuredData data={structuredData} variants={offerVariants} flags={card.flags} />
      <ProductView product={details} breadcrumbs={crumbs} flags={card.flags} category={card.category}>
        <ProductReviews
          reviews={reviews}
          locale={locale}
          labels={reviewsTexts((key) => t(translations, key))}
        />
      </ProductView>
    </div>
  );
}
