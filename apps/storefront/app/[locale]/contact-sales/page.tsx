import type { Metadata } from 'next';
import { ContactPage } from '../../../components/pages/contact-page';
import { cmsPageMetadata } from '../../../components/pages/content-page';

type Params = Promise<{ locale: string }>;

const PATH = '/contact-sales';
const FALLBACK = {
  title: 'Contact sales',
  description: 'Planning a gym or a facility? Ask an Ironmark Strength Expert for advice and a quote.',
};

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  return cmsPageMetadata(locale, PATH, FALLBACK);
}

/** Contact sales (static): the CMS layers of /contact-sales and a message form that reaches a Strength Expert. */
export default async function ContactSalesPage({ params }: { params: Params }) {
  const { locale } = await params;
  return (
    <ContactPage
      locale={locale}
      path={PATH}
      heading={FALLBACK.title}
      form={{ topic: 'sales', title: 'contact.salesFormTitle' }}
    />
  );
}
