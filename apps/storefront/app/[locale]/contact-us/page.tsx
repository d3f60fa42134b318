import type { Metadata } from 'next';
import { ContactPage } from '../../../components/pages/contact-page';
import { cmsPageMetadata } from '../../../components/pages/content-page';

type Params = Promise<{ locale: string }>;

const PATH = '/contact-us';
const FALLBACK = {
  title: 'Contact us',
  description:
    'Questions about an order, a product or something else? Send Ironmark customer service a message.',
};

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  return cmsPageMetadata(locale, PATH, FALLBACK);
}

/** Contact us (static): the CMS layers of /contact-us and a message form to customer service; the visitor picks the topic. */
export default async function ContactUsPage({ params }: { params: Params }) {
  const { locale } = await params;
  return (
    <ContactPage
      locale={locale}
      path={PATH}
      heading={FALLBACK.title}
      form={{
        topic: 'support',
        topics: ['support', 'service-and-parts', 'sales', 'press', 'other'],
        title: 'contact.formTitle',
      }}
    />
  );
}
