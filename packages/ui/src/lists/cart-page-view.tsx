'use client';

import { Button } from '../shell';
import { buttonVariants } from '../shell/button-variants';
import { Link } from '../shell/link';
import { CartView, type CartViewProps } from './cart-view';

/** Texts of {@link CartPageView} around the cart (the cart's own are `labels`). */
export interface CartPageViewLabels {
  /** The quote-only page's heading and its link to My List. */
  myList: string;
  /** The quote-only page's intro. */
  quoteOnlyIntro: string;
  moveToList: string;
}

/** English defaults of {@link CartPageViewLabels}. */
export const defaultCartPageViewLabels: CartPageViewLabels = {
  myList: 'My List',
  quoteOnlyIntro: 'Add products to your list and ask a Strength Expert for a quote.',
  moveToList: 'Move to My List',
};

export interface CartPageViewProps extends CartViewProps {
  /** A region without online shopping (spec §1): no cart and no checkout, the list is the quote list. */
  quoteOnly?: boolean;
  /** Where My List is, e.g. '/en-us/my-list'. */
  myListHref: string;
  /** Whether prices show (channel `showPrices`): the cart offers its move to My List only then. */
  pricesShown?: boolean;
  /** Moves the stored cart to My List; the button shows only with it (a read cart with lines). */
  onMoveToList?: () => void;
  /** Texts around the cart; English defaults ({@link defaultCartPageViewLabels}). */
  pageLabels?: Partial<CartPageViewLabels>;
}

/**
 * The cart page: the cart ({@link CartView}) with a 'Move to My List' action under it, or, in a
 * quote-only region, the list's wording, that action and the link to My List instead of a cart.
 */
export function CartPageView({
  quoteOnly = false,
  myListHref,
  pricesShown = false,
  onMoveToList,
  pageLabels,
  ...cart
}: CartPageViewProps) {
  const labels = { ...defaultCartPageViewLabels, ...pageLabels };
  const moveToList = onMoveToList && (
    <Button variant="outline" className="self-start" onClick={onMoveToList}>
      {labels.moveToList}
    </Button>
  );
  if (quoteOnly) {
    return (
      <section aria-labelledby="cart-heading" className="flex max-w-prose flex-col gap-4">
        <h1 id="cart-heading" className="font-display text-3xl font-semibold uppercase">
          {labels.myList}
        </h1>
        <p className="text-sm text-muted">{labels.quoteOnlyIntro}</p>
        {moveToList}
        <Link href={myListHref} className={buttonVariants({ variant: 'primary' })}>
          {labels.myList}
        </Link>
      </section>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <CartView {...cart} />
      {pricesShown && moveToList}
    </div>
  );
}
