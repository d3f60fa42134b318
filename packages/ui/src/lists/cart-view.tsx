'use client';

import { isPreOrder, orderableUnits } from '@ironmark/cart-core';
import { formatMessage, formatMoney, type TaxWording } from '@ironmark/channel';
import { Trash2 } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { AvailabilityLabel } from '../catalogue/availability-label';
import { ProductImageFrame } from '../catalogue/product-image-frame';
import { defaultQuantityStepperLabels, QuantityStepper } from '../catalogue/quantity-stepper';
import { Button } from '../shell';
import { cn } from '../shell/cn';
import { Link } from '../shell/link';
import { type FreeShippingLabels, FreeShippingProgress } from './free-shipping-progress';
import type { CapChange, CartLine, CartSummary } from './types';

/** Texts of {@link CartView}; the notices are the exact spec §8 messages by default. */
export interface CartViewLabels {
  heading: string;
  empty: string;
  pricesHidden: string;
  capped: string;
  removed: string;
  lineQuantity: string;
  /** The quantity stepper's buttons. */
  decrease: string;
  increase: string;
  remove: string;
  freeGift: string;
  subtotal: string;
  savings: string;
  shippingNote: string;
  vatIncluded: string;
  vatExcluded: string;
  /** Note of sales-tax markets: the tax is added at checkout. */
  salesTax: string;
  checkout: string;
  loading: string;
  /** Screen-reader text of a line's quantity change; `{0}` old, `{1}` new. */
  quantityFromTo: string;
  freeShipping?: Partial<FreeShippingLabels>;
}

/** English defaults of {@link CartViewLabels}. */
export const defaultCartViewLabels: CartViewLabels = {
  heading: 'Cart',
  empty: 'Cart has no products',
  pricesHidden: 'Prices and cart contents are not available in your country.',
  capped: 'Out of stock - quantity updated to remaining stocks',
  removed: 'Some products are no longer available for sale',
  lineQuantity: 'Quantity, {0}',
  decrease: defaultQuantityStepperLabels.decrease,
  increase: defaultQuantityStepperLabels.increase,
  remove: 'Remove {0}',
  freeGift: 'Free gift',
  subtotal: 'Subtotal',
  savings: 'You save',
  shippingNote: 'Delivery is calculated at checkout.',
  vatIncluded: 'incl. VAT',
  vatExcluded: 'excl. VAT',
  salesTax: 'Sales tax is added at checkout',
  checkout: 'Go to checkout',
  loading: 'Loading cart',
  quantityFromTo: '{0} → {1}',
};

/**
 * Highest quantity a line may hold (spec §4: the cap is in stock plus pre-order); 999 without stock data.
 */
export function lineMaxQuantity(line: Pick<CartLine, 'stock'>): number {
  if (!line.stock) return 999;
  return Math.max(1, orderableUnits(line.stock));
}

function vatWording(vatIncluded: boolean | undefined): TaxWording | undefined {
  if (vatIncluded === undefined) return undefined;
  return vatIncluded ? 'vat-included' : 'vat-excluded';
}

function taxNote(labels: CartViewLabels, wording: TaxWording | undefined): string {
  if (wording === undefined) return '';
  const note = {
    'sales-tax': labels.salesTax,
    'vat-included': labels.vatIncluded,
    'vat-excluded': labels.vatExcluded,
  };
  return `${note[wording]}. `;
}

export interface CartViewProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The cart's lines, totals and currency (cart-core `CartSummary`). */
  cart: CartSummary;
  /** Locale used to format money; default 'en-US'. */
  locale?: string;
  /** Forbidden page or visitor country: prices and, with them, the cart contents are hidden (spec §6). */
  pricesHidden?: boolean;
  /** Whether prices include VAT (shows the note under the subtotal); undefined shows none. */
  vatIncluded?: boolean;
  /** The market's tax wording (channel `taxWording`); when given it decides the note instead of `vatIncluded`. */
  taxWording?: TaxWording;
  /** Automatic stock caps to announce (cart-core `capToStock` changes). */
  capChanges?: CapChange[];
  /** Names of lines dropped because they are no longer for sale. */
  removedNames?: string[];
  /** Free-shipping threshold in minor units; default the config constant. */
  freeShippingThreshold?: number;
  /** Called with a line's code and new quantity. */
  onQuantityChange?: (code: string, quantity: number) => void;
  /** Removes a line from the cart. */
  onRemove?: (code: string) => void;
  /** Goes to checkout; the button shows only with it. */
  onCheckout?: () => void;
  /** Optional link-rendered checkout call (e.g. Next `Link`); replaces the button when given. */
  checkoutAction?: ReactNode;
  /** Texts of the cart; English defaults ({@link defaultCartViewLabels}). */
  labels?: Partial<CartViewLabels>;
}

function Notice({ tone, title, items }: { tone: 'warning' | 'error'; title: string; items: string[] }) {
  return (
    <div
      role="status"
      data-slot="cart-notice"
      className={cn(
        'rounded-xs border-l-4 bg-surface p-3 text-sm',
        tone === 'warning' ? 'border-warning' : 'border-error',
      )}
    >
      <p className="font-medium">{title}</p>
      {items.length > 0 && (
        <ul className="mt-1 list-disc pl-5 text-muted">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The cart: lines with a quantity stepper and remove button, the spec's capping and removal notices,
 * totals (subtotal and savings against the regular price), free-shipping progress and the checkout
 * call. With prices hidden it shows only a note — neither lines nor totals.
 */
export function CartView({
  cart,
  locale = 'en-US',
  pricesHidden = false,
  vatIncluded,
  taxWording,
  capChanges = [],
  removedNames = [],
  freeShippingThreshold,
  onQuantityChange,
  onRemove,
  onCheckout,
  checkoutAction,
  labels: labelOverrides,
  className,
  ...props
}: CartViewProps) {
  const labels = { ...defaultCartViewLabels, ...labelOverrides };
  const headingId = useId();
  const money = (minor: number) => formatMoney(minor, cart.currency, locale);
  const nameOf = (change: CapChange) =>
    change.name ?? cart.items.find((item) => item.code === change.code)?.name ?? change.code;
  const savings = cart.comparePrice - cart.subTotal;

  let body: ReactNode;
  if (pricesHidden) {
    body = <p className="text-sm text-muted">{labels.pricesHidden}</p>;
  } else if (cart.loading) {
    body = (
      <p role="status" className="text-sm text-muted">
        {labels.loading}
      </p>
    );
  } else if (cart.items.length === 0) {
    body = <p className="text-base text-muted">{labels.empty}</p>;
  } else {
    body = (
      <div className="grid gap-8 desk:grid-cols-[1fr_22rem]">
        <ul className="flex flex-col" aria-label={labels.heading}>
          {cart.items.map((line) => {
            const preOrder = line.isPreOrder ?? (line.stock !== undefined && isPreOrder(line.stock));
            const lineTotal = line.price * line.quantity;
            const lineCompare = (line.comparePrice ?? line.price) * line.quantity;
            return (
              <li
                key={line.code}
                data-slot="cart-line"
                className="grid grid-cols-[5rem_1fr] gap-4 border-b border-line py-4 first:pt-0"
              >
                <ProductImageFrame image={line.img ? { url: line.img, alt: '' } : undefined} sizes="96px" />
                <div className="flex flex-col gap-2">
                  <div className="flex items-start justify-between gap-4">
                    <div>
                      <p className="font-display text-base font-medium uppercase">
                        {line.path ? (
                          <Link href={line.path} className="hover:underline">
                            {line.name}
                          </Link>
                        ) : (
                          line.name
                        )}
                      </p>
                      {line.desc && <p className="text-sm text-muted">{line.desc}</p>}
                    </div>
                    <p className="tabular text-right text-sm">
                      {line.isFreeGift ? (
                        labels.freeGift
                      ) : (
                        <>
                          <span className="block font-semibold">{money(lineTotal)}</span>
                          {lineCompare > lineTotal && (
                            <s className="block text-muted">{money(lineCompare)}</s>
                          )}
                        </>
                      )}
                    </p>
                  </div>
                  {preOrder && line.stock && (
                    <AvailabilityLabel
                      kind="pre-order"
                      estimatedDeliveryDays={line.stock.estimatedDeliveryDays}
                    />
                  )}
                  <div className="flex items-center justify-between gap-2">
                    {line.isFreeGift ? (
                      <span className="tabular text-sm text-muted">× {line.quantity}</span>
                    ) : (
                      <QuantityStepper
                        value={line.quantity}
                        max={lineMaxQuantity(line)}
                        onChange={(quantity) => onQuantityChange?.(line.code, quantity)}
                        labels={{
                          quantity: formatMessage(labels.lineQuantity, [line.name]),
                          decrease: labels.decrease,
                          increase: labels.increase,
                        }}
                      />
                    )}
                    {!line.isFreeGift && (
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={formatMessage(labels.remove, [line.name])}
                        onClick={() => onRemove?.(line.code)}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </Button>
                    )}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
        <div
          data-slot="cart-totals"
          className="flex flex-col gap-4 self-start border border-line bg-surface p-5"
        >
          <FreeShippingProgress
            subTotal={cart.subTotal}
            currency={cart.currency}
            locale={locale}
            {...(freeShippingThreshold !== undefined ? { threshold: freeShippingThreshold } : {})}
            labels={labels.freeShipping}
          />
          <dl className="tabular flex flex-col gap-2 text-sm">
            <div className="flex justify-between">
              <dt>{labels.subtotal}</dt>
              <dd className="text-base font-semibold">{money(cart.subTotal)}</dd>
            </div>
            {savings > 0 && (
              <div className="flex justify-between text-muted">
                <dt>{labels.savings}</dt>
                <dd>{money(savings)}</dd>
              </div>
            )}
          </dl>
          <p className="text-xs text-muted">
            {taxNote(labels, taxWording ?? vatWording(vatIncluded))}
            {labels.shippingNote}
          </p>
          {checkoutAction ?? (
            <Button variant="primary" size="lg" className="w-full" onClick={onCheckout}>
              {labels.checkout}
            </Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <section
      data-slot="cart-view"
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      <h1 id={headingId} className="font-display text-3xl font-semibold uppercase">
        {labels.heading}
        {!pricesHidden && cart.quantity > 0 && (
          <span className="tabular ml-2 text-lg text-muted">({cart.quantity})</span>
        )}
      </h1>
      {!pricesHidden && capChanges.length > 0 && (
        <Notice
          tone="warning"
          title={labels.capped}
          items={capChanges.map(
            (change) =>
              `${nameOf(change)}: ${formatMessage(labels.quantityFromTo, [change.from, change.to])}`,
          )}
        />
      )}
      {!pricesHidden && removedNames.length > 0 && (
        <Notice tone="error" title={labels.removed} items={removedNames} />
      )}
      {body}
    </section>
  );
}
