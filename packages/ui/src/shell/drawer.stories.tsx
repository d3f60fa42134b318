import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { localised } from '../test/story-locale';
import { Button } from './button';
import { Drawer } from './dialog';

const meta = {
  component: Drawer,
  args: {
    title: 'Cart',
    trigger: <Button>Open cart</Button>,
    onOpenChange: fn(),
    children: (
      <ul className="flex flex-col gap-2">
        <li>Competition bar 20 kg × 1</li>
        <li>Bumper plate 25 kg × 2</li>
      </ul>
    ),
  },
  tags: ['autodocs'],
  // Dialogs render in a portal outside the story root: let axe check the whole page.
  parameters: { a11y: { context: 'body' } },
  decorators: [
    localised<ComponentProps<typeof Drawer>>((l, args) => ({
      title: args.title === 'Cart' ? l.labels((t) => t('cart.title')) : undefined,
      closeLabel: l.labels((t) => t('toast.close')),
    })),
  ],
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Slides in from the right with the 300 ms slide, extra-small max width; Escape closes and restores focus. */
export const Right: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open cart' });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Cart' });
    await expect(drawer).toHaveAttribute('data-side', 'right');
    await expect(drawer).toHaveClass('max-w-xs');
    await expect(drawer.style.animationDuration).toBe('300ms');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Left: Story = {
  args: { side: 'left', title: 'Menu', trigger: <Button>Open menu</Button> },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Open: Story = { args: { open: true, trigger: undefined } };
