import { env } from '@ironmark/config/env';
import type { Metadata } from 'next';
import { QuotePage } from '../../../components/lists/quote-page';
import { LiveData } from '../../../components/live-data';
import { pageMetadata } from '../../../lib/server/seo';
import { serverTexts } from '../../../lib/texts/server-texts';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const text = await serverTexts(locale);
  return pageMetadata({
    locale,
    path: '/quote',
    title: text('quote.title', 'Request a quote'),
    description: text(
      'quote.intro',
      'A Strength Expert will review your list and send you a quote, usually within one business day.',
    ),
  });
}

/** /quote — static shell; the list and the request form live in the browser. */
export default async function Quote() {
  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-8 desk:px-8">
      <LiveData>
        <QuotePage brand={env().BRAND_NAME} />
      </LiveData>
    </div>
  );
}
