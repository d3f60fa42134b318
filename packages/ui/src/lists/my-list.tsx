'use client';

import { formatMessage } from '@ironmark/channel';
import { FileText, Share2, ShoppingBag, Trash2 } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { ProductImageFrame } from '../catalogue/product-image-frame';
import { defaultQuantityStepperLabels, QuantityStepper } from '../catalogue/quantity-stepper';
import { Button } from '../shell';
import { cn } from '../shell/cn';
import { Link } from '../shell/link';
import { BuildCard, type BuildCardProps } from './build-card';
import { ListLoading } from './list-loading';
import type { BuildItem, FavouriteLine } from './types';

/** Texts of {@link MyList}; the `quote*` texts replace the others in regions without online shopping. */
export interface MyListLabels {
  heading: string;
  quoteHeading: string;
  intro: string;
  quoteIntro: string;
  favourites: string;
  builds: string;
  empty: string;
  quoteEmpty: string;
  moveAllToCart: string;
  share: string;
  requestQuote: string;
  remove: string;
  quantity: string;
  /** The quantity stepper's buttons. */
  decrease: string;
  increase: string;
  loading: string;
  notAvailableOnline: string;
}

/** English defaults of {@link MyListLabels}. */
export const defaultMyListLabels: MyListLabels = {
  heading: 'My List',
  quoteHeading: 'My quote list',
  intro: 'Save products and builds, move them to the cart, or send the list to our sales staff for a quote.',
  quoteIntro:
    'Online shopping is not available in your region. Collect products and builds here and request a quote.',
  favourites: 'Products',
  builds: 'Builds',
  empty: 'Your list is empty.',
  quoteEmpty: 'Your quote list is empty.',
  moveAllToCart: 'Move all to cart',
  share: 'Share with sales staff',
  requestQuote: 'Request a quote',
  remove: 'Remove {0}',
  quantity: 'Quantity, {0}',
  decrease: defaultQuantityStepperLabels.decrease,
  increase: defaultQuantityStepperLabels.increase,
  loading: 'Loading',
  notAvailableOnline: 'Available on quote only',
};

export interface MyListProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** True until the stored list has been read: only a loading status (`labels.loading`) shows. */
  loading?: boolean;
  /** Saved products with their quantities. */
  favourites: FavouriteLine[];
  /** Saved gym builds (configurator results). */
  builds?: BuildItem[];
  /** Region without online shopping: quote-only wording and no move-to-cart. */
  quoteOnly?: boolean;
  /** Called with a product's code and new quantity. */
  onQuantityChange?: (code: string, quantity: number) => void;
  /** Removes a product from the list. */
  onRemove?: (code: string) => void;
  /** Called with a build's code and new quantity. */
  onBuildQuantityChange?: (code: string, quantity: number) => void;
  /** Removes a build from the list. */
  onRemoveBuild?: (code: string) => void;
  /** Moves every product to the cart; the button shows only with it. */
  onMoveAllToCart?: () => void;
  /** Opens the share dialog; the button shows only with it. */
  onShare?: () => void;
  /** Opens the quote request; the button shows only with it. */
  onRequestQuote?: () => void;
  /** Passed to every build card (option and value names, edit links). */
  buildCardProps?: Pick<BuildCardProps, 'optionLabels' | 'valueLabels' | 'labels'>;
  /** Link back to the configurator for a build. */
  buildEditHref?: (build: BuildItem) => string | undefined;
  /** Texts of the list; English defaults ({@link defaultMyListLabels}). */
  labels?: Partial<MyListLabels>;
}

/**
 * My List: favourites with quantity and remove, builds as cards, and the list actions — move all to
 * cart, share with sales staff, request a quote. In quote-only regions it is the quote list: its own
 * wording and no cart action.
 */
export function MyList({
  loading = false,
  favourites,
  builds = [],
  quoteOnly = false,
  onQuantityChange,
  onRemove,
  onBuildQuantityChange,
  onRemoveBuild,
  onMoveAllToCart,
  onShare,
  onRequestQuote,
  buildCardProps,
  buildEditHref,
  labels: labelOverrides,
  className,
  ...props
}: MyListProps) {
  const labels = { ...defaultMyListLabels, ...labelOverrides };
  const headingId = useId();
  const empty = favourites.length === 0 && builds.length === 0;
  if (loading) return <ListLoading label={labels.loading} />;

  return (
    <section
      data-slot="my-list"
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      <div className="flex flex-col gap-2">
        <h1 id={headingId} className="font-display text-3xl font-semibold uppercase">
          {quoteOnly ? labels.quoteHeading : labels.heading}
        </h1>
        <p className="max-w-prose text-sm text-muted">{quoteOnly ? labels.quoteIntro : labels.intro}</p>
      </div>
      {empty ? (
        <p className="text-base text-muted">{quoteOnly ? labels.quoteEmpty : labels.empty}</p>
      ) : (
        <>
          <div className="flex flex-wrap gap-2">
            <Button variant="primary" onClick={onRequestQuote}>
              <FileText aria-hidden="true" className="size-4" />
              {labels.requestQuote}
            </Button>
            {!quoteOnly && favourites.length > 0 && (
              <Button variant="secondary" onClick={onMoveAllToCart}>
                <ShoppingBag aria-hidden="true" className="size-4" />
                {labels.moveAllToCart}
              </Button>
            )}
            <Button variant="outline" onClick={onShare}>
              <Share2 aria-hidden="true" className="size-4" />
              {labels.share}
            </Button>
          </div>
          {favourites.length > 0 && (
            <div className="flex flex-col gap-3">
              <h2 className="font-display text-xl font-medium uppercase">{labels.favourites}</h2>
              <ul className="flex flex-col" aria-label={labels.favourites}>
                {favourites.map((item) => (
                  <li
                    key={item.code}
                    data-slot="favourite"
                    aria-busy={item.loading || undefined}
                    className="grid grid-cols-[4rem_1fr] gap-4 border-b border-line py-3"
                  >
                    <ProductImageFrame
                      image={item.img ? { url: item.img, alt: '' } : undefined}
                      ratio="4/5"
                      sizes="64px"
                    />
                    <div className="flex flex-col gap-2">
                      <div>
                        <p className="font-display text-base font-medium uppercase">
                          {item.loading ? (
                            <span className="text-muted">{labels.loading}</span>
                          ) : item.path ? (
                            <Link href={item.path} className="hover:underline">
                              {item.name}
                            </Link>
                          ) : (
                            item.name
                          )}
                        </p>
                        {item.desc && <p className="text-sm text-muted">{item.desc}</p>}
                        {!quoteOnly && item.isAvailableOnline === false && (
                          <p className="text-xs text-muted">{labels.notAvailableOnline}</p>
                        )}
                      </div>
                      <div className="flex items-center justify-between">
                        <QuantityStepper
                          value={item.quantity}
                          onChange={(quantity) => onQuantityChange?.(item.code, quantity)}
                          labels={{
                            quantity: formatMessage(labels.quantity, [item.name]),
                            decrease: labels.decrease,
                            increase: labels.increase,
                          }}
                        />
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={formatMessage(labels.remove, [item.name])}
                          onClick={() => onRemove?.(item.code)}
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                        </Button>
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {builds.length > 0 && (
            <div className="flex flex-col gap-3">
              <h2 className="font-display text-xl font-medium uppercase">{labels.builds}</h2>
              <ul className="grid gap-4 md:grid-cols-2" aria-label={labels.builds}>
                {builds.map((build) => (
                  <li key={build.code}>
                    <BuildCard
                      {...buildCardProps}
                      build={build}
                      editHref={buildEditHref?.(build)}
                      onQuantityChange={onBuildQuantityChange}
                      onRemove={onRemoveBuild}
                    />
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </section>
  );
}
