import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { mainBarLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { demoNavigation } from './demo.stories.data';
import { HeaderMenu, type MainBarCounts, SiteHeaderActions } from './header-islands';
import { MainBar } from './main-bar';

/** The bar's props plus the badge counts its islands take from {@link SiteHeaderActions}. */
type MainBarStoryArgs = ComponentProps<typeof MainBar> & { counts: MainBarCounts };

const meta = {
  component: MainBar,
  args: {
    primary: demoNavigation.primary,
    focus: demoNavigation.focus,
    counts: { cart: 0, quoteList: 0, builds: 0 },
  },
  // As in the storefront: the bar inside the menu's state and the page's counts.
  render: ({ counts, ...args }) => (
    <SiteHeaderActions counts={counts} onChooseLanguage={() => {}}>
      <HeaderMenu primary={args.primary} country="us" countryLabel="United States · English">
        <MainBar {...args} />
      </HeaderMenu>
    </SiteHeaderActions>
  ),
  tags: ['autodocs'],
  decorators: [localised<MainBarStoryArgs>((l) => ({ labels: l.labels(mainBarLabels) }))],
  globals: { viewport: { value: 'desktop' } },
  // The menu's dialog renders in a portal outside the story root: let axe check the whole page.
  parameters: { a11y: { context: 'body' } },
} satisfies Meta<MainBarStoryArgs>;

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

export const Links: Story = {
  play: async ({ canvas }) => {
    // Search is a link to the search page, so it works without JavaScript.
    await expect(canvas.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
    await expect(canvas.getByRole('link', { name: 'Outlet' })).toHaveAttribute('data-slot', 'focus-link');
    // Primary items are real links (they work without JavaScript); with it, a click opens the panel.
    const equipment = canvas.getByRole('link', { name: 'Equipment' });
    await expect(equipment).toHaveAttribute('href', demoNavigation.primary[0]?.url ?? '');
    await expect(equipment).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(equipment);
    await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(equipment).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
