import { getChannel, shoppingPageRedirect } from '@ironmark/channel';
import { notFound, redirect } from 'next/navigation';

/**
 * Cart and checkout exist only where the channel sells online (spec §1): an unknown locale is not
 * found, and a quote-only region (en-ae) is sent to My List, its quote list.
 */
export async function quoteOnlyToMyList(params: Promise<{ locale: string }>): Promise<void> {
  const { locale } = await params;
  const target = shoppingPageRedirect(getChannel(locale) ?? notFound(), locale);
  if (target) redirect(target);
}
