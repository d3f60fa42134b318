import { buttonVariants } from '../shell';
import { Link } from '../shell/link';
import { orderTaxOf } from './checkout-view';
import {
  defaultOrderConfirmationLabels,
  OrderConfirmation,
  type OrderConfirmationLabels,
} from './order-confirmation';
import { OrderSummary, type OrderSummaryLabels } from './order-summary';

/**
 * A placed order as the confirmation shows it (the commerce contract's order fits). Every amount is
 * integer minor units of `currency`.
 */
export interface ConfirmedOrder {
  /** The order number to quote to customer service. */
  orderNumber: string;
  /** Address the confirmation e-mail went to. */
  email: string;
  /** ISO 4217 currency of every amount (e.g. 'usd', 'sek'). */
  currency: string;
  /** The order's lines: product code (`id`), name, unit price and quantity. */
  items: readonly { id: string; name: string; price: number; quantity: number }[];
  /** Sum of the lines. */
  subtotal: number;
  /** Campaign discount (positive). */
  discount: number;
  /** Gift card amount used (positive). */
  giftCardAmount: number;
  /** Delivery cost. */
  shipping: number;
  /** What `tax` is: VAT, US sales tax or the export fee. */
  taxKind: 'vat' | 'sales-tax' | 'export-fee';
  /** The tax amount. */
  tax: number;
  /** Whether the prices include VAT. */
  vatIncluded: boolean;
  /** What the shopper paid. */
  total: number;
}

/** Texts of {@link ConfirmationView} itself; the confirmation and the summary have their own labels. */
export interface ConfirmationViewLabels {
  /** Shown while the order is read. */
  loading: string;
  /** Shown when the browser tab has no recent order. */
  noOrder: string;
  /** The link to the order status lookup (no recent order). */
  orderStatus: string;
}

/** English defaults of {@link ConfirmationViewLabels}. */
export const defaultConfirmationViewLabels: ConfirmationViewLabels = {
  loading: 'Loading your order',
  noOrder: 'There is no recent order in this browser tab.',
  orderStatus: 'Order status',
};

/** Props of {@link ConfirmationView}: the placed order as plain data, links and texts. */
export interface ConfirmationViewProps {
  /** The placed order; undefined while it is read, null when the browser tab has none. */
  order: ConfirmedOrder | null | undefined;
  /** Whether the order holds pre-order lines. */
  hasPreOrder?: boolean;
  /** Locale used to format money; default 'en-US'. */
  locale?: string;
  /** Target of the 'continue shopping' link. */
  continueHref: string;
  /** Link to the order status lookup, offered when there is no recent order. */
  orderStatusHref: string;
  /** Texts of the view itself; English defaults ({@link defaultConfirmationViewLabels}). */
  labels?: Partial<ConfirmationViewLabels>;
  /** Texts of the confirmation (its heading also heads the 'no recent order' notice); English defaults. */
  confirmationLabels?: Partial<OrderConfirmationLabels>;
  /** Texts of the order summary; English defaults. */
  summaryLabels?: Partial<OrderSummaryLabels>;
}

/**
 * The order confirmation page, presentational: while the order is read a loading line; without a
 * recent order the thank-you heading, why, and a link to the order status lookup; else the
 * {@link OrderConfirmation} (order number, e-mail and pre-order notes) with the order's
 * {@link OrderSummary}. The caller reads the order and reports the purchase.
 */
export function ConfirmationView({
  order,
  hasPreOrder = false,
  locale,
  continueHref,
  orderStatusHref,
  labels: labelOverrides,
  confirmationLabels,
  summaryLabels,
}: ConfirmationViewProps) {
  const labels = { ...defaultConfirmationViewLabels, ...labelOverrides };
  if (order === undefined) return <p className="text-sm text-muted">{labels.loading}</p>;
  if (order === null) {
    return (
      <section aria-labelledby="confirmation-heading" className="flex max-w-prose flex-col gap-4">
        <h1 id="confirmation-heading" className="font-display text-3xl font-semibold uppercase">
          {confirmationLabels?.heading ?? defaultOrderConfirmationLabels.heading}
        </h1>
        <p className="text-sm">{labels.noOrder}</p>
        <Link
          href={orderStatusHref}
          className={buttonVariants({ variant: 'primary', className: 'self-start' })}
        >
          {labels.orderStatus}
        </Link>
      </section>
    );
  }
  return (
    <OrderConfirmation
      orderNumber={order.orderNumber}
      email={order.email}
      hasPreOrder={hasPreOrder}
      continueHref={continueHref}
      {...(confirmationLabels ? { labels: confirmationLabels } : {})}
      summary={
        <OrderSummary
          currency={order.currency}
          locale={locale}
          lines={order.items.map((item) => ({
            code: item.id,
            name: item.name,
            quantity: item.quantity,
            lineTotal: item.price * item.quantity,
          }))}
          subtotal={order.subtotal}
          discount={order.discount}
          giftCard={order.giftCardAmount}
          delivery={order.shipping}
          tax={orderTaxOf({ kind: order.taxKind, amount: order.tax, included: order.vatIncluded })}
          total={order.total}
          exportDelivery={order.taxKind === 'export-fee'}
          {...(summaryLabels ? { labels: summaryLabels } : {})}
        />
      }
    />
  );
}
