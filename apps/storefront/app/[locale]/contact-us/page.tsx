import { languageOf } from '@ironmark/channel';
import { serverPageText } from '@ironmark/ui/content';
import type { Metadata } from 'next';
import { cmsPageMetadata } from '../../../components/content/content-page';
import { ContactPage } from '../../../components/forms/contact-page';
import { getContent } from '../../../lib/server/content';

type Params = Promise<{ locale: string }>;

const PATH = '/contact-us';

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const text = serverPageText(await getContent().getTranslations(languageOf(locale)));
  return cmsPageMetadata(locale, PATH, {
    title: text('contact.usTitle'),
    description: text('contact.usDescription'),
  });
}

/** Contact us (static): the CMS layers of /contact-us and a message form to customer service; the visitor picks the topic. */
export default async function ContactUsPage({ params }: { params: Params }) {
  const { locale } = await params;
  const text = serverPageText(await getContent().getTranslations(languageOf(locale)));
  return (
    <ContactPage
      locale={locale}
      path={PATH}
      heading={text('contact.usTitle')}
      form={{
        topic: 'support',
        topics: ['support', 'service-and-parts', 'sales', 'press', 'other'],
        title: 'contact.formTitle',
      }}
    />
  );
}
