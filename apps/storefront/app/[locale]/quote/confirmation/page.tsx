import type { Quote } from '@ironmark/commerce';
import { isNotFoundError } from '@ironmark/commerce/server';
import { buttonVariants, Link } from '@ironmark/ui/shell';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getCommerce } from '../../../../lib/server/commerce';
import { pageMetadata } from '../../../../lib/server/seo';
import { serverTexts } from '../../../../lib/texts/server-texts';

type Params = Promise<{ locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// The quote is the requester's own (behind its token): read at request time, never prerendered.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const text = await serverTexts(locale);
  return {
    ...pageMetadata({
      locale,
      path: '/quote/confirmation',
      title: text('quote.confirmationTitle', 'Quote request sent'),
      description: text('quote.sent', 'Thank you! A Strength Expert will contact you shortly.'),
    }),
    robots: { index: false, follow: false },
  };
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

async function findQuote(id: string, token: string): Promise<Quote | null> {
  if (!id || !token) return null;
  const services = await getCommerce().services();
  try {
    return await services.quotes.getForRequester(id, token);
  } catch (error) {
    if (isNotFoundError(error)) return null;
    throw error;
  }
}

/** /quote/confirmation?id&token — the sent quote's id, date, expiry and its PDF. */
export default async function QuoteConfirmation({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const [{ locale }, query] = await Promise.all([params, searchParams]);
  const id = first(query.id);
  const token = first(query.token);
  const quote = await findQuote(id, token);
  if (!quote) notFound();
  const text = await serverTexts(locale);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
  const pdfHref = `/api/quotes/${encodeURIComponent(quote.id)}/pdf?token=${encodeURIComponent(token)}`;
  return (
    <div className="mx-auto flex max-w-screen-md flex-col gap-6 px-4 py-12 desk:px-8">
      <h1 className="font-display text-3xl font-semibold uppercase">
        {text('quote.confirmationTitle', 'Quote request sent')}
      </h1>
      <p className="text-base">
        {text('quote.sent', 'Thank you! A Strength Expert will contact you shortly.')}
      </p>
      <dl
        className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 border border-line bg-surface p-5 text-sm"
        data-slot="quote-facts"
      >
        <dt className="text-muted">{text('quote.id', 'Quote id')}</dt>
        <dd className="tabular font-semibold" data-testid="quote-id">
          {quote.id}
        </dd>
        <dt className="text-muted">{text('quote.date', 'Date')}</dt>
        <dd>{date(quote.date)}</dd>
        <dt className="text-muted">{text('quote.expiry', 'Valid until')}</dt>
        <dd>{date(quote.expiresAt)}</dd>
        <dt className="text-muted">{text('quote.lines', 'Lines')}</dt>
        <dd className="tabular">{quote.lines.length}</dd>
      </dl>
      <div className="flex flex-wrap gap-3">
        <a href={pdfHref} download={`${quote.id}.pdf`} className={buttonVariants({ variant: 'primary' })}>
          {text('quote.downloadPdf', 'Download the quote (PDF)')}
        </a>
        <Link href={`/${locale}/my-list`} className={buttonVariants({ variant: 'outline' })}>
          {text('list.title', 'My List')}
        </Link>
      </div>
    </div>
  );
}
