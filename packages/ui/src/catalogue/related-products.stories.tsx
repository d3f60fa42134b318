import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { demoDetails } from './__fixtures__/details.stories.data';
import { RelatedProducts } from './related-products';

const meta = {
  component: RelatedProducts,
  args: { products: demoDetails.related ?? [] },
  tags: ['autodocs'],
} satisfies Meta<typeof RelatedProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Related products' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
  },
};

export const PricesHidden: Story = { args: { cardProps: { mode: 'pricesHidden' } } };
