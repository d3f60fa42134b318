import { initialMenuState, type MenuNodeId } from '@ironmark/navigation';
import { useMenu } from '@ironmark/navigation/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { megaMenuLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { demoNavigation } from './demo.stories.data';
import { MegaMenu, type MegaMenuProps } from './mega-menu';

/** Runs the real menu machine, opened at `node`. */
function MenuAt({ node, ...props }: Omit<MegaMenuProps, 'state' | 'dispatch'> & { node: MenuNodeId }) {
  const menu = useMenu({ initialState: { ...initialMenuState, node, scrollLocked: true } });
  return <MegaMenu {...props} state={menu.state} dispatch={menu.dispatch} />;
}

const meta = {
  component: MegaMenu,
  args: {
    primary: demoNavigation.primary,
    certificationLogos: demoNavigation.config.certificationLogos,
    state: { ...initialMenuState, node: 'root', scrollLocked: true },
    dispatch: fn(),
    country: 'us',
    countryLabel: 'United States · English',
    onChooseCountry: fn(),
  },
  tags: ['autodocs'],
  decorators: [localised<ComponentProps<typeof MegaMenu>>((l) => ({ labels: l.labels(megaMenuLabels) }))],
  // Dialogs render in a portal outside the story root: let axe check the whole page.
  parameters: { a11y: { context: 'body' } },
  render: (args) => <MenuAt {...args} node={args.state.node ?? 'root'} />,
} satisfies Meta<typeof MegaMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const atNode = (node: MenuNodeId) => ({ state: { ...initialMenuState, node, scrollLocked: true } });

/** The root panel lists the primary items and has the country/language button. */
export const RootPanel: Story = {
  play: async ({ args }) => {
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('button', { name: 'Equipment' })).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: /Choose country and language/ }));
    await expect(args.onChooseCountry).toHaveBeenCalledOnce();
  },
};

/** A top-level panel: back button, feature image with call to action, grey extra links, certification logos. */
export const TopLevelPanel: Story = {
  args: atNode('root-0'),
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('heading', { level: 2, name: 'Equipment' })).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Back to Menu' })).toBeVisible();
    await expect(within(drawer).getByRole('link', { name: /Shop competition bars/ })).toHaveAttribute(
      'href',
      '/equipment/bars/weightlifting',
    );
    const extra = within(drawer).getByRole('navigation', { name: 'More links' });
    await expect(within(extra).getAllByRole('link')).toHaveLength(3);
    for (const [name, href] of [
      ['International Weightlifting Federation', '/iwf'],
      ['International Powerlifting Federation', '/ipf'],
      ['World Para Powerlifting', '/wppo'],
    ]) {
      await expect(within(drawer).getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'href',
        href,
      );
    }
  },
};

/** An item flagged displayVisual shows a 2-column grid of thumbnail links. */
export const VisualGrid: Story = {
  args: atNode('root-0-1'),
  play: async () => {
    const heading = await screen.findByRole('heading', { level: 2, name: 'Plates' });
    const panel = heading.closest('section') as HTMLElement;
    await expect(panel).toHaveAttribute('data-layout', 'grid');
    await expect(panel.querySelectorAll('[data-slot="menu-thumbnail"]')).toHaveLength(4);
  },
};

/** A depth-3 panel whose items have no children is shown beside its parent. */
export const LeafBesideParent: Story = {
  args: atNode('root-0-0'),
  play: async () => {
    await screen.findByRole('heading', { level: 2, name: 'Bars' });
    const panels = document.querySelectorAll('[data-slot="menu-panel"]');
    await expect([...panels].map((p) => p.getAttribute('data-node'))).toEqual(['root-0', 'root-0-0']);
  },
};

/** A background image that fails to load is cleared (spec §8); a working one stays. */
export const BrokenBackgroundCleared: Story = {
  args: atNode('root-0'),
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const plates = within(drawer).getByRole('button', { name: 'Plates' });
    await waitFor(() => expect(plates.querySelector('img')).toBeNull());
    await expect(within(drawer).getByRole('button', { name: 'Bars' }).querySelector('img')).not.toBeNull();
  },
};

/** Keyboard: ↓ moves, → opens the panel and focus moves into it, ← goes back onto the opener. */
export const KeyboardNavigation: Story = {
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const equipment = within(drawer).getByRole('button', { name: 'Equipment' });
    await waitFor(() => expect(equipment).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Back to Menu' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowRight}');
    await waitFor(() =>
      expect(within(drawer).getByRole('button', { name: 'Back to Equipment' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Plates' })).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Equipment' })).toHaveFocus());
  },
};
