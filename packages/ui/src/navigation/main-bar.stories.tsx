import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { mainBarLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { demoNavigation } from './demo.stories.data';
import { MainBar } from './main-bar';

const meta = {
  component: MainBar,
  args: {
    primary: demoNavigation.primary,
    focus: demoNavigation.focus,
    counts: { cart: 0, quoteList: 0, builds: 0 },
    // As the storefront does: an item with children opens its panel instead of following its link.
    onPrimaryClick: fn((_index: number, _item: unknown, event: { preventDefault(): void }) =>
      event.preventDefault(),
    ),
    onMenuClick: fn(),
    onSearchClick: fn(),
  },
  tags: ['autodocs'],
  decorators: [localised<ComponentProps<typeof MainBar>>((l) => ({ labels: l.labels(mainBarLabels) }))],
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof MainBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No badges at 0; the logo links home. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Ironmark home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    await expect(canvas.queryByText('0')).toBeNull();
  },
};

/** Badges above 0; builds are added to the quote-list count. */
export const WithCounts: Story = {
  args: { counts: { cart: 4, quoteList: 2, builds: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'My List, 3 items' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Cart, 4 items' })).toBeInTheDocument();
  },
};

/** Only builds: the quote-list badge still shows. */
export const OnlyBuilds: Story = {
  args: { counts: { cart: 0, quoteList: 0, builds: 2 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'My List, 2 items' })).toBeInTheDocument();
  },
};

/** Quote-only regions hide the cart. */
export const QuoteOnly: Story = {
  args: { hideCart: true, counts: { cart: 3, quoteList: 1, builds: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /Cart/ })).toBeNull();
  },
};

export const Buttons: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearchClick).toHaveBeenCalledOnce();
    // Primary items are real links (they work without JavaScript); with it, a click opens the panel.
    await userEvent.click(canvas.getByRole('link', { name: 'Equipment' }));
    await expect(args.onPrimaryClick).toHaveBeenCalledWith(0, args.primary[0], expect.anything());
    await expect(canvas.getByRole('link', { name: 'Outlet' })).toHaveAttribute('data-slot', 'focus-link');
  },
};

export const MenuOpen: Story = { args: { openNode: 'root-0', menuId: 'menu' } };
