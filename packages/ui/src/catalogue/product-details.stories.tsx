import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn } from 'storybook/test';
import { productDetailsLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { demoDetails } from './__fixtures__/details.stories.data';
import { ProductDetails } from './product-details';

const meta = {
  component: ProductDetails,
  args: {
    product: demoDetails,
    breadcrumbs: [
      { label: 'Home', href: '/en-us' },
      { label: 'Bars', href: '/en-us/equipment/bars' },
      { label: demoDetails.name, href: '/en-us/p/competition-weightlifting-bar-20kg' },
    ],
    maxQuantity: 4,
    onAddToCart: fn(),
    onToggleList: fn(),
    onVariantChange: fn(),
  },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof ProductDetails>>((l, args) => ({
      product: {
        ...args.product,
        price: args.product.price && l.price(args.product.price),
        related: args.product.related?.map((p) => ({ ...p, price: p.price && l.price(p.price) })),
      },
      mode: args.mode ?? (l.mode === 'price' ? undefined : l.mode),
      locale: args.locale ?? l.locale,
      showVatNote: args.showVatNote ?? (l.vat || undefined),
      labels: l.labels(productDetailsLabels),
    })),
  ],
} satisfies Meta<typeof ProductDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: demoDetails.name })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(canvas.getAllByRole('button', { name: 'Add to cart' })[0]!);
    await expect(args.onAddToCart).toHaveBeenCalledWith(demoDetails.code, 2);
    await expect(canvas.getByRole('table', { name: 'Specifications' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Warranty/ }));
    await expect(canvas.getByText('10-year warranty')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '15 kg' }));
    await expect(args.onVariantChange).toHaveBeenCalledWith('IM-BAR-15-W');
  },
};

export const OutOfStock: Story = {
  args: { product: { ...demoDetails, availability: { kind: 'out-of-stock' }, badge: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Add to cart' })[0]).toBeDisabled();
  },
};

export const PreOrder: Story = {
  args: { product: { ...demoDetails, availability: { kind: 'pre-order', estimatedDeliveryDays: 60 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pre-order – shipped within 2 months')).toBeVisible();
  },
};

export const PricesHidden: Story = {
  args: { mode: 'pricesHidden' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Prices are not shown in your country').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  },
};

export const QuoteOnly: Story = {
  args: { mode: 'quoteOnly' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: 'Add to quote list' })[0]!);
    await expect(args.onToggleList).toHaveBeenCalledWith(demoDetails.code);
  },
};

export const Loading: Story = {
  args: { product: { ...demoDetails, price: undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('Loading price');
  },
};
