import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn } from 'storybook/test';
import { productCardLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import {
  demoBar,
  demoBelt,
  demoPlate,
  demoProducts,
  demoRack,
  demoSaleBar,
} from './__fixtures__/products.stories.data';
import { ProductCard } from './product-card';

const meta = {
  component: ProductCard,
  args: { product: demoBar, onAddToCart: fn(), onToggleList: fn() },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof ProductCard>>((l, args) => ({
      product: { ...args.product, price: args.product.price && l.price(args.product.price) },
      mode: args.mode ?? (l.mode === 'price' ? undefined : l.mode),
      locale: args.locale ?? l.locale,
      showVatNote: args.showVatNote ?? (l.vat || undefined),
      labels: l.labels(productCardLabels),
    })),
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: demoBar.name })).toBeVisible();
    // US prices carry sales tax at checkout: no VAT note by default.
    await expect(canvas.queryByText(/VAT/)).toBeNull();
    await expect(canvas.getByText('$1,299.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledOnce();
    await expect(args.onAddToCart).toHaveBeenCalledWith(demoBar.code);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to My List' }));
    await expect(args.onToggleList).toHaveBeenCalledWith(demoBar.code);
  },
};

export const Sale: Story = {
  args: { product: demoSaleBar },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$749.00').tagName).toBe('S');
    await expect(canvas.getByText(/lowest price in the last 30 days/)).toHaveTextContent('$629.00');
    await expect(canvas.getByText('Sale')).toBeVisible();
  },
};

export const PreOrder: Story = {
  args: { product: demoRack },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pre-order – shipped within 3 weeks')).toBeVisible();
  },
};

export const OutOfStock: Story = {
  args: { product: demoPlate },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Out of stock')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  },
};

export const InMyList: Story = {
  args: { product: demoBelt, inList: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add to My List' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Loading: Story = {
  args: { product: { ...demoBar, price: undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading price');
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  },
};

export const VatIncluded: Story = {
  args: {
    product: {
      ...demoSaleBar,
      price: {
        amount: 649_900,
        compareAt: 799_900,
        lowestPrice30d: 699_900,
        currency: 'sek',
        vatIncluded: true,
      },
    },
    locale: 'sv-SE',
    showVatNote: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('incl. VAT')).toBeVisible();
  },
};

export const PricesHidden: Story = {
  args: { mode: 'pricesHidden' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Prices are not shown in your country')).toBeVisible();
    await expect(canvas.queryByText('$1,299.00')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  },
};

export const QuoteOnly: Story = {
  args: { mode: 'quoteOnly' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Request a quote')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to quote list' }));
    await expect(args.onToggleList).toHaveBeenCalledOnce();
  },
};

/**
 * Every story follows the toolbar's Locale switch (translated labels, the channel's currency, prices
 * hidden in a forbidden country, quote-only in the UAE); this one pins the Swedish channel.
 */
export const Swedish: Story = {
  globals: { locale: 'sv-se' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Lägg i varukorgen' })).toBeVisible();
    await expect(canvas.getByText(/13\s640(,00)?\skr/)).toBeVisible();
    await expect(canvas.getByText('inkl. moms')).toBeVisible();
  },
};

export const AllStates: Story = {
  decorators: [
    (Story) => (
      <div className="grid max-w-none grid-cols-2 gap-4 desk:grid-cols-4">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <>
      {demoProducts.map((product) => (
        <ProductCard key={product.code} {...args} product={product} />
      ))}
      <ProductCard {...args} product={{ ...demoBar, price: undefined }} />
      <ProductCard {...args} product={demoSaleBar} mode="pricesHidden" />
      <ProductCard {...args} product={demoRack} mode="quoteOnly" />
    </>
  ),
};

/** The dark surface (footer / hero theme): tokens flip and contrast still passes axe. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { product: demoSaleBar },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-theme="dark"]')).not.toBeNull();
  },
};
