'use client';

import { formatMoney } from '@ironmark/channel';
import {
  FetchError,
  fetchApi,
  ModelStateError,
  type OrderStatus,
  orderStatusRequestSchema,
  orderStatusSchema,
} from '@ironmark/commerce';
import { TextField } from '@ironmark/ui/checkout';
import { Button } from '@ironmark/ui/shell';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useChannel } from '../../lib/channel-context';
import { useT } from '../../lib/i18n';
import { useToast } from '../../lib/toast-context';
import { type FieldProblem, firstProblems, localiseFieldIssue } from './field-messages';
import { notificationFor } from './notify';
import type { PageTextKey } from './texts';
import { usePageText } from './use-page-text';

type Field = 'orderNumber' | 'email';

/**
 * Order status lookup in place of an account: order number and the checkout e-mail go to
 * `GET /api/orders/status`; the answer shows status, dates, item count and total. A wrong pair gets
 * one clear message (the server answers 404 for both cases, so order numbers cannot be probed);
 * a rate limit or any other failure shows a toast.
 */
export function OrderStatusForm() {
  const text = usePageText();
  const t = useT();
  const { locale } = useChannel();
  const { show } = useToast();
  const form = useRef<HTMLFormElement>(null);
  const resultId = useId();
  const [values, setValues] = useState<Record<Field, string>>({ orderNumber: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ kind: 'found'; order: OrderStatus } | { kind: 'not-found' } | null>(
    null,
  );

  const nouns: Record<Field, string | undefined> = {
    orderNumber: text('orderStatus.orderNumberNoun'),
    email: undefined,
  };
  // The order number's own 'required' text (spec §5); other codes as every form shows them.
  const overrides: Record<Field, Record<string, PageTextKey>> = {
    orderNumber: { required: 'orderStatus.orderNumberRequired' },
    email: {},
  };
  const showErrors = (problems: Record<string, FieldProblem>) => {
    const next: Partial<Record<Field, string>> = {};
    for (const field of ['orderNumber', 'email'] as const) {
      const problem = problems[field];
      if (problem) next[field] = localiseFieldIssue(problem, nouns[field], text, overrides[field]);
    }
    setErrors(next);
    const first = (['orderNumber', 'email'] as const).find((field) => next[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return first !== undefined;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = orderStatusRequestSchema.safeParse(values, { reportInput: true });
    if (!checked.success) {
      showErrors(firstProblems(checked.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const query = new URLSearchParams({ orderNumber: checked.data.orderNumber, email: checked.data.email });
      const order = await fetchApi(`/api/orders/status?${query}`, {
        schema: orderStatusSchema,
        headers: { accept: 'application/json' },
      });
      setResult({ kind: 'found', order });
    } catch (error) {
      if (error instanceof FetchError && error.status === 404) {
        setResult({ kind: 'not-found' });
      } else if (!(error instanceof ModelStateError && showErrors(firstProblems(error.issues)))) {
        setResult(null);
        const notification = notificationFor(error, (key) => t(key));
        show({
          type: notification.type,
          title: notification.title ?? notification.message,
          messages: notification.messages,
        });
      }
    } finally {
      setBusy(false);
    }
  };

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
      if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });

  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

  return (
    <div className="grid gap-10 desk:grid-cols-2">
      <form
        ref={form}
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4"
        aria-busy={busy || undefined}
      >
        <TextField
          {...bind('orderNumber')}
          label={text('orderStatus.orderNumber')}
          autoComplete="off"
          spellCheck={false}
          required
        />
        <TextField
          {...bind('email')}
          type="email"
          label={text('orderStatus.email')}
          autoComplete="email"
          required
        />
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? text('orderStatus.checking') : text('orderStatus.submit')}
          </Button>
        </div>
      </form>
      <div id={resultId} aria-live="polite">
        {result?.kind === 'not-found' && (
          <p className="border border-warning bg-surface p-5">{text('orderStatus.notFound')}</p>
        )}
        {result?.kind === 'found' && (
          <section aria-labelledby={`${resultId}-title`} className="border border-line bg-surface p-5">
            <h2 id={`${resultId}-title`} className="font-display text-2xl uppercase tracking-wide">
              {text('orderStatus.result', [result.order.orderNumber])}
            </h2>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
              <dt className="text-muted">{text('orderStatus.status')}</dt>
              <dd className="font-medium">{text(`orderStatus.value.${result.order.status}` as const)}</dd>
              <dt className="text-muted">{text('orderStatus.placed')}</dt>
              <dd>{date(result.order.createdAt)}</dd>
              <dt className="text-muted">{text('orderStatus.updated')}</dt>
              <dd>{date(result.order.updatedAt)}</dd>
              <dt className="text-muted">{text('orderStatus.items')}</dt>
              <dd className="tabular">{result.order.itemCount}</dd>
              <dt className="text-muted">{text('orderStatus.total')}</dt>
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
