import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect } from 'storybook/test';
import { orderConfirmationLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { OrderConfirmation } from './order-confirmation';
import { OrderSummary } from './order-summary';

const meta = {
  component: OrderConfirmation,
  args: { orderNumber: 'IM-2026-004217', email: 'maja@example.com', continueHref: '/en-us' },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof OrderConfirmation>>((l) => ({
      labels: l.labels(orderConfirmationLabels),
    })),
  ],
} satisfies Meta<typeof OrderConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(canvas.getByText('IM-2026-004217')).toBeVisible();
    await expect(canvas.getByText('A confirmation has been sent to maja@example.com.')).toBeVisible();
  },
};

export const WithPreOrderAndSummary: Story = {
  args: {
    hasPreOrder: true,
    summary: (
      <OrderSummary
        currency="usd"
        subtotal={189_000}
        delivery={0}
        tax={{ kind: 'salesTax', amount: 15_593 }}
        total={204_593}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Pre-ordered items ship when they arrive/)).toBeVisible();
    await expect(canvas.getByText('$2,045.93')).toBeVisible();
  },
};
