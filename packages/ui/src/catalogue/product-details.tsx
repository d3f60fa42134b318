'use client';

import type { OptionGroup } from '@ironmark/cart-core';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { Button } from '../shell';
import { cn } from '../shell/cn';
import { SpriteIcon } from '../shell/icon-sprite';
import { AvailabilityLabel } from './availability-label';
import { Badge } from './badge';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { type Download, Downloads } from './downloads';
import { Gallery, type GalleryLabels } from './gallery';
import { OptionPicker, type OptionPickerLabels } from './option-picker';
import { Price } from './price';
import type { ProductCardLabels, ProductCardMode, ProductCardProduct } from './product-card';
import { defaultProductCardLabels } from './product-card';
import { QuantityStepper, type QuantityStepperLabels } from './quantity-stepper';
import { RelatedProducts } from './related-products';
import { SizeChart } from './size-chart';
import { type Specification, Specifications } from './specifications';
import type { Availability, BadgeKind, PriceInfo, ProductImage } from './types';
import { type VariantOption, VariantPicker } from './variant-picker';
import { Warranty } from './warranty';

/** Everything a product page shows about the selected variant. */
export interface ProductDetailsProduct {
  code: string;
  name: string;
  description?: string;
  brand?: string;
  images: ProductImage[];
  /** Index in `images` of the selected variant's image (e.g. its colour); the gallery shows it. Default 0. */
  imageIndex?: number;
  badge?: BadgeKind | null;
  availability?: Availability;
  /** Real-time price; `undefined` while loading. */
  price?: PriceInfo;
  /** Name of the variant dimension, e.g. 'Weight'. */
  variantLabel?: string;
  variants?: VariantOption[];
  /**
   * The variants by option (cart-core's `optionGroups` for the selected variant). When given and
   * not empty, the page shows one choice per option (colour, size …) instead of `variants`.
   */
  optionGroups?: OptionGroup[];
  /** Shown name of each option of `optionGroups` by its key, e.g. `{ colour: 'Colour' }`. */
  optionLabels?: Record<string, string>;
  specifications?: Specification[];
  downloads?: Download[];
  warranty?: { years: number; terms?: string };
  sizeChart?: { columns: string[]; rows: string[][] };
  related?: ProductCardProduct[];
}

/** Texts of {@link ProductDetails}; English defaults (card texts are shared with the product card). */
export interface ProductDetailsLabels extends ProductCardLabels {
  specifications: string;
  downloads: string;
  warranty: string;
  sizeChart: string;
  related: string;
  /** Accessible name of the breadcrumb trail. */
  breadcrumb: string;
  /** Warranty headline; `{0}` is the number of years. */
  warrantyYears: string;
  /** Headline of a lifetime warranty. */
  lifetimeWarranty: string;
  /** Texts of the image gallery's thumbnails and controls; English defaults of `Gallery`. */
  gallery?: Partial<GalleryLabels>;
  /** Texts of the option picker; English defaults of `OptionPicker`. */
  options?: Partial<OptionPickerLabels>;
  /** Texts of the quantity stepper; English defaults of `QuantityStepper`. */
  stepper?: Partial<QuantityStepperLabels>;
}

/** English defaults of {@link ProductDetailsLabels}. */
export const defaultProductDetailsLabels: ProductDetailsLabels = {
  ...defaultProductCardLabels,
  specifications: 'Specifications',
  downloads: 'Downloads',
  warranty: 'Warranty',
  sizeChart: 'Size chart',
  related: 'Related products',
  breadcrumb: 'Breadcrumb',
  warrantyYears: '{0}-year warranty',
  lifetimeWarranty: 'Lifetime warranty',
};

export interface ProductDetailsProps extends Omit<ComponentProps<'article'>, 'children'> {
  /** The product page's data: variants, images, price, specifications and more. */
  product: ProductDetailsProduct;
  /** How the page sells: 'price', 'pricesHidden' (forbidden country) or 'quoteOnly'; default 'price'. */
  mode?: ProductCardMode;
  /** Locale used to format money and dates; default 'en-US'. */
  locale?: string;
  /** Trail shown above the product. */
  breadcrumbs?: Crumb[];
  /** Whether the product is already in My List. */
  inList?: boolean;
  /** Show 'incl. VAT' / 'excl. VAT' under the price (VAT markets); default false (US sales tax). */
  showVatNote?: boolean;
  /** Highest quantity that can be added (in stock + pre-order); default 99. */
  maxQuantity?: number;
  /** Called with the code of the variant picked. */
  onVariantChange?: (code: string) => void;
  /** Called with the variant code and quantity when 'Add to cart' is pressed. */
  onAddToCart?: (code: string, quantity: number) => void;
  /** Toggles the product in My List (or the quote list in quote-only regions). */
  onToggleList?: (code: string) => void;
  /** Texts of the page; English defaults ({@link defaultProductDetailsLabels}). */
  labels?: Partial<ProductDetailsLabels>;
  /** Renders each related product's card (e.g. with its real-time price); default: the static card. */
  renderRelatedCard?: (product: ProductCardProduct) => ReactNode;
  /**
   * Sections shown under the product and above the related products, as given: the product page
   * passes its reviews here (`ProductReviews`, rendered on the server, so they never hydrate).
   */
  children?: ReactNode;
}

/**
 * One section of the product's details: a native disclosure (`details`), so it opens and closes
 * without script, before hydration and without JavaScript, and find-in-page opens a closed one
 * that holds the match.
 */
function Section({ title, open, children }: { title: string; open?: boolean; children: ReactNode }) {
  return (
    <details open={open} className="group border-b border-line">
      <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent [&::-webkit-details-marker]:hidden">
        <h2 className="font-display text-lg font-medium uppercase tracking-wide">{title}</h2>
        <span
          aria-hidden="true"
          className="text-2xl leading-none transition-transform duration-200 group-open:rotate-45"
        >
          +
        </span>
      </summary>
      <div className="pb-6">{children}</div>
    </details>
  );
}

/**
 * A product page body: gallery, name, badge, price, availability, variant picker, quantity and the
 * cart / My List actions, then specifications, downloads, warranty and size chart as disclosures,
 * the sections given as children (the reviews) and related products.
 */
export function ProductDetails({
  product,
  mode = 'price',
  locale = 'en-US',
  breadcrumbs,
  inList = false,
  showVatNote = false,
  maxQuantity = 99,
  onVariantChange,
  onAddToCart,
  onToggleList,
  labels: labelOverrides,
  renderRelatedCard,
  children,
  className,
  ...props
}: ProductDetailsProps) {
  const labels = { ...defaultProductDetailsLabels, ...labelOverrides };
  const [quantity, setQuantity] = useState(1);
  const unavailable = ['out-of-stock', 'discontinued', 'coming-soon'].includes(
    product.availability?.kind ?? '',
  );
  const listLabel = mode === 'quoteOnly' ? labels.addToQuoteList : inList ? labels.inList : labels.addToList;

  return (
    <article data-slot="product-details" className={cn('flex flex-col gap-10', className)} {...props}>
      {breadcrumbs && <Breadcrumbs items={breadcrumbs} label={labels.breadcrumb} />}
      <div className="grid gap-8 md:grid-cols-2 desk:gap-16">
        <Gallery
          images={product.images}
          initialIndex={product.imageIndex ?? 0}
          {...(labels.gallery ? { labels: labels.gallery } : {})}
        />
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            {product.badge && <Badge kind={product.badge} labels={labels.badge} className="self-start" />}
            {product.brand && <p className="text-sm tracking-wider text-muted uppercase">{product.brand}</p>}
            <h1 className="font-display text-3xl leading-tight font-semibold uppercase desk:text-4xl">
              {product.name}
            </h1>
            {product.description && <p className="text-base text-muted">{product.description}</p>}
          </div>
          <div className="min-h-14">
            {mode === 'quoteOnly' ? (
              <p className="text-xl font-semibold">{labels.requestQuote}</p>
            ) : mode === 'pricesHidden' ? (
              <p className="text-sm text-muted">{labels.pricesHidden}</p>
            ) : product.price ? (
              <Price
                {...product.price}
                locale={locale}
                size="lg"
                showVatNote={showVatNote}
                labels={labels.price}
              />
            ) : (
              <p role="status" className="text-sm text-muted">
                {labels.loadingPrice}
              </p>
            )}
          </div>
          {/* A line reserved while the real-time stock loads, so the actions below never move when it arrives. */}
          {(mode !== 'quoteOnly' || product.availability) && (
            <div data-slot="product-availability" className="min-h-5">
              {product.availability && (
                <AvailabilityLabel {...product.availability} labels={labels.availability} />
              )}
            </div>
          )}
          {product.optionGroups && product.optionGroups.length > 0 ? (
            <OptionPicker
              groups={product.optionGroups}
              {...(product.optionLabels ? { optionLabels: product.optionLabels } : {})}
              {...(labels.options ? { labels: labels.options } : {})}
              onChange={(code) => onVariantChange?.(code)}
            />
          ) : (
            product.variants &&
            product.variants.length > 1 && (
              <VariantPicker
                label={product.variantLabel ?? 'Variant'}
                options={product.variants}
                value={product.code}
                unavailableLabel={labels.availability?.['out-of-stock']}
                onChange={(code) => onVariantChange?.(code)}
              />
            )
          )}
          <div className="flex flex-wrap gap-2">
            {mode === 'price' && (
              <>
                <QuantityStepper
                  value={quantity}
                  onChange={setQuantity}
                  max={maxQuantity}
                  disabled={unavailable}
                  {...(labels.stepper ? { labels: labels.stepper } : {})}
                />
                <Button
                  variant="primary"
                  className="flex-1"
                  disabled={unavailable || !product.price || !onAddToCart}
                  onClick={() => onAddToCart?.(product.code, quantity)}
                >
                  <SpriteIcon name="shopping-bag" className="size-4" />
                  {labels.addToCart}
                </Button>
              </>
            )}
            <Button variant="outline" aria-pressed={inList} onClick={() => onToggleList?.(product.code)}>
              <SpriteIcon name="heart" className={cn('size-4', inList && 'fill-current')} />
              {listLabel}
            </Button>
          </div>
          <div className="border-t border-line">
            {product.specifications && product.specifications.length > 0 && (
              <Section title={labels.specifications} open>
                <Specifications specs={product.specifications} caption={labels.specifications} hideCaption />
              </Section>
            )}
            {product.sizeChart && (
              <Section title={labels.sizeChart}>
                <SizeChart {...product.sizeChart} caption={labels.sizeChart} />
              </Section>
            )}
            {product.downloads && product.downloads.length > 0 && (
              <Section title={labels.downloads}>
                <Downloads files={product.downloads} locale={locale} />
              </Section>
            )}
            {product.warranty && (
              <Section title={labels.warranty}>
                <Warranty
                  headline={labels.warrantyYears}
                  lifetimeHeadline={labels.lifetimeWarranty}
                  {...product.warranty}
                />
              </Section>
            )}
          </div>
        </div>
      </div>
      {children}
      {product.related && (
        <RelatedProducts
          products={product.related}
          heading={labels.related}
          cardProps={{ mode, locale, labels }}
          {...(renderRelatedCard ? { renderCard: renderRelatedCard } : {})}
        />
      )}
    </article>
  );
}
