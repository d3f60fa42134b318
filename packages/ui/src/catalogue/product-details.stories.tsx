import { type OptionVariant, optionGroups } from '@ironmark/cart-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { productDetailsLabels, reviewsLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { demoDetails, demoReviews } from './__fixtures__/details.stories.data';
import { hoodieImage } from './__fixtures__/images.stories.data';
import { ProductDetails } from './product-details';
import { ProductReviews } from './reviews';

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
      children: args.children ?? (
        <ProductReviews reviews={demoReviews} locale={l.locale} labels={l.labels(reviewsLabels)} />
      ),
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
    await expect(canvas.getByRole('heading', { level: 2, name: 'Reviews' })).toBeVisible();
    // The sections are native disclosures: specifications open, the others closed until chosen.
    await expect(canvas.getByText('10-year warranty')).not.toBeVisible();
    await userEvent.click(canvas.getByRole('heading', { level: 2, name: 'Warranty' }));
    await expect(canvas.getByText('10-year warranty')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '15 kg' }));
    await expect(args.onVariantChange).toHaveBeenCalledWith('IM-BAR-15-W');
  },
};

const HOODIE_COLOURS = [
  ['BK', 'Black', '#18181a'],
  ['RD', 'Red', '#a50f25'],
] as const;
const hoodieVariants: OptionVariant[] = HOODIE_COLOURS.flatMap(([key, colour]) =>
  ['S', 'M', 'L'].map((size) => ({ code: `HOOD-${key}-${size}`, options: { colour, size } })),
);
/** Red S is sold out. */
const hoodieAvailable = (code: string) => code !== 'HOOD-RD-S';

/**
 * Apparel: colour and size as two choices; a sold-out combination is disabled; the gallery shows
 * the chosen colour's image (as the storefront wires it: cart-core's option groups, one image per colour).
 */
export const ApparelByOption: Story = {
  render: function Render(args) {
    const [code, setCode] = useState('HOOD-BK-M');
    return (
      <ProductDetails
        {...args}
        product={{
          ...args.product,
          code,
          name: 'Hoodie',
          description: 'Heavyweight cotton hoodie.',
          images: HOODIE_COLOURS.map(([, colour, hex]) => ({
            url: hoodieImage(hex),
            alt: `Hoodie, ${colour.toLowerCase()}`,
          })),
          imageIndex: code.startsWith('HOOD-RD') ? 1 : 0,
          variants: undefined,
          optionGroups: optionGroups(hoodieVariants, code, hoodieAvailable),
          optionLabels: { colour: 'Colour', size: 'Size' },
          related: undefined,
        }}
        onVariantChange={(next) => {
          setCode(next);
          args.onVariantChange?.(next);
        }}
      />
    );
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(2);
    await expect(canvas.getByRole('img', { name: 'Hoodie, black' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Red' }));
    await expect(args.onVariantChange).toHaveBeenCalledWith('HOOD-RD-M');
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Hoodie, red' })).toBeVisible());
    await expect(canvas.getByRole('radio', { name: /^S\W+not available$/ })).toBeDisabled();
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
