import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../shell/button';
import { lightboxLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { demoGallery } from './demo.stories.data';
import { Lightbox } from './lightbox';

const meta = {
  component: Lightbox,
  args: { open: true, onOpenChange: fn(), items: demoGallery },
  tags: ['autodocs'],
  parameters: { a11y: { context: 'body' } },
  decorators: [localised<ComponentProps<typeof Lightbox>>((l) => ({ labels: l.labels(lightboxLabels) }))],
} satisfies Meta<typeof Lightbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ← / → page through the images, wrapping at both ends. */
export const KeyboardPaging: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Image gallery' });
    await expect(within(dialog).getByText('1 of 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByText('2 of 3')).toBeInTheDocument();
    await expect(within(dialog).getByText('Bumper plates in IWF colours')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(within(dialog).getByText('3 of 3')).toBeInTheDocument();
  },
};

export const StartsAtIndex: Story = {
  args: { startIndex: 1 },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByText('2 of 3')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
    await expect(within(dialog).getByText('3 of 3')).toBeInTheDocument();
  },
};

/** Opened from a thumbnail: Escape closes and focus returns to it. */
export const FromThumbnail: Story = {
  args: { open: false },
  render: (args) => {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open gallery</Button>
        <Lightbox {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Open gallery' });
    await userEvent.click(opener);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
