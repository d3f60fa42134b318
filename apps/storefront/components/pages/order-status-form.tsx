'use client';

import {
  FetchError,
  fetchApi,
  ModelStateError,
  orderStatusRequestSchema,
  orderStatusSchema,
} from '@ironmark/commerce';
import {
  type OrderStatusFormField,
  type OrderStatusFormValues,
  OrderStatusForm as OrderStatusFormView,
  type OrderStatusOutcome,
  orderStatusFormTexts,
} from '@ironmark/ui/checkout';
import { useChannel } from '../../lib/channel-context';
import { useT } from '../../lib/i18n';
import { useToast } from '../../lib/toast-context';
import { type FieldProblem, firstProblems, localiseFieldProblems } from './field-messages';
import { toastFor } from './notify';
import type { PageTextKey } from './texts';
import { usePageText } from './use-page-text';

const FIELDS: readonly OrderStatusFormField[] = ['orderNumber', 'email'];

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
  const messages = (problems: Record<string, FieldProblem>) =>
    localiseFieldProblems(
      problems,
      FIELDS,
      text,
      { orderNumber: text('orderStatus.orderNumberNoun') },
      { orderNumber: { required: 'orderStatus.orderNumberRequired' } },
    );

  const lookUp = async (values: OrderStatusFormValues): Promise<OrderStatusOutcome> => {
    const checked = orderStatusRequestSchema.safeParse(values, { reportInput: true });
    if (!checked.success) return { kind: 'invalid', errors: messages(firstProblems(checked.error.issues)) };
    try {
      const query = new URLSearchParams({ orderNumber: checked.data.orderNumber, email: checked.data.email });
      const order = await fetchApi(`/api/orders/status?${query}`, {
        schema: orderStatusSchema,
        headers: { accept: 'application/json' },
      });
      return { kind: 'found', order };
    } catch (error) {
      if (error instanceof FetchError && error.status === 404) return { kind: 'not-found' };
      const errors = error instanceof ModelStateError ? messages(firstProblems(error.issues)) : {};
      if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
      show(toastFor(error, (key) => t(key)));
      return { kind: 'failed' };
    }
  };

  return (
    <OrderStatusFormView
      locale={locale}
      // The builder asks only for keys of pageTexts (the 'orderStatus.*' texts).
      labels={orderStatusFormTexts((key, args) => text(key as PageTextKey, args))}
      validate={(values) => {
        const checked = orderStatusRequestSchema.safeParse(values, { reportInput: true });
        return checked.success ? undefined : messages(firstProblems(checked.error.issues));
      }}
      onSubmit={lookUp}
    />
  );
}
