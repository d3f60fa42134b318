import { isDefaultChannel, languageOf, locales } from '@ironmark/channel';
import { cardData } from '@ironmark/commerce';
import { seoKeywords, t } from '@ironmark/content';
import { categoryTrail, subcategoryLinks } from '@ironmark/navigation';
import { Breadcrumbs, CategoryHeader } from '@ironmark/ui/catalogue';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CategoryListing } from '../../../components/category-listing';
import { PageLayers } from '../../../components/page-layers';
import { catalogueFor, getCommerce } from '../../../lib/server/commerce';
import { getContent } from '../../../lib/server/content';
import { pageMetadata } from '../../../lib/server/seo';

type Params = Promise<{ locale: string; path: string[] }>;

/**
 * Every category and content page of the default channel is built ahead of time; the other locales'
 * pages are generated on their first request and then served from the cache like the prebuilt ones
 * (keeps `next build` short on small CI machines).
 */
export async function generateStaticParams({
  params,
}: {
  params: { locale: string } | Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isDefaultChannel(locale)) return [];
  const categories = getCommerce()
    .catalogue.getCategories()
    .map((category) => category.path);
  const pages = await getContent().getPagePaths(locale);
  const paths = new Set([...categories, ...pages].filter((path) => path !== '/'));
  return [...paths].map((path) => ({ path: path.slice(1).split('/') }));
}

export const dynamicParams = true;
export const revalidate = 3600;

async function resolve(locale: string, segments: string[]) {
  // Next hands the segments over decoded: decoding them again read '%25zz' as '%zz' and threw (500).
  const path = `/${segments.join('/')}`.toLowerCase();
  const category = catalogueFor(locale).getCategory(path);
  if (category) return { kind: 'category' as const, path, category };
  const page = await getContent().getPage(locale, path);
  if (page.found) return { kind: 'page' as const, path, page: page.page };
  return null;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, path: segments } = await params;
  const found = await resolve(locale, segments);
  if (!found) return {};
  if (found.kind === 'category') {
    const catalogue = getCommerce().catalogue;
    const leading = catalogue.getProductsInCategory(found.path)[0];
    return pageMetadata({
      locale,
      path: found.path,
      title: found.category.label,
      description: found.category.description,
      // spec §2 keywords: the category and the categories below it; preview: its leading product.
      keywords: [
        found.category.label,
        ...found.category.children.map((child) => catalogue.getCategory(child)?.label ?? ''),
      ].filter((label) => label !== ''),
      image: leading?.variants[0]?.image.formats?.['5x4']?.url ?? null,
    });
  }
  const seo = await getContent().getSeo(locale, found.path);
  return pageMetadata({
    locale,
    path: found.path,
    title: seo?.title ?? found.page.title,
    description: seo?.desc ?? found.page.description,
    keywords: seoKeywords(seo),
    image: seo?.image?.url ?? null,
  });
}

export default async function CatalogueOrContentPage({ params }: { params: Params }) {
  const { locale, path: segments } = await params;
  if (!locales.includes(locale)) notFound();
  const found = await resolve(locale, segments);
  if (!found) notFound();

  if (found.kind === 'page') return <PageLayers locale={locale} page={found.page} />;

  const catalogue = catalogueFor(locale);
  const { category } = found;
  const getCategory = (path: string) => catalogue.getCategory(path);
  const facetData = catalogue.categoryFacets(category.path, locale);
  const products = catalogue
    .getProductsInCategory(category.path)
    .map((product) => cardData(product, locale, facetData.values[product.code]));
  const translations = await getContent().getTranslations(languageOf(locale));
  const subcategories = subcategoryLinks(category, getCategory);
  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-8 desk:px-8">
      <CategoryHeader
        title={category.label}
        description={category.description}
        count={products.length}
        countLabel={t(translations, 'catalogue.productCount')}
        breadcrumbs={
          <Breadcrumbs
            label={t(translations, 'nav.breadcrumb')}
            items={[
              { label: t(translations, 'nav.home'), href: `/${locale}` },
              ...categoryTrail(category, getCategory, locale),
            ]}
          />
        }
      />
      {subcategories.length > 0 && (
        // Real links to the categories below, for visitors without JavaScript and for crawlers (issue 16).
        <nav aria-label={category.label} data-slot="subcategory-links" className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {subcategories.map((sub) => (
              <li key={sub.path}>
                <Link
                  href={`/${locale}${sub.path}`}
                  className="inline-flex min-h-11 items-center border border-line px-3 text-sm hover:border-ink"
                >
                  {sub.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <CategoryListing
        path={category.path}
        products={products}
        subcategories={subcategories}
        title={category.label}
        facets={facetData.facets.map(({ field, kind }) => ({ field, kind }))}
        facetLabels={facetData.labels}
      />
    </div>
  );
}
