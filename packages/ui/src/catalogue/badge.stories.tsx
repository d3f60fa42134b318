import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect } from 'storybook/test';
import { badgeLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { Badge } from './badge';
import type { BadgeKind } from './types';

const meta = {
  component: Badge,
  args: { kind: 'sale' },
  tags: ['autodocs'],
  decorators: [localised<ComponentProps<typeof Badge>>((l) => ({ labels: l.labels(badgeLabels) }))],
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sale: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sale')).toBeVisible();
  },
};
export const Discontinued: Story = { args: { kind: 'discontinued' } };
export const LimitedEdition: Story = { args: { kind: 'limitedEdition' } };
export const NewArrival: Story = { args: { kind: 'newArrival' } };
export const ComingSoon: Story = { args: { kind: 'comingSoon' } };
export const None: Story = {
  args: { kind: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="badge"]')).toBeNull();
  },
};

const kinds: BadgeKind[] = ['discontinued', 'sale', 'limitedEdition', 'newArrival', 'comingSoon'];
export const AllStates: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {kinds.map((kind) => (
        <Badge key={kind} kind={kind} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/./)).toHaveLength(5);
  },
};
