import { seoKeywords } from '@ironmark/content';
import type { Metadata } from 'next';
import { ConfiguratorFromUrl } from '../../../components/lists/configurator';
import { PageLayers } from '../../../components/page-layers';
import { getContent } from '../../../lib/server/content';
import { pageMetadata } from '../../../lib/server/seo';
import { serverTexts } from '../../../lib/texts/server-texts';

type Params = Promise<{ locale: string }>;

const PATH = '/design-your-gym';

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const [page, seo, text] = await Promise.all([
    getContent().getPage(locale, PATH),
    getContent().getSeo(locale, PATH),
    serverTexts(locale),
  ]);
  const found = page.found ? page.page : null;
  return pageMetadata({
    locale,
    path: PATH,
    title: seo?.title ?? found?.title ?? text('configurator.pageTitle', 'Design your gym'),
    description:
      seo?.desc ??
      found?.description ??
      text('configurator.description', 'Configure a barbell set and request a quote.'),
    keywords: seoKeywords(seo),
    image: seo?.image?.url ?? null,
  });
}

/**
 * /design-your-gym — the content page's layers, then the configurator. A copied link (?config=…)
 * restores its configuration in the browser; the static HTML shows the default configuration.
 */
export default async function DesignYourGym({ params }: { params: Params }) {
  const { locale } = await params;
  const page = await getContent().getPage(locale, PATH);
  return (
    <>
      {page.found && <PageLayers locale={locale} page={page.page} />}
      <div id="configurator" className="mx-auto max-w-screen-2xl px-4 py-8 desk:px-8">
        <ConfiguratorFromUrl />
      </div>
    </>
  );
}
