import { languageOf } from '@ironmark/channel';
import { Section, serverPageText } from '@ironmark/ui/content';
import type { Metadata } from 'next';
import { OrderStatusForm } from '../../../components/forms/order-status-form';
import { getContent } from '../../../lib/server/content';
import { pageMetadata } from '../../../lib/server/seo';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const text = serverPageText(await getContent().getTranslations(languageOf(locale)));
  return pageMetadata({
    locale,
    path: '/order-status',
    title: text('orderStatus.title'),
    description: text('orderStatus.intro'),
  });
}

/** Order status (static shell): guests look an order up by order number and e-mail instead of signing in. */
export default async function OrderStatusPage({ params }: { params: Params }) {
  const { locale } = await params;
  const text = serverPageText(await getContent().getTranslations(languageOf(locale)));
  return (
    <Section spacing="default">
      <h1 className="font-display text-4xl uppercase tracking-wide">{text('orderStatus.title')}</h1>
      <p className="mt-3 mb-8 max-w-3xl text-muted">{text('orderStatus.intro')}</p>
      <OrderStatusForm />
    </Section>
  );
}
