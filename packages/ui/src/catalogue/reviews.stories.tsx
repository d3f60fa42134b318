import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect } from 'storybook/test';
import { reviewsLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { demoReviews } from './__fixtures__/details.stories.data';
import { Reviews } from './reviews';

const meta = {
  component: Reviews,
  args: { reviews: demoReviews },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof Reviews>>((l, args) => ({
      locale: args.locale ?? l.locale,
      labels: l.labels(reviewsLabels),
    })),
  ],
} satisfies Meta<typeof Reviews>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4.5')).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: '4.5 out of 5 stars' })[0]).toBeVisible();
    await expect(canvas.getByText('3 reviews')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { reviews: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No reviews yet.')).toBeVisible();
  },
};
