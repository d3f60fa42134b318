import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProductJsonLd } from './product-json-ld';

const product = {
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Power Bar 20 kg',
  brand: { '@type': 'Brand', name: 'Ironmark' },
};

/** Nothing to see: the script is for search engines. The stories check what it carries. */
const meta = {
  component: ProductJsonLd,
  args: { data: product },
  tags: ['autodocs'],
} satisfies Meta<typeof ProductJsonLd>;

export default meta;
type Story = StoryObj<typeof meta>;

const jsonOf = (root: HTMLElement) =>
  JSON.parse(root.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null');

/** The shared page's script: no offers, since the visitor is not known yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(jsonOf(canvasElement)).toEqual(product);
  },
};

/** A visitor who may see prices: one offer per variant. */
export const WithOffers: Story = {
  args: {
    offers: [{ '@type': 'Offer', sku: 'IM-BAR-20-P', price: '1299.00', priceCurrency: 'USD' }],
  },
  play: async ({ canvasElement }) => {
    await expect(jsonOf(canvasElement).offers).toHaveLength(1);
  },
};
