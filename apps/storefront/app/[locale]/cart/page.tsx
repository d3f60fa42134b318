import { env } from '@ironmark/config/env';
import type { Metadata } from 'next';
import { CartPage } from '../../../components/lists/cart-page';
import { pageMetadata } from '../../../lib/server/seo';
import { quoteOnlyToMyList } from '../../../lib/server/shopping';
import { serverTexts } from '../../../lib/texts/server-texts';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const text = await serverTexts(locale);
  return pageMetadata({
    locale,
    path: '/cart',
    title: text('cart.title', 'Cart'),
    description: text('cart.description', 'Your cart: products, quantities, totals and checkout.'),
  });
}

/** /cart — static shell; the cart itself is read in the browser (no per-visitor data in the HTML). */
export default async function Cart({ params }: { params: Params }) {
  await quoteOnlyToMyList(params);
  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-8 desk:px-8">
      <CartPage brand={env().BRAND_NAME} />
    </div>
  );
}
