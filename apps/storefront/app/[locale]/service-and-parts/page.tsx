import { languageOf } from '@ironmark/channel';
import { cardData } from '@ironmark/commerce';
import { ProductGrid } from '@ironmark/ui/catalogue';
import { Section, serverPageText } from '@ironmark/ui/content';
import type { Metadata } from 'next';
import { cmsPageMetadata } from '../../../components/content/content-page';
import { ContactPage } from '../../../components/forms/contact-page';
import { LiveProductCard } from '../../../components/live-product-card';
import { getCommerce } from '../../../lib/server/commerce';
import { getContent } from '../../../lib/server/content';

type Params = Promise<{ locale: string }>;

const PATH = '/service-and-parts';
// The demo catalogue tags its genuine replacement parts this way (products 'IM-AC-SP-*').
const SPARE_PART_TAG = 'spare part';

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const text = serverPageText(await getContent().getTranslations(languageOf(locale)));
  return cmsPageMetadata(locale, PATH, { title: text('service.title'), description: text('service.intro') });
}

/**
 * Service and parts (static): the CMS layers of the page when the CMS has one, the spare parts of the
 * catalogue as live product cards (prices and stock load on the client), and a service request form.
 */
export default async function ServiceAndPartsPage({ params }: { params: Params }) {
  const { locale } = await params;
  const text = serverPageText(await getContent().getTranslations(languageOf(locale)));
  const parts = getCommerce()
    .catalogue.allProducts()
    .filter((product) => product.seoTags.includes(SPARE_PART_TAG))
    .sort((a, b) => a.recommended - b.recommended)
    .map((product) => cardData(product, locale));
  return (
    <ContactPage
      locale={locale}
      path={PATH}
      heading={text('service.title')}
      form={{
        topic: 'service-and-parts',
        title: 'contact.serviceFormTitle',
        messageHint: 'contact.serviceMessageHint',
      }}
    >
      <Section spacing="sm">
        <p className="max-w-3xl text-muted">{text('service.intro')}</p>
        <h2 className="mt-10 font-display text-3xl uppercase tracking-wide">{text('service.partsTitle')}</h2>
        <ProductGrid label={text('service.partsTitle')} className="mt-6">
          {parts.map((part) => (
            <LiveProductCard key={part.code} data={part} />
          ))}
        </ProductGrid>
      </Section>
    </ContactPage>
  );
}
