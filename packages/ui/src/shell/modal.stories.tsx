import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { localised } from '../test/story-locale';
import { Button } from './button';
import { Modal } from './dialog';

const meta = {
  component: Modal,
  args: {
    title: 'Share your list',
    description: 'Sales staff can open this link and see your list.',
    trigger: <Button>Share list</Button>,
    onOpenChange: fn(),
    children: (
      <div className="flex flex-col gap-4">
        <p>https://ironmark.example/shared/3f9a…</p>
        <Button variant="secondary">Copy link</Button>
      </div>
    ),
  },
  tags: ['autodocs'],
  // Dialogs render in a portal outside the story root: let axe check the whole page.
  parameters: { a11y: { context: 'body' } },
  decorators: [
    localised<ComponentProps<typeof Modal>>((l, args) => ({
      title: args.title === 'Share your list' ? l.labels((t) => t('list.shareTitle')) : undefined,
      description:
        args.description === 'Sales staff can open this link and see your list.'
          ? l.labels((t) => t('list.shareDescription'))
          : undefined,
      closeLabel: l.labels((t) => t('toast.close')),
    })),
  ],
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Share list' })).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** Focus moves into the modal, stays trapped, and returns to the trigger on Escape. */
export const FocusTrapAndRestore: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Share list' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Share your list' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** A click on the overlay closes the modal (spec §4). */
export const ClosesOnOverlayClick: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share list' }));
    await screen.findByRole('dialog');
    const overlay = document.querySelector('[data-slot="modal-overlay"]') as HTMLElement;
    await userEvent.click(overlay);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Open: Story = {
  args: { open: true, trigger: undefined },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Share your list' });
    await expect(dialog).toHaveClass('max-w-xl');
  },
};
