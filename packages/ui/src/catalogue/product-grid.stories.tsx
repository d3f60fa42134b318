import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { demoProducts } from './__fixtures__/products.stories.data';
import { ProductCard } from './product-card';
import { ProductGrid } from './product-grid';

const meta = {
  component: ProductGrid,
  args: { label: 'Weightlifting bars' },
  tags: ['autodocs'],
  render: (args) => (
    <ProductGrid {...args}>
      {demoProducts.map((product, index) => (
        <ProductCard
          key={product.code}
          product={product}
          priority={index < 2}
          onAddToCart={fn()}
          onToggleList={fn()}
        />
      ))}
    </ProductGrid>
  ),
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Weightlifting bars' });
    await expect(list.children).toHaveLength(demoProducts.length);
  },
};

export const Loading: Story = {
  render: (args) => (
    <ProductGrid {...args}>
      {demoProducts.map((product) => (
        <ProductCard key={product.code} product={{ ...product, price: undefined }} />
      ))}
    </ProductGrid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(demoProducts.length);
  },
};

export const QuoteOnly: Story = {
  render: (args) => (
    <ProductGrid {...args}>
      {demoProducts.map((product) => (
        <ProductCard key={product.code} product={product} mode="quoteOnly" onToggleList={fn()} />
      ))}
    </ProductGrid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Request a quote')).toHaveLength(demoProducts.length);
  },
};
