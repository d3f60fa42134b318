import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { localised } from '../test/story-locale';
import {
  OrderStatusForm,
  type OrderStatusFormErrors,
  type OrderStatusFormValues,
  type OrderStatusOutcome,
  type OrderStatusSummary,
} from './order-status-form';
import { orderStatusFormTexts } from './texts';

/** The storefront's check in English (commerce's order status request schema). */
const demoValidate = (values: OrderStatusFormValues): OrderStatusFormErrors | undefined => {
  const errors: OrderStatusFormErrors = {};
  if (!values.orderNumber.trim()) errors.orderNumber = 'Order number is required';
  else if (!/^[A-Z0-9-]+$/i.test(values.orderNumber.trim())) errors.orderNumber = 'Invalid order number';
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email)) errors.email = 'Invalid Email';
  return Object.keys(errors).length > 0 ? errors : undefined;
};

const shipped: OrderStatusSummary = {
  orderNumber: 'IM-260312-7QK4',
  status: 'shipped',
  createdAt: '2026-03-12T09:30:00Z',
  updatedAt: '2026-03-14T15:05:00Z',
  itemCount: 3,
  total: 129_900,
  currency: 'usd',
};

const meta = {
  component: OrderStatusForm,
  args: {
    validate: demoValidate,
    onSubmit: fn(
      async (values: OrderStatusFormValues): Promise<OrderStatusOutcome> =>
        values.orderNumber === shipped.orderNumber
          ? { kind: 'found', order: shipped }
          : { kind: 'not-found' },
    ),
  },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof OrderStatusForm>>((l) => ({
      labels: l.labels(orderStatusFormTexts),
      locale: l.locale,
    })),
  ],
} satisfies Meta<typeof OrderStatusForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: nothing is marked invalid and no answer shows before the first lookup. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const orderNumber = canvas.getByRole('textbox', { name: 'Order number' });
    await expect(orderNumber).toHaveValue('');
    await expect(orderNumber).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Check status' })).toBeEnabled();
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Filled and found: `onSubmit` gets the values once; the order's status, dates, items and total show. */
export const Filled: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Order number' }), shipped.orderNumber);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'buyer@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Check status' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      orderNumber: shipped.orderNumber,
      email: 'buyer@example.com',
    });
    await expect(await canvas.findByRole('heading', { name: 'Order IM-260312-7QK4' })).toBeVisible();
    await expect(canvas.getByText('Shipped')).toBeVisible();
    await expect(canvas.getByText('$1,299.00')).toBeVisible();
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Status',
      'Placed',
      'Last updated',
      'Items',
      'Order total',
    ]);
  },
};

/** Not found: a wrong order number and e-mail pair gets one clear message. */
export const NotFound: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Order number' }), 'IM-000000-NONE');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'buyer@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Check status' }));
    await expect(
      await canvas.findByText(/We could not find an order with that order number and e-mail address/),
    ).toBeVisible();
  },
};

/** Validation errors: the messages under the fields, the first failing field focused, nothing looked up. */
export const ValidationErrors: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Order number' }), '??');
    await userEvent.click(canvas.getByRole('button', { name: 'Check status' }));
    const orderNumber = canvas.getByRole('textbox', { name: 'Order number' });
    await expect(orderNumber).toHaveAccessibleDescription('Invalid order number');
    await expect(orderNumber).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Invalid Email');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Server errors: the server's model state comes back as messages under the fields. */
export const ServerErrors: Story = {
  args: {
    onSubmit: fn(
      async (_values: OrderStatusFormValues): Promise<OrderStatusOutcome> => ({
        kind: 'invalid',
        errors: { email: 'Invalid Email' },
      }),
    ),
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Order number' }), shipped.orderNumber);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'buyer@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Check status' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Invalid Email'));
    await expect(email).toHaveFocus();
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Submitting: the lookup runs; the button says so, is disabled and the form is busy. */
export const Submitting: Story = {
  args: {
    // Never settles, so the form stays in its busy state for review and axe.
    onSubmit: fn((_values: OrderStatusFormValues) => new Promise<OrderStatusOutcome>(() => {})),
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Order number' }), shipped.orderNumber);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'buyer@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Check status' }));
    const button = await canvas.findByRole('button', { name: 'Checking…' });
    await expect(button).toBeDisabled();
    await expect(button.closest('form')).toHaveAttribute('aria-busy', 'true');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};
