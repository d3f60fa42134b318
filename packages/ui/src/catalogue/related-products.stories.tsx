import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect } from 'storybook/test';
import { productCardLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { demoDetails } from './__fixtures__/details.stories.data';
import { RelatedProducts } from './related-products';

const meta = {
  component: RelatedProducts,
  args: { products: demoDetails.related ?? [] },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof RelatedProducts>>((l, args) => ({
      products: args.products.map((p) => ({ ...p, price: p.price && l.price(p.price) })),
      cardProps: {
        ...args.cardProps,
        locale: l.locale,
        ...(l.mode === 'price' ? {} : { mode: l.mode }),
        ...(l.vat ? { showVatNote: true } : {}),
        ...(l.labels(productCardLabels) ? { labels: l.labels(productCardLabels) } : {}),
      },
    })),
  ],
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
