'use client';

import { validateCardField } from '@ironmark/cart-core';
import { formatMessage } from '@ironmark/channel';
import { CalendarClock, CreditCard, FileText } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { cn } from '../shell/cn';
import { TextField } from './field';

/** The payment methods: invoice, the sandbox card provider, or financing through a partner (sandbox). */
export type PaymentMethodKind = 'invoice' | 'card' | 'financing';

/** The card form's values; every field alphanumeric only (spec §5), the name letters only. */
export interface CardDetails {
  name: string;
  number: string;
  expiryMonth: string;
  expiryYear: string;
  cvc: string;
}

/** Texts of {@link PaymentMethod}; English defaults. */
export interface PaymentMethodLabels {
  legend: string;
  invoice: string;
  invoiceHint: string;
  card: string;
  /** The financing option; `{0}` is the partner's name. */
  financing: string;
  financingHint: string;
  sandbox: string;
  sandboxHint: string;
  name: string;
  number: string;
  expiryMonth: string;
  expiryYear: string;
  cvc: string;
  testCards: string;
}

/** English defaults of {@link PaymentMethodLabels}. */
export const defaultPaymentMethodLabels: PaymentMethodLabels = {
  legend: 'Payment method',
  invoice: 'Invoice',
  invoiceHint: 'Pay within 30 days of delivery.',
  card: 'Card',
  financing: 'Financing with {0}',
  financingHint:
    'Pay in instalments. The partner decides straight away; test payments only, no money is charged.',
  sandbox: 'Sandbox',
  sandboxHint: 'Test payments only: no money is charged. Use one of the test cards below.',
  name: 'Name on card',
  number: 'Card number',
  expiryMonth: 'Expiry month (MM)',
  expiryYear: 'Expiry year (YY)',
  cvc: 'Security code',
  testCards: 'Test cards',
};

/**
 * The spec §5 card-form rule per field (cart-core `validateCardField`): the name letters only, the
 * other fields alphanumeric only. Returns a message per invalid field.
 */
export function cardErrors(
  card: CardDetails,
  messages?: Parameters<typeof validateCardField>[1],
): Partial<Record<keyof CardDetails, string>> {
  const errors: Partial<Record<keyof CardDetails, string>> = {};
  for (const key of Object.keys(card) as (keyof CardDetails)[]) {
    const message = validateCardField(card[key], { lettersOnly: key === 'name', ...messages });
    if (message) errors[key] = message;
  }
  return errors;
}

export interface PaymentMethodProps extends Omit<ComponentProps<'fieldset'>, 'onChange' | 'children'> {
  /** The selected method; none selected yet when undefined. */
  value: PaymentMethodKind | undefined;
  /** Called with the method the shopper picks. */
  onChange: (method: PaymentMethodKind) => void;
  /** The methods allowed for this buyer (the server's `paymentMethods`); only these are shown. Default invoice and card. */
  methods?: readonly PaymentMethodKind[];
  /** The financing partner's name shown with the financing option (e.g. 'Klarna'). */
  financingProvider?: string;
  /** The card fields' values (controlled). */
  card: CardDetails;
  /** Called with the card details on every edit. */
  onCardChange: (card: CardDetails) => void;
  /** Test card numbers of the sandbox provider and what they do, e.g. { number, outcome }. */
  testCards?: { number: string; outcome: string }[];
  /** A payment error to announce (e.g. 'Payment was refused. Please use another payment method.'). */
  error?: string;
  /** Texts of the methods and card fields; English defaults ({@link defaultPaymentMethodLabels}). */
  labels?: Partial<PaymentMethodLabels>;
}

/**
 * The payment method: invoice, or a card through the sandbox provider — clearly labelled 'Sandbox'
 * with its test cards. Card fields are checked as typed against the spec's alphanumeric-only rule.
 */
export function PaymentMethod({
  value,
  onChange,
  methods = ['invoice', 'card'],
  financingProvider = '',
  card,
  onCardChange,
  testCards = [],
  error,
  labels: labelOverrides,
  className,
  ...props
}: PaymentMethodProps) {
  const labels = { ...defaultPaymentMethodLabels, ...labelOverrides };
  const [touched, setTouched] = useState<Partial<Record<keyof CardDetails, boolean>>>({});
  const errors = cardErrors(card);
  const field = (key: keyof CardDetails) => ({
    value: card[key],
    onChange: (event: { target: { value: string } }) => onCardChange({ ...card, [key]: event.target.value }),
    onBlur: () => setTouched((current) => ({ ...current, [key]: true })),
    error: touched[key] || card[key] !== '' ? errors[key] : undefined,
  });
  const optionClass =
    'flex cursor-pointer gap-3 rounded-xs border border-line bg-surface p-4 has-[:checked]:border-ink has-[:checked]:ring-1 has-[:checked]:ring-ink';

  return (
    <fieldset data-slot="payment-method" className={cn('flex flex-col gap-2', className)} {...props}>
      <legend className="mb-2 font-display text-xl font-medium uppercase">{labels.legend}</legend>
      {methods.includes('invoice') && (
        <label className={optionClass}>
          <input
            type="radio"
            name="payment-method"
            value="invoice"
            checked={value === 'invoice'}
            onChange={() => onChange('invoice')}
            className="mt-0.5 size-5 shrink-0 accent-ink"
          />
          <span className="flex flex-col gap-1 text-sm">
            <span className="flex items-center gap-2 font-medium">
              <FileText aria-hidden="true" className="size-4" />
              {labels.invoice}
            </span>
            <span className="text-muted">{labels.invoiceHint}</span>
          </span>
        </label>
      )}
      {methods.includes('card') && (
        <label className={optionClass}>
          <input
            type="radio"
            name="payment-method"
            value="card"
            checked={value === 'card'}
            onChange={() => onChange('card')}
            className="mt-0.5 size-5 shrink-0 accent-ink"
          />
          <span className="flex flex-col gap-1 text-sm">
            <span className="flex items-center gap-2 font-medium">
              <CreditCard aria-hidden="true" className="size-4" />
              {labels.card}
              <span className="rounded-xs border border-warning px-1.5 font-display text-xs tracking-wider text-warning uppercase">
                {labels.sandbox}
              </span>
            </span>
            <span className="text-muted">{labels.sandboxHint}</span>
          </span>
        </label>
      )}
      {methods.includes('financing') && (
        <label className={optionClass}>
          <input
            type="radio"
            name="payment-method"
            value="financing"
            checked={value === 'financing'}
            onChange={() => onChange('financing')}
            className="mt-0.5 size-5 shrink-0 accent-ink"
          />
          <span className="flex flex-col gap-1 text-sm">
            <span className="flex items-center gap-2 font-medium">
              <CalendarClock aria-hidden="true" className="size-4" />
              {formatMessage(labels.financing, [financingProvider])}
              <span className="rounded-xs border border-warning px-1.5 font-display text-xs tracking-wider text-warning uppercase">
                {labels.sandbox}
              </span>
            </span>
            <span className="text-muted">{labels.financingHint}</span>
          </span>
        </label>
      )}
      {value === 'card' && (
        <div data-slot="card-form" className="flex flex-col gap-4 border border-line bg-surface p-4">
          <TextField label={labels.name} required autoComplete="cc-name" {...field('name')} />
          <TextField
            label={labels.number}
            required
            inputMode="numeric"
            autoComplete="cc-number"
            {...field('number')}
          />
          <div className="grid grid-cols-3 gap-4">
            <TextField
              label={labels.expiryMonth}
              required
              inputMode="numeric"
              maxLength={2}
              autoComplete="cc-exp-month"
              {...field('expiryMonth')}
            />
            <TextField
              label={labels.expiryYear}
              required
              inputMode="numeric"
              maxLength={2}
              autoComplete="cc-exp-year"
              {...field('expiryYear')}
            />
            <TextField
              label={labels.cvc}
              required
              inputMode="numeric"
              maxLength={4}
              autoComplete="cc-csc"
              {...field('cvc')}
            />
          </div>
          {testCards.length > 0 && (
            <div className="text-xs">
              <p className="font-medium">{labels.testCards}</p>
              <ul className="tabular mt-1 flex flex-col gap-0.5 text-muted">
                {testCards.map((test) => (
                  <li key={test.number}>
                    <span className="font-mono text-ink">{test.number}</span> – {test.outcome}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
