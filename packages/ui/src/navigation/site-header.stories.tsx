import { staticMenu } from '@ironmark/navigation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { mainBarLabels, megaMenuLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { demoNavigation } from './demo.stories.data';
import { SiteHeaderActions, type SiteHeaderActionsProps } from './header-islands';
import { SiteHeader } from './site-header';

/** The header's props plus the client state its islands take from {@link SiteHeaderActions}. */
type HeaderStoryArgs = ComponentProps<typeof SiteHeader> &
  Pick<SiteHeaderActionsProps, 'counts' | 'onChooseLanguage'>;

const meta = {
  component: SiteHeader,
  args: {
    navigation: demoNavigation,
    counts: { cart: 2, quoteList: 1, builds: 2 },
    country: 'us',
    countryLabel: 'United States · English',
    onChooseLanguage: fn(),
  },
  render: ({ counts, onChooseLanguage, ...args }) => (
    <SiteHeaderActions counts={counts} onChooseLanguage={onChooseLanguage}>
      <SiteHeader {...args} />
    </SiteHeaderActions>
  ),
  tags: ['autodocs'],
  decorators: [
    localised<HeaderStoryArgs>((l) => ({
      labels: l.labels((t) => ({ mainBar: mainBarLabels(t), megaMenu: megaMenuLabels(t) })),
      hideCart: l.mode === 'quoteOnly' || undefined,
    })),
  ],
  // Dialogs render in a portal outside the story root: let axe check the whole page.
  parameters: { a11y: { context: 'body' }, layout: 'fullscreen' },
} satisfies Meta<HeaderStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole header on the demo navigation; builds count in the quote-list badge (1 + 2 = 3). */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'My List, 3 items' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    // The strip's flag button opens the chooser through the islands' actions.
    await userEvent.click(canvas.getByRole('button', { name: /^Choose country and language/ }));
    await expect(args.onChooseLanguage).toHaveBeenCalledOnce();
  },
};

export const StaticFallbackMenu: Story = { args: { navigation: staticMenu } };

/** Keyboard end to end: Enter opens, arrows walk three levels and back, Escape closes and focus returns. */
export const KeyboardEndToEnd: Story = {
  play: async ({ canvas }) => {
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Equipment' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Back to Menu' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(within(drawer).getByRole('button', { name: 'Back to Equipment' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(drawer).getByRole('link', { name: 'View all Bars' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Bars' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(menuButton).toHaveFocus());
  },
};

/** Mouse: the menu opens on the menu button and closes on the backdrop. */
export const MouseOpenAndBackdropClose: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Equipment' }));
    await screen.findByRole('heading', { level: 2, name: 'Equipment' });
    await userEvent.click(document.querySelector('[data-slot="mega-menu-overlay"]') as HTMLElement, {
      pointerEventsCheck: 0,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
