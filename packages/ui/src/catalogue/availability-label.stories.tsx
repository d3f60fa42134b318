import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect } from 'storybook/test';
import { availabilityLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { AvailabilityLabel } from './availability-label';

const meta = {
  component: AvailabilityLabel,
  args: { kind: 'in-stock' },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof AvailabilityLabel>>((l) => ({ labels: l.labels(availabilityLabels) })),
  ],
} satisfies Meta<typeof AvailabilityLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In stock')).toBeVisible();
  },
};
export const LowStock: Story = { args: { kind: 'low-stock' } };
export const OutOfStock: Story = { args: { kind: 'out-of-stock' } };
export const PreOrder: Story = {
  args: { kind: 'pre-order', estimatedDeliveryDays: 45 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pre-order – shipped within 7 weeks')).toBeVisible();
  },
};
export const PreOrderMonths: Story = {
  args: { kind: 'pre-order', estimatedDeliveryDays: 90 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pre-order – shipped within 3 months')).toBeVisible();
  },
};
export const MadeToOrder: Story = { args: { kind: 'made-to-order' } };
export const ComingSoon: Story = { args: { kind: 'coming-soon' } };
export const Discontinued: Story = { args: { kind: 'discontinued' } };

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-2">
      <AvailabilityLabel kind="in-stock" />
      <AvailabilityLabel kind="low-stock" />
      <AvailabilityLabel kind="out-of-stock" />
      <AvailabilityLabel kind="pre-order" estimatedDeliveryDays={5} />
      <AvailabilityLabel kind="pre-order" estimatedDeliveryDays={21} />
      <AvailabilityLabel kind="pre-order" estimatedDeliveryDays={120} />
      <AvailabilityLabel kind="made-to-order" />
      <AvailabilityLabel kind="coming-soon" />
      <AvailabilityLabel kind="discontinued" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pre-order – shipped within 5 days')).toBeVisible();
  },
};
