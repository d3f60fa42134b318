'use client';

import { hasQuoteContents, type QuoteContents } from '@ironmark/cart-core';
import { buttonVariants } from '../shell/button-variants';
import { Link } from '../shell/link';
import { ListLoading } from './list-loading';
import { QuoteAddressBlock, type QuoteAddressBlockProps } from './quote-address-block';
import { QuoteRequestForm, type QuoteRequestFormProps } from './quote-request-form';
import type { FavouriteLine } from './types';

/** Texts of {@link QuoteView} itself (the address block and the form have their own). */
export interface QuoteViewLabels {
  title: string;
  intro: string;
  /** Shown when My List has nothing to quote. */
  empty: string;
  /** The summary's heading and the links back to My List. */
  myList: string;
  builds: string;
  /** The status before the stored list is read, and a favourite's name while its details load. */
  loading: string;
}

/** English defaults of {@link QuoteViewLabels}. */
export const defaultQuoteViewLabels: QuoteViewLabels = {
  title: 'Request a quote',
  intro: 'A Strength Expert will review your list and send you a quote, usually within one business day.',
  empty: 'Your list is empty',
  myList: 'My List',
  builds: 'Builds',
  loading: 'Loading',
};

export interface QuoteViewProps {
  /** True until the stored list has been read: only a loading status shows. */
  loading?: boolean;
  /** My List's favourites with their details (cart-core `FavouriteItem`s), listed in the summary. */
  favourites: FavouriteLine[];
  /** What the quote is made of (cart-core `quoteContents`): nothing ⇒ the empty state; its builds are listed. */
  contents: QuoteContents;
  /** Where My List is, e.g. '/en-us/my-list'. */
  myListHref: string;
  /** The delivery address block's value, errors and callbacks (its labels are `addressLabels`). */
  address: Omit<QuoteAddressBlockProps, 'labels'>;
  /** The contact form's countries, defaults and send callback (its labels are `requestLabels`). */
  request: Omit<QuoteRequestFormProps, 'labels'>;
  /** Texts; English defaults ({@link defaultQuoteViewLabels}). */
  labels?: Partial<QuoteViewLabels>;
  /** The address block's texts; its English defaults when absent. */
  addressLabels?: QuoteAddressBlockProps['labels'];
  /** The contact form's texts, field names and messages; its English defaults when absent. */
  requestLabels?: QuoteRequestFormProps['labels'];
}

/**
 * The quote request page: the title and intro, the delivery address ({@link QuoteAddressBlock}) and the
 * contact form ({@link QuoteRequestForm}) beside a summary of My List's products and builds; a list
 * with nothing to quote shows the empty text and the way back to My List.
 */
export function QuoteView({
  loading = false,
  favourites,
  contents,
  myListHref,
  address,
  request,
  labels: labelOverrides,
  addressLabels,
  requestLabels,
}: QuoteViewProps) {
  const labels = { ...defaultQuoteViewLabels, ...labelOverrides };
  if (loading) return <ListLoading label={labels.loading} />;

  if (!hasQuoteContents(contents)) {
    return (
      <section className="flex max-w-prose flex-col gap-4">
        <h1 className="font-display text-3xl font-semibold uppercase">{labels.title}</h1>
        <p className="text-base text-muted">{labels.empty}</p>
        <Link href={myListHref} className={buttonVariants({ variant: 'primary', className: 'self-start' })}>
          {labels.myList}
        </Link>
      </section>
    );
  }

  return (
    <div className="grid gap-10 desk:grid-cols-[1fr_24rem]">
      <div className="flex flex-col gap-8">
        <div className="flex flex-col gap-2">
          <h1 className="font-display text-3xl font-semibold uppercase">{labels.title}</h1>
          <p className="max-w-prose text-sm text-muted">{labels.intro}</p>
        </div>
        <QuoteAddressBlock {...address} labels={addressLabels} />
        <QuoteRequestForm {...request} labels={requestLabels} />
      </div>
      <aside
        aria-labelledby="quote-summary"
        className="flex flex-col gap-4 self-start border border-line bg-surface p-5"
      >
        <h2 id="quote-summary" className="font-display text-xl font-medium uppercase">
          {labels.myList}
        </h2>
        {favourites.length > 0 && (
          <ul className="flex flex-col gap-2 text-sm" data-slot="quote-lines">
            {favourites.map((item) => (
              <li key={item.code} className="flex justify-between gap-4">
                <span>
                  {item.loading ? labels.loading : item.name}
                  <span className="block text-xs text-muted">{item.code}</span>
                </span>
                <span className="tabular">× {item.quantity}</span>
              </li>
            ))}
          </ul>
        )}
        {contents.builds.length > 0 && (
          <>
            <h3 className="font-display text-base font-medium uppercase">{labels.builds}</h3>
            <ul className="flex flex-col gap-2 text-sm" data-slot="quote-builds">
              {contents.builds.map((build) => (
                <li key={build.code} className="flex justify-between gap-4">
                  <span>
                    {build.name}
                    <span className="block text-xs text-muted">{build.code}</span>
                  </span>
                  <span className="tabular">× {build.quantity}</span>
                </li>
              ))}
            </ul>
          </>
        )}
        <Link href={myListHref} className="text-sm underline underline-offset-4">
          {labels.myList}
        </Link>
      </aside>
    </div>
  );
}
