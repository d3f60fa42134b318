'use client';

import { formatMessage, formatMoney } from '@ironmark/channel';
import { useId, useState } from 'react';
import { Button } from '../shell';
import { cn } from '../shell/cn';
import { TextField } from './field';
import { type FieldCheck, useFieldForm } from './use-field-form';

/** A field of {@link OrderStatusForm}, in the order the form shows (and focuses) them. */
export type OrderStatusFormField = 'orderNumber' | 'email';

/** The values of {@link OrderStatusForm} as typed. */
export type OrderStatusFormValues = Record<OrderStatusFormField, string>;

/** Messages to show under the fields, by field (already in the page's language). */
export type OrderStatusFormErrors = Partial<Record<OrderStatusFormField, string>>;

/** Where an order is (the commerce contract's order status values). */
export type OrderStatusValue = 'placed' | 'paid' | 'processing' | 'shipped' | 'delivered' | 'cancelled';

/** An order as the lookup shows it (the commerce contract's `OrderStatus`). */
export interface OrderStatusSummary {
  /** The order number the shopper got at checkout. */
  orderNumber: string;
  /** Where the order is. */
  status: OrderStatusValue;
  /** When the order was placed (ISO 8601). */
  createdAt: string;
  /** When the order last changed (ISO 8601). */
  updatedAt: string;
  /** Number of items in the order. */
  itemCount: number;
  /** Order total in minor units of `currency`. */
  total: number;
  /** ISO 4217 currency of the total (e.g. 'usd'). */
  currency: string;
}

/**
 * What became of a lookup: `found` with the order, `not-found` (a wrong order number and e-mail
 * pair — one message for both), `invalid` with the messages to show under the fields (the first one
 * gets focus; an earlier answer stays), or `failed` when the caller has told the shopper itself
 * (e.g. a toast; an earlier answer is cleared).
 */
export type OrderStatusOutcome =
  | { kind: 'found'; order: OrderStatusSummary }
  | { kind: 'not-found' }
  | { kind: 'invalid'; errors: OrderStatusFormErrors }
  | { kind: 'failed' };

/** Texts of {@link OrderStatusForm}; `result` has a `{0}` for the order number. */
export interface OrderStatusFormLabels {
  /** Label of the order-number field. */
  orderNumber: string;
  /** Label of the e-mail field. */
  email: string;
  /** Submit button. */
  submit: string;
  /** Submit button while the lookup runs. */
  checking: string;
  /** The answer when no order matches the pair. */
  notFound: string;
  /** Heading of the answer; `{0}` is the order number. */
  result: string;
  /** Term of the status row. */
  status: string;
  /** Term of the date the order was placed. */
  placed: string;
  /** Term of the date the order last changed. */
  updated: string;
  /** Term of the item count. */
  items: string;
  /** Term of the order total. */
  total: string;
  /** The shopper's words for each order status. */
  statuses: Record<OrderStatusValue, string>;
}

/** English defaults of {@link OrderStatusFormLabels} (the storefront's English texts). */
export const defaultOrderStatusFormLabels: OrderStatusFormLabels = {
  orderNumber: 'Order number',
  email: 'Email',
  submit: 'Check status',
  checking: 'Checking…',
  notFound:
    'We could not find an order with that order number and e-mail address. Check both and try again, or contact customer service.',
  result: 'Order {0}',
  status: 'Status',
  placed: 'Placed',
  updated: 'Last updated',
  items: 'Items',
  total: 'Order total',
  statuses: {
    placed: 'Order received',
    paid: 'Paid',
    processing: 'Being prepared',
    shipped: 'Shipped',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  },
};

const FIELD_ORDER: readonly OrderStatusFormField[] = ['orderNumber', 'email'];

export interface OrderStatusFormProps {
  /**
   * Checks the values before the lookup (no busy state), at once or by a promise (its rules may load on
   * the first submit): `undefined` when they may be sent, otherwise the messages to show — an object,
   * even an empty one, stops the submit.
   */
  validate?: FieldCheck<OrderStatusFormValues, OrderStatusFormErrors>;
  /**
   * Looks the order up and tells the form what became of it; the form shows its busy state until the
   * promise settles. Resolve with `failed` rather than reject: a rejection is passed on.
   */
  onSubmit: (values: OrderStatusFormValues) => Promise<OrderStatusOutcome>;
  /** Locale used to format dates and the total; default 'en-US'. */
  locale?: string;
  /** Texts of the fields, button and answer; English defaults ({@link defaultOrderStatusFormLabels}). */
  labels?: Partial<OrderStatusFormLabels>;
  /** Extra classes of the wrapper, merged last. */
  className?: string;
}

/**
 * Order status lookup in place of an account: order number and the checkout e-mail; the answer
 * (status, dates, item count and total, or one clear not-found message) is announced in a polite
 * live region beside the form. Messages show under their fields and the first failing field gets
 * focus. Checking and looking up are the caller's (`validate`, `onSubmit`).
 */
export function OrderStatusForm({
  validate,
  onSubmit,
  locale = 'en-US',
  labels: labelOverrides,
  className,
}: OrderStatusFormProps) {
  const labels = { ...defaultOrderStatusFormLabels, ...labelOverrides };
  const resultId = useId();
  const [result, setResult] = useState<Exclude<OrderStatusOutcome, { kind: 'invalid' | 'failed' }> | null>(
    null,
  );
  const { form, busy, submit, bind } = useFieldForm<OrderStatusFormField, OrderStatusOutcome>({
    initial: { orderNumber: '', email: '' },
    fieldOrder: FIELD_ORDER,
    validate,
    onSubmit,
    onOutcome: (outcome) => setResult(outcome.kind === 'failed' ? null : outcome),
  });

  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

  return (
    <div className={cn('grid gap-10 desk:grid-cols-2', className)} data-slot="order-status-form">
      <form
        ref={form}
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4"
        aria-busy={busy || undefined}
      >
        <TextField
          {...bind('orderNumber')}
          label={labels.orderNumber}
          autoComplete="off"
          spellCheck={false}
          required
        />
        <TextField {...bind('email')} type="email" label={labels.email} autoComplete="email" required />
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? labels.checking : labels.submit}
          </Button>
        </div>
      </form>
      <div id={resultId} aria-live="polite">
        {result?.kind === 'not-found' && (
          <p className="border border-warning bg-surface p-5">{labels.notFound}</p>
        )}
        {result?.kind === 'found' && (
          <section aria-labelledby={`${resultId}-title`} className="border border-line bg-surface p-5">
            <h2 id={`${resultId}-title`} className="font-display text-2xl uppercase tracking-wide">
              {formatMessage(labels.result, [result.order.orderNumber])}
            </h2>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
              <dt className="text-muted">{labels.status}</dt>
              <dd className="font-medium">{labels.statuses[result.order.status]}</dd>
              <dt className="text-muted">{labels.placed}</dt>
              <dd>{date(result.order.createdAt)}</dd>
              <dt className="text-muted">{labels.updated}</dt>
              <dd>{date(result.order.updatedAt)}</dd>
              <dt className="text-muted">{labels.items}</dt>
              <dd className="tabular">{result.order.itemCount}</dd>
              <dt className="text-muted">{labels.total}</dt>
              <dd className="tabular font-medium">
                {formatMoney(result.order.total, result.order.currency, locale)}
              </dd>
            </dl>
          </section>
        )}
      </div>
    </div>
  );
}
