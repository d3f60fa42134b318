import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../shell';
import { shareListDialogLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { ShareListDialog } from './share-list-dialog';

const url = 'https://ironmark.example/en-us/shared-list/4f9c2e7a-8b1d-4c2e-9f0a-6d3b5e1c7a90';

const meta = {
  component: ShareListDialog,
  args: { url, trigger: <Button variant="outline">Share with sales staff</Button> },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof ShareListDialog>>((l) => ({ labels: l.labels(shareListDialogLabels) })),
  ],
  // The dialog renders in a portal outside the story root: let axe check the whole page.
  parameters: { a11y: { context: 'body' } },
} satisfies Meta<typeof ShareListDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { clipboard: { writeText: fn(async () => {}) } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share with sales staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share with sales staff' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expect(screen.getByRole('textbox', { name: 'Link to your list' })).toHaveValue(url);
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await expect(args.clipboard?.writeText).toHaveBeenCalledWith(url);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Link copied'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Share with sales staff' })).toHaveFocus();
  },
};

export const ClipboardUnavailable: Story = {
  args: {
    clipboard: {
      writeText: async () => {
        throw new Error('denied');
      },
    },
    salesEmail: 'sales@ironmark.example',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share with sales staff' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/press Ctrl\+C/));
    await expect(screen.getByRole('link', { name: 'E-mail the link to sales' })).toHaveAttribute(
      'href',
      `mailto:sales@ironmark.example?body=${encodeURIComponent(url)}`,
    );
  },
};
