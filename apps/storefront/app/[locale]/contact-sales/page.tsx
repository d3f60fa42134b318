import { languageOf } from '@ironmark/channel';
import { serverPageText } from '@ironmark/ui/content';
import type { Metadata } from 'next';
import { cmsPageMetadata } from '../../../components/content/content-page';
import { ContactPage } from '../../../components/forms/contact-page';
import { getContent } from '../../../lib/server/content';

type Params = Promise<{ locale: string }>;

const PATH = '/contact-sales';

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const text = serverPageText(await getContent().getTranslations(languageOf(locale)));
  return cmsPageMetadata(locale, PATH, {
    title: text('contact.salesTitle'),
    description: text('contact.salesDescription'),
  });
}

/** Contact sales (static): the CMS layers of /contact-sales and a message form that reaches a Strength Expert. */
export default async function ContactSalesPage({ params }: { params: Params }) {
  const { locale } = await params;
  const text = serverPageText(await getContent().getTranslations(languageOf(locale)));
  return (
    <ContactPage
      locale={locale}
      path={PATH}
      heading={text('contact.salesTitle')}
      form={{ topic: 'sales', title: 'contact.salesFormTitle' }}
    />
  );
}
