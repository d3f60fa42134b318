import { CircleCheck } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../shell/cn';
import { Link } from '../shell/link';

/** Texts of {@link OrderConfirmation}; `{0}` in `emailSent` is the e-mail address. */
export interface OrderConfirmationLabels {
  heading: string;
  orderNumber: string;
  emailSent: string;
  preOrder: string;
  continueShopping: string;
}

/** English defaults of {@link OrderConfirmationLabels}. */
export const defaultOrderConfirmationLabels: OrderConfirmationLabels = {
  heading: 'Thank you for your order',
  orderNumber: 'Order number',
  emailSent: 'A confirmation has been sent to {0}.',
  preOrder: 'Pre-ordered items ship when they arrive; we will e-mail you when they are on their way.',
  continueShopping: 'Continue shopping',
};

export interface OrderConfirmationProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The order number to quote to customer service. */
  orderNumber: string;
  /** Address the confirmation e-mail went to. */
  email?: string;
  /** Whether the order holds pre-order lines. */
  hasPreOrder?: boolean;
  /** Target of the 'continue shopping' link; default '/'. */
  continueHref?: string;
  /** Usually the {@link OrderSummary} of the placed order. */
  summary?: ReactNode;
  /** Texts of the page; English defaults ({@link defaultOrderConfirmationLabels}). */
  labels?: Partial<OrderConfirmationLabels>;
}

/** The confirmation after placing an order: the order number (large, tabular), the e-mail note and the summary. */
export function OrderConfirmation({
  orderNumber,
  email,
  hasPreOrder = false,
  continueHref,
  summary,
  labels: labelOverrides,
  className,
  ...props
}: OrderConfirmationProps) {
  const labels = { ...defaultOrderConfirmationLabels, ...labelOverrides };
  const headingId = useId();
  return (
    <section
      data-slot="order-confirmation"
      aria-labelledby={headingId}
      className={cn('flex max-w-2xl flex-col gap-6', className)}
      {...props}
    >
      <div className="flex flex-col gap-3">
        <CircleCheck aria-hidden="true" className="size-10 text-success" />
        <h1 id={headingId} className="font-display text-3xl font-semibold uppercase">
          {labels.heading}
        </h1>
        <p className="flex flex-col">
          <span className="text-sm text-muted">{labels.orderNumber}</span>
          <span data-slot="order-number" className="tabular font-display text-2xl font-medium tracking-wider">
            {orderNumber}
          </span>
        </p>
        {email && <p className="text-sm">{labels.emailSent.replace('{0}', email)}</p>}
        {hasPreOrder && <p className="text-sm text-muted">{labels.preOrder}</p>}
      </div>
      {summary}
      {continueHref && (
        <Link
          href={continueHref}
          className="inline-flex min-h-11 items-center self-start rounded-xs bg-ink px-5 font-display text-sm font-medium tracking-wider text-paper uppercase hover:bg-grey-800"
        >
          {labels.continueShopping}
        </Link>
      )}
    </section>
  );
}
