import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn } from 'storybook/test';
import { myListLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import {
  barbellOptionLabels,
  barbellValueLabels,
  demoBuilds,
  demoFavourites,
} from './__fixtures__/lists.stories.data';
import { MyList } from './my-list';

const meta = {
  component: MyList,
  args: {
    favourites: demoFavourites,
    builds: demoBuilds,
    buildCardProps: { optionLabels: barbellOptionLabels, valueLabels: barbellValueLabels },
    buildEditHref: (build) => `/en-us/configurator-options?build=${build.code}`,
    onQuantityChange: fn(),
    onRemove: fn(),
    onBuildQuantityChange: fn(),
    onRemoveBuild: fn(),
    onMoveAllToCart: fn(),
    onShare: fn(),
    onRequestQuote: fn(),
  },
  tags: ['autodocs'],
  decorators: [
    // My List shows no money; a quote-only channel (en-ae) shows the quote list.
    localised<ComponentProps<typeof MyList>>((l, args) => ({
      labels: l.labels(myListLabels),
      quoteOnly: args.quoteOnly || l.mode === 'quoteOnly' || undefined,
    })),
  ],
} satisfies Meta<typeof MyList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My List' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Move all to cart' }));
    await expect(args.onMoveAllToCart).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Share with sales staff' }));
    await expect(args.onShare).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Request a quote' }));
    await expect(args.onRequestQuote).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Barbell Set 1' }));
    await expect(args.onRemoveBuild).toHaveBeenCalledWith('barbell-set_1');
    await expect(canvas.getByText('Available on quote only')).toBeVisible();
  },
};

export const QuoteOnly: Story = {
  args: { quoteOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My quote list' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Move all to cart' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Request a quote' })).toBeVisible();
  },
};

export const BuildsOnly: Story = {
  args: { favourites: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Move all to cart' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Barbell Set 1' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { favourites: [], builds: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your list is empty.')).toBeVisible();
  },
};

/** Before the stored list is read: only a status. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};
