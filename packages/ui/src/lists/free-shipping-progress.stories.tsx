import { FREE_SHIPPING_THRESHOLD_MINOR } from '@ironmark/config/constants';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect } from 'storybook/test';
import { freeShippingLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { FreeShippingProgress } from './free-shipping-progress';

const meta = {
  component: FreeShippingProgress,
  args: { subTotal: 32_000, currency: 'usd' },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof FreeShippingProgress>>((l, args) => ({
      locale: args.locale ?? l.locale,
      currency: l.currency,
      subTotal: l.money(args.subTotal),
      // The threshold converts with the subtotal ('orders over $500' in the channel's money).
      threshold: l.currency === 'usd' ? undefined : l.money(args.threshold ?? FREE_SHIPPING_THRESHOLD_MINOR),
      labels: l.labels(freeShippingLabels),
    })),
  ],
} satisfies Meta<typeof FreeShippingProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Add $180.00 more for free shipping')).toBeVisible();
  },
};

export const Reached: Story = {
  args: { subTotal: 50_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your order ships free')).toBeVisible();
  },
};

export const EmptyCart: Story = {
  args: { subTotal: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Add $500.00 more for free shipping')).toBeVisible();
  },
};
