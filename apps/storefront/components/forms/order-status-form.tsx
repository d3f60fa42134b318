'use client';

import { useChannel, useT } from '@ironmark/channel/react';
import { FetchError, type FormIssue, fetchApi, ModelStateError, withFallback } from '@ironmark/commerce';
import {
  type OrderStatusFormField,
  type OrderStatusFormValues,
  OrderStatusForm as OrderStatusFormView,
  type OrderStatusOutcome,
  orderStatusFormTexts,
} from '@ironmark/ui/checkout';
import type { PageTextKey } from '@ironmark/ui/content';
import { useToast } from '@ironmark/ui/shell';
import { toastOf } from '../../lib/toast-of';
import { usePageText } from '../content/use-page-text';

const FIELDS: readonly OrderStatusFormField[] = ['orderNumber', 'email'];

const checks = () => import('./form-checks');

/**
 * The order status lookup (`@ironmark/ui/checkout`'s) wired to `GET /api/orders/status`. A wrong
 * order number and e-mail pair gets one clear message (the server answers 404 for both cases, so
 * order numbers cannot be probed); a rate limit or any other failure shows a toast.
 */
export function OrderStatusForm() {
  const text = usePageText();
  const t = useT();
  const { locale } = useChannel();
  const { show } = useToast();

  // The order number's own 'required' text (spec §5); other codes as every form shows them.
  const messages = async (issues: readonly FormIssue[]) =>
    (await checks()).translateFieldProblems(
      issues,
      FIELDS,
      withFallback(t),
      { orderNumber: text('orderStatus.orderNumberNoun') },
      { orderNumber: { required: 'orderStatus.orderNumberRequired' } },
    );

  const check = async (values: OrderStatusFormValues) =>
    (await checks()).orderStatusRequestSchema.safeParse(values, { reportInput: true });

  const lookUp = async (values: OrderStatusFormValues): Promise<OrderStatusOutcome> => {
    const checked = await check(values);
    if (!checked.success) return { kind: 'invalid', errors: await messages(checked.error.issues) };
    try {
      const query = new URLSearchParams({ orderNumber: checked.data.orderNumber, email: checked.data.email });
      const order = await fetchApi(`/api/orders/status?${query}`, {
        schema: async () => (await checks()).orderStatusSchema,
        headers: { accept: 'application/json' },
      });
      return { kind: 'found', order };
    } catch (error) {
      if (error instanceof FetchError && error.status === 404) return { kind: 'not-found' };
      const errors = error instanceof ModelStateError ? await messages(error.issues) : {};
      if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
      show(toastOf((await checks()).notificationFor(error, (key) => t(key))));
      return { kind: 'failed' };
    }
  };

  return (
    <OrderStatusFormView
      locale={locale}
      // The builder asks only for keys of pageTexts (the 'orderStatus.*' texts).
      labels={orderStatusFormTexts((key, args) => text(key as PageTextKey, args))}
      validate={async (values) => {
        const checked = await check(values);
        return checked.success ? undefined : messages(checked.error.issues);
      }}
      onSubmit={lookUp}
    />
  );
}
