import type { Metadata } from 'next';
import { CheckoutPage } from '../../../components/checkout/checkout-page';
import { LiveData } from '../../../components/live-data';
import { pageMetadata } from '../../../lib/server/seo';
import { quoteOnlyToMyList } from '../../../lib/server/shopping';
import { serverTexts } from '../../../lib/texts/server-texts';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const text = await serverTexts(locale);
  return {
    ...pageMetadata({
      locale,
      path: '/checkout',
      title: text('checkout.title', 'Checkout'),
      description: text('checkout.description', 'Delivery, payment and order summary.'),
    }),
    // A per-visitor page: never indexed.
    robots: { index: false, follow: false },
  };
}

/** /checkout — a static shell; the session, cart and totals are read in the browser. */
export default async function Checkout({ params }: { params: Params }) {
  await quoteOnlyToMyList(params);
  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-8 desk:px-8">
      <LiveData>
        <CheckoutPage />
      </LiveData>
    </div>
  );
}
