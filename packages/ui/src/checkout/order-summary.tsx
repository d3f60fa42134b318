import { formatMoney } from '@ironmark/channel';
import { EXPORT_TERMS, LOWEST_PRICE_LABEL } from '@ironmark/config/constants';
import type { ComponentProps } from 'react';
import { cn } from '../shell/cn';

/** One line of the summary; amounts in minor units. */
export interface OrderSummaryLine {
  code: string;
  name: string;
  quantity: number;
  lineTotal: number;
  /** Regular line total, struck through when higher. */
  compareTotal?: number;
  /** Lowest unit price of the last 30 days, shown for discounted lines (EU price indication). */
  lowestPrice30d?: number;
}

/** How tax shows: US sales tax (added), VAT included or excluded, or the export fee variant. */
export type OrderTax =
  | { kind: 'salesTax'; amount: number }
  | { kind: 'vat'; amount: number; included: boolean }
  | { kind: 'exportFee'; amount: number };

/** Texts of {@link OrderSummary}; English defaults. */
export interface OrderSummaryLabels {
  heading: string;
  quantity: string;
  subtotal: string;
  discount: string;
  giftCard: string;
  delivery: string;
  deliveryFree: string;
  deliveryLater: string;
  salesTax: string;
  vatIncluded: string;
  vatExcluded: string;
  exportFee: string;
  total: string;
  lowestPrice: string;
  exportTerms: string;
}

/** English defaults of {@link OrderSummaryLabels} (sales wording of spec §9). */
export const defaultOrderSummaryLabels: OrderSummaryLabels = {
  heading: 'Order summary',
  quantity: 'Qty',
  subtotal: 'Subtotal',
  discount: 'Discount',
  giftCard: 'Gift card',
  delivery: 'Delivery',
  deliveryFree: 'Free',
  deliveryLater: 'Calculated in the next step',
  salesTax: 'Sales tax',
  vatIncluded: 'of which VAT',
  vatExcluded: 'VAT',
  exportFee: 'Export fee',
  total: 'Total',
  lowestPrice: LOWEST_PRICE_LABEL,
  exportTerms: EXPORT_TERMS,
};

export interface OrderSummaryProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** ISO 4217 currency of every amount (e.g. 'usd', 'sek'). */
  currency: string;
  /** Locale used to format money; default 'en-US'. */
  locale?: string;
  /** The order's lines with quantities and amounts. */
  lines?: OrderSummaryLine[];
  /** Sum of the lines in minor units. */
  subtotal: number;
  /** Campaign discount (positive minor units). */
  discount?: number;
  /** Gift card amount used (positive minor units). */
  giftCard?: number;
  /** Delivery cost; `null` before a method is chosen. */
  delivery: number | null;
  /** Sales tax or VAT of the order (kind and amount in minor units). */
  tax?: OrderTax;
  /** Amount to pay in minor units. */
  total: number;
  /** Export delivery: CIP terms, customs not included. */
  exportDelivery?: boolean;
  /** Texts of the rows; English defaults ({@link defaultOrderSummaryLabels}). */
  labels?: Partial<OrderSummaryLabels>;
}

/**
 * The order summary: lines (with the 30-day lowest price where discounted), subtotal, discount, gift
 * card, delivery, sales tax or VAT (included or excluded) or export fee, and the total; export
 * deliveries carry the CIP wording. All amounts are minor units formatted at the edge.
 */
export function OrderSummary({
  currency,
  locale = 'en-US',
  lines = [],
  subtotal,
  discount = 0,
  giftCard = 0,
  delivery,
  tax,
  total,
  exportDelivery = false,
  labels: labelOverrides,
  className,
  ...props
}: OrderSummaryProps) {
  const labels = { ...defaultOrderSummaryLabels, ...labelOverrides };
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const row = 'flex justify-between gap-4';

  let taxRow: { label: string; value: string } | null = null;
  if (tax) {
    switch (tax.kind) {
      case 'salesTax':
        taxRow = { label: labels.salesTax, value: money(tax.amount) };
        break;
      case 'vat':
        taxRow = { label: tax.included ? labels.vatIncluded : labels.vatExcluded, value: money(tax.amount) };
        break;
      case 'exportFee':
        taxRow = { label: labels.exportFee, value: money(tax.amount) };
        break;
      default:
        tax satisfies never;
    }
  }
  const vatIncluded = tax?.kind === 'vat' && tax.included;

  return (
    <section
      data-slot="order-summary"
      aria-label={labels.heading}
      className={cn('flex flex-col gap-4 border border-line bg-surface p-5', className)}
      {...props}
    >
      <h2 className="font-display text-xl font-medium uppercase">{labels.heading}</h2>
      {lines.length > 0 && (
        <ul className="flex flex-col gap-3 border-b border-line pb-4 text-sm">
          {lines.map((line) => (
            <li key={line.code} className="flex flex-col">
              <span className={row}>
                <span>
                  {line.name}{' '}
                  <span className="tabular text-muted">
                    × {line.quantity}
                    <span className="sr-only"> {labels.quantity}</span>
                  </span>
                </span>
                <span className="tabular text-right">
                  {money(line.lineTotal)}
                  {line.compareTotal !== undefined && line.compareTotal > line.lineTotal && (
                    <s className="block text-xs text-muted">{money(line.compareTotal)}</s>
                  )}
                </span>
              </span>
              {line.lowestPrice30d !== undefined &&
                line.compareTotal !== undefined &&
                line.compareTotal > line.lineTotal && (
                  <span className="tabular text-xs text-muted">
                    {labels.lowestPrice}: {money(line.lowestPrice30d)}
                  </span>
                )}
            </li>
          ))}
        </ul>
      )}
      <dl className="tabular flex flex-col gap-2 text-sm">
        <div className={row}>
          <dt>{labels.subtotal}</dt>
          <dd>{money(subtotal)}</dd>
        </div>
        {discount > 0 && (
          <div className={row}>
            <dt>{labels.discount}</dt>
            <dd>−{money(discount)}</dd>
          </div>
        )}
        {giftCard > 0 && (
          <div className={row}>
            <dt>{labels.giftCard}</dt>
            <dd>−{money(giftCard)}</dd>
          </div>
        )}
        <div className={row}>
          <dt>{labels.delivery}</dt>
          <dd>
            {delivery === null ? (
              <span className="text-muted">{labels.deliveryLater}</span>
            ) : delivery === 0 ? (
              labels.deliveryFree
            ) : (
              money(delivery)
            )}
          </dd>
        </div>
        {taxRow && !vatIncluded && (
          <div className={row}>
            <dt>{taxRow.label}</dt>
            <dd>{taxRow.value}</dd>
          </div>
        )}
        <div className={cn(row, 'border-t border-ink pt-3 text-base font-semibold')}>
          <dt>{labels.total}</dt>
          <dd>{money(total)}</dd>
        </div>
        {taxRow && vatIncluded && (
          <div className={cn(row, 'text-xs text-muted')}>
            <dt>{taxRow.label}</dt>
            <dd>{taxRow.value}</dd>
          </div>
        )}
      </dl>
      {exportDelivery && <p className="text-xs text-muted">{labels.exportTerms}</p>}
    </section>
  );
}
