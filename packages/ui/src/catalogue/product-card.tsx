'use client';

import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { Button } from '../shell';
import { cn } from '../shell/cn';
import { SpriteIcon } from '../shell/icon-sprite';
import { Link } from '../shell/link';
import { Skeleton } from '../shell/skeleton';
import { AvailabilityLabel, type AvailabilityLabelProps } from './availability-label';
import { Badge, type BadgeLabels } from './badge';
import { Price, type PriceLabels } from './price';
import { ProductImageFrame } from './product-image-frame';
import type { Availability, BadgeKind, PriceInfo, ProductImage } from './types';

/** What a product card shows about one variant. */
export interface ProductCardProduct {
  /** Variant code (cart and favourites key). */
  code: string;
  name: string;
  /** Short description under the name. */
  description?: string;
  href: string;
  image?: ProductImage;
  badge?: BadgeKind | null;
  availability?: Availability;
  /** Real-time price; `undefined` while loading. */
  price?: PriceInfo;
}

/** Texts of {@link ProductCard}; English defaults. */
export interface ProductCardLabels {
  addToCart: string;
  addToList: string;
  inList: string;
  addToQuoteList: string;
  requestQuote: string;
  pricesHidden: string;
  loadingPrice: string;
  price?: Partial<PriceLabels>;
  badge?: Partial<BadgeLabels>;
  /** Availability states and the pre-order estimate wording. */
  availability?: AvailabilityLabelProps['labels'];
}

/** English defaults of {@link ProductCardLabels}. */
export const defaultProductCardLabels: ProductCardLabels = {
  addToCart: 'Add to cart',
  addToList: 'Add to My List',
  inList: 'In My List',
  addToQuoteList: 'Add to quote list',
  requestQuote: 'Request a quote',
  pricesHidden: 'Prices are not shown in your country',
  loadingPrice: 'Loading price',
};

/** How a card sells: with prices, with prices hidden (forbidden country), or quote-only (region without online shopping). */
export type ProductCardMode = 'price' | 'pricesHidden' | 'quoteOnly';

/** A link component such as Next's `Link`; plain `<Link>` by default. */
export type LinkLike = ComponentType<{ href: string; className?: string; children: ReactNode }>;

export interface ProductCardProps extends Omit<ComponentProps<'article'>, 'children'> {
  /** The variant shown: name, image, price and availability. */
  product: ProductCardProduct;
  /** How the card sells: 'price', 'pricesHidden' (forbidden country) or 'quoteOnly'; default 'price'. */
  mode?: ProductCardMode;
  /** Locale used to format money (BCP 47 or channel code); default 'en-US'. */
  locale?: string;
  /** Show 'incl. VAT' / 'excl. VAT' under the price (VAT markets); default false (US sales tax). */
  showVatNote?: boolean;
  /** Whether the product is already in My List (the heart is pressed). */
  inList?: boolean;
  /** Called with the variant code when 'Add to cart' is pressed. */
  onAddToCart?: (code: string) => void;
  /** Toggles the product in My List (or the quote list in quote-only regions). */
  onToggleList?: (code: string) => void;
  /** Heading level of the product name; default 3. */
  headingLevel?: 2 | 3 | 4;
  /** Load the image eagerly (first row); default false. */
  priority?: boolean;
  /** Link component of the name; the ui `Link` by default. */
  LinkComponent?: LinkLike;
  /** Texts of the card; English defaults ({@link defaultProductCardLabels}). */
  labels?: Partial<ProductCardLabels>;
}

/**
 * A product card: image first in a 4:5 box with the badge in its corner, name and short description,
 * price (compare-at struck through, 30-day lowest in small print, VAT note), availability, and
 * add-to-cart / My List actions whose space is reserved in every state so the layout never shifts.
 */
export function ProductCard({
  product,
  mode = 'price',
  locale = 'en-US',
  showVatNote = false,
  inList = false,
  onAddToCart,
  onToggleList,
  headingLevel = 3,
  priority = false,
  LinkComponent = Link,
  labels: labelOverrides,
  className,
  ...props
}: ProductCardProps) {
  const labels = { ...defaultProductCardLabels, ...labelOverrides };
  const Heading = `h${headingLevel}` as const;
  const outOfStock =
    product.availability?.kind === 'out-of-stock' ||
    product.availability?.kind === 'discontinued' ||
    product.availability?.kind === 'coming-soon';
  const listLabel = mode === 'quoteOnly' ? labels.addToQuoteList : labels.addToList;

  let priceSlot: ReactNode;
  if (mode === 'quoteOnly') {
    priceSlot = <p className="text-base font-semibold">{labels.requestQuote}</p>;
  } else if (mode === 'pricesHidden') {
    priceSlot = <p className="text-sm text-muted">{labels.pricesHidden}</p>;
  } else if (product.price) {
    priceSlot = <Price {...product.price} locale={locale} showVatNote={showVatNote} labels={labels.price} />;
  } else {
    priceSlot = (
      <div role="status" className="flex flex-col gap-1">
        <span className="sr-only">{labels.loadingPrice}</span>
        <Skeleton className="h-6 w-24" />
        <Skeleton className="h-4 w-36" />
      </div>
    );
  }

  return (
    <article
      data-slot="product-card"
      data-mode={mode}
      className={cn('group relative flex h-full flex-col bg-surface', className)}
      {...props}
    >
      <ProductImageFrame
        image={product.image}
        priority={priority}
        corner={product.badge ? <Badge kind={product.badge} labels={labels.badge} /> : null}
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <Heading className="font-display text-lg leading-tight font-medium uppercase tracking-wide">
            <LinkComponent href={product.href} className="stretched-link hover:underline">
              {product.name}
            </LinkComponent>
          </Heading>
          {product.description && (
            <p className="mt-1 line-clamp-2 text-sm text-muted">{product.description}</p>
          )}
        </div>
        {/* Fixed height: a price, a loading skeleton, 'Request a quote' or the hidden note all take the same space. */}
        <div data-slot="product-card-price" className="min-h-14">
          {priceSlot}
        </div>
        <div className="min-h-5">
          {product.availability && (
            <AvailabilityLabel {...product.availability} labels={labels.availability} />
          )}
        </div>
        <div className="relative z-10 mt-auto flex gap-2">
          {mode === 'price' && (
            <Button
              variant="primary"
              // Small, as the list button without prices: on a two-column phone grid a card is 158 px
              // wide, and 'Lägg i varukorgen' or 'Zur Angebotsliste hinzufügen' overflowed it at medium.
              size="sm"
              className="flex-1"
              disabled={outOfStock || !product.price || !onAddToCart}
              onClick={() => onAddToCart?.(product.code)}
            >
              <SpriteIcon name="shopping-bag" className="size-4" />
              {labels.addToCart}
            </Button>
          )}
          <Button
            variant="outline"
            size={mode === 'price' ? 'icon' : 'sm'}
            className={mode === 'price' ? undefined : 'flex-1'}
            aria-pressed={inList}
            aria-label={mode === 'price' ? listLabel : undefined}
            title={mode === 'price' ? (inList ? labels.inList : listLabel) : undefined}
            disabled={!onToggleList}
            onClick={() => onToggleList?.(product.code)}
          >
            <SpriteIcon name="heart" className={cn('size-4', inList && 'fill-current')} />
            {mode !== 'price' && listLabel}
          </Button>
        </div>
      </div>
    </article>
  );
}
