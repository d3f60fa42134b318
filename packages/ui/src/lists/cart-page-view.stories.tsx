import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn } from 'storybook/test';
import { localised } from '../test/story-locale';
import { demoCart } from './__fixtures__/lists.stories.data';
import { CartPageView } from './cart-page-view';
import { cartPageViewTexts } from './texts';

const meta = {
  component: CartPageView,
  args: {
    cart: demoCart,
    myListHref: '/en-us/my-list',
    pricesShown: true,
    onMoveToList: fn(),
    onQuantityChange: fn(),
    onRemove: fn(),
    onCheckout: fn(),
  },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof CartPageView>>((l, args) => ({
      ...l.labels(cartPageViewTexts),
      locale: l.locale,
      quoteOnly: args.quoteOnly || l.mode === 'quoteOnly' || undefined,
    })),
  ],
} satisfies Meta<typeof CartPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cart with its move to My List under it. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: /^Cart/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Move to My List' }));
    await expect(args.onMoveToList).toHaveBeenCalledOnce();
  },
};

/** Prices hidden (or not known yet): no move to My List. */
export const PricesHidden: Story = {
  args: { pricesShown: false, pricesHidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Move to My List' })).toBeNull();
  },
};

/** A quote-only region (spec §1): the list's wording, the move to My List and the link to it, no cart. */
export const QuoteOnly: Story = {
  args: { quoteOnly: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My List' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My List' })).toHaveAttribute('href', '/en-us/my-list');
    await expect(canvas.queryByRole('button', { name: 'Go to checkout' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Move to My List' }));
    await expect(args.onMoveToList).toHaveBeenCalledOnce();
  },
};

/** A quote-only region with nothing in the cart: no move action. */
export const QuoteOnlyNothingToMove: Story = {
  args: { quoteOnly: true, onMoveToList: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Move to My List' })).toBeNull();
  },
};
