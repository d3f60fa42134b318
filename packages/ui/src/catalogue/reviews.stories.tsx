import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { demoReviews } from './__fixtures__/details.stories.data';
import { Reviews } from './reviews';

const meta = {
  component: Reviews,
  args: { reviews: demoReviews },
  tags: ['autodocs'],
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
