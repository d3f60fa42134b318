import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../catalogue/__fixtures__/axe.test.helper';
import { OrderStatusForm, type OrderStatusOutcome, type OrderStatusSummary } from './order-status-form';

const order: OrderStatusSummary = {
  orderNumber: 'IM-260312-7QK4',
  status: 'processing',
  createdAt: '2026-03-12T09:30:00Z',
  updatedAt: '2026-03-14T15:05:00Z',
  itemCount: 2,
  total: 45_000,
  currency: 'sek',
};

async function lookUp(user: ReturnType<typeof userEvent.setup>, orderNumber = order.orderNumber) {
  await user.clear(screen.getByRole('textbox', { name: 'Order number' }));
  await user.type(screen.getByRole('textbox', { name: 'Order number' }), orderNumber);
  await user.clear(screen.getByRole('textbox', { name: 'Email' }));
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'buyer@example.com');
  await user.click(screen.getByRole('button', { name: 'Check status' }));
}

describe('OrderStatusForm', () => {
  it('announces the check’s message under the order number, focuses it and looks nothing up', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (): Promise<OrderStatusOutcome> => ({ kind: 'not-found' }));
    const { container } = render(
      <OrderStatusForm validate={() => ({ orderNumber: 'Invalid order number' })} onSubmit={onSubmit} />,
    );
    await lookUp(user, '??');
    const orderNumber = screen.getByRole('textbox', { name: 'Order number' });
    expect(orderNumber).toHaveAccessibleDescription('Invalid order number');
    expect(orderNumber).toHaveAttribute('aria-invalid', 'true');
    expect(orderNumber).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  }, 30_000);

  it('looks the values up and shows the order in the locale’s formats', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (): Promise<OrderStatusOutcome> => ({ kind: 'found', order }));
    const { container } = render(
      <OrderStatusForm
        locale="sv-SE"
        onSubmit={onSubmit}
        labels={{ result: 'Order {0}', statuses: { ...statusesInEnglish(), processing: 'Packas' } }}
      />,
    );
    await lookUp(user);
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit).toHaveBeenCalledWith({ orderNumber: order.orderNumber, email: 'buyer@example.com' });
    expect(await screen.findByRole('heading', { name: 'Order IM-260312-7QK4' })).toBeInTheDocument();
    const answer = screen.getByRole('region', { name: 'Order IM-260312-7QK4' });
    expect(answer).toHaveTextContent('Packas');
    expect(answer.textContent).toContain(
      new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK' }).format(450),
    );
    expect(answer.closest('[aria-live="polite"]')).not.toBeNull();
    await expectNoAxeViolations(container);
  }, 30_000);

  it('answers a wrong pair with one message; server field messages keep it, a failure clears it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi
      .fn<() => Promise<OrderStatusOutcome>>()
      .mockResolvedValueOnce({ kind: 'not-found' })
      .mockResolvedValueOnce({ kind: 'invalid', errors: { email: 'Invalid Email' } })
      .mockResolvedValueOnce({ kind: 'failed' });
    render(<OrderStatusForm onSubmit={onSubmit} />);
    await lookUp(user, 'IM-000000-NONE');
    const notFound = /We could not find an order with that order number and e-mail address/;
    expect(await screen.findByText(notFound)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check status' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Invalid Email'));
    expect(email).toHaveFocus();
    expect(screen.getByText(notFound)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check status' }));
    await waitFor(() => expect(screen.queryByText(notFound)).toBeNull());
    expect(onSubmit).toHaveBeenCalledTimes(3);
  });
});

function statusesInEnglish() {
  return {
    placed: 'Order received',
    paid: 'Paid',
    processing: 'Being prepared',
    shipped: 'Shipped',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  };
}
