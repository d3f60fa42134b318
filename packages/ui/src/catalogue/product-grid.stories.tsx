import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { productCardLabels } from '../test/story-labels';
import { type StoryLocale, storyLocale } from '../test/story-locale';
import { demoProducts } from './__fixtures__/products.stories.data';
import { ProductCard, type ProductCardProps } from './product-card';
import { ProductGrid } from './product-grid';

/** A card's props in the toolbar's channel: its money, selling mode, VAT note and texts. */
function cardProps(l: StoryLocale, product: ProductCardProps['product']): ProductCardProps {
  return {
    product: { ...product, price: product.price && l.price(product.price) },
    locale: l.locale,
    showVatNote: l.vat,
    ...(l.mode === 'price' ? {} : { mode: l.mode }),
    ...(l.labels(productCardLabels) ? { labels: l.labels(productCardLabels) } : {}),
  };
}

const meta = {
  component: ProductGrid,
  args: { label: 'Weightlifting bars' },
  tags: ['autodocs'],
  render: (args, context) => {
    const l = storyLocale(context);
    return (
      <ProductGrid {...args}>
        {demoProducts.map((product, index) => (
          <ProductCard
            key={product.code}
            {...cardProps(l, product)}
            priority={index < 2}
            onAddToCart={fn()}
            onToggleList={fn()}
          />
        ))}
      </ProductGrid>
    );
  },
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
  render: (args, context) => {
    const l = storyLocale(context);
    return (
      <ProductGrid {...args}>
        {demoProducts.map((product) => (
          <ProductCard key={product.code} {...cardProps(l, { ...product, price: undefined })} />
        ))}
      </ProductGrid>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(demoProducts.length);
  },
};

export const QuoteOnly: Story = {
  render: (args, context) => {
    const l = storyLocale(context);
    return (
      <ProductGrid {...args}>
        {demoProducts.map((product) => (
          <ProductCard key={product.code} {...cardProps(l, product)} mode="quoteOnly" onToggleList={fn()} />
        ))}
      </ProductGrid>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Request a quote')).toHaveLength(demoProducts.length);
  },
};
