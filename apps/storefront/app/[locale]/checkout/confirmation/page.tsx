import { env } from '@ironmark/config/env';
import type { Metadata } from 'next';
import { ConfirmationPage } from '../../../../components/checkout/confirmation-page';
import { pageMetadata } from '../../../../lib/server/seo';
import { serverTexts } from '../../../../lib/texts/server-texts';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const text = await serverTexts(locale);
  return {
    ...pageMetadata({
      locale,
      path: '/checkout/confirmation',
      title: text('checkout.thankYou', 'Thank you for your order'),
      description: text('checkout.confirmationDescription', 'Your order number and summary.'),
    }),
    robots: { index: false, follow: false },
  };
}

/** /checkout/confirmation — the order number and summary, read from this browser tab (never in the HTML). */
export default function CheckoutConfirmation() {
  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-8 desk:px-8">
      <ConfirmationPage affiliateConfigured={Boolean(env().AFFILIATE_ID)} />
    </div>
  );
}
