import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect } from 'storybook/test';
import { localised } from '../test/story-locale';
import { LoadingView, Skeleton } from './skeleton';

const meta = {
  component: LoadingView,
  args: {},
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof LoadingView>>((l) => ({ label: l.labels((t) => t('button.loading')) })),
  ],
} satisfies Meta<typeof LoadingView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const EightCards: Story = { args: { cards: 8 } };

export const SkeletonBlocks: Story = {
  render: () => (
    <div className="flex max-w-sm flex-col gap-2">
      <Skeleton className="aspect-[5/4] w-full" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  ),
};
