import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import { galleryLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { demoDetails } from './__fixtures__/details.stories.data';
import { Gallery } from './gallery';

const meta = {
  component: Gallery,
  args: { images: demoDetails.images },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof Gallery>>((l) => ({ labels: l.labels(galleryLabels) })),
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('img', { name: 'Competition bar, front' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show image 3 of 3' }));
    await expect(canvas.getByRole('img', { name: 'Bar loaded with a 25 kg plate' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show image 3 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(canvas.getByRole('img', { name: 'Competition bar, front' })).toBeVisible();
  },
};

/** One image: no paging controls or thumbnails; the image still opens the lightbox. */
export const SingleImage: Story = {
  args: { images: demoDetails.images.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Enlarge image: Competition bar, front' })).toBeVisible();
  },
};

/**
 * The main image opens the lightbox on that image (click, Enter or Space); the dialog holds focus,
 * pages through the images, and Escape or its close button return focus to the image.
 */
export const OpensLightbox: Story = {
  parameters: { a11y: { context: 'body' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show image 2 of 3' }));
    const image = canvas.getByRole('button', { name: 'Enlarge image: Competition bar with brass sleeves' });
    await userEvent.click(image);
    const dialog = await screen.findByRole('dialog', { name: 'Image gallery' });
    await expect(within(dialog).getByText('2 of 3')).toBeInTheDocument();
    // The dialog fades in: its image is visible once the transition has run.
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'Competition bar with brass sleeves' })).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
    await expect(within(dialog).getByText('3 of 3')).toBeInTheDocument();
    // Focus stays inside the dialog however far the shopper tabs.
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(image).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    const reopened = await screen.findByRole('dialog', { name: 'Image gallery' });
    await expect(within(reopened).getByText('2 of 3')).toBeInTheDocument();
    await userEvent.click(within(reopened).getByRole('button', { name: 'Close gallery' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(image).toHaveFocus());

    await userEvent.keyboard(' ');
    await screen.findByRole('dialog', { name: 'Image gallery' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(image).toHaveFocus());
  },
};

/** The shown image follows the caller's index (another colour chosen on the product page). */
export const FollowsSelectedImage: Story = {
  args: { initialIndex: 1 },
  render: function Render(args) {
    const [index, setIndex] = useState(args.initialIndex ?? 0);
    return (
      <>
        <button type="button" onClick={() => setIndex(2)}>
          Choose plate colour
        </button>
        <Gallery {...args} initialIndex={index} />
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('img', { name: 'Competition bar with brass sleeves' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose plate colour' }));
    await expect(canvas.getByRole('img', { name: 'Bar loaded with a 25 kg plate' })).toBeVisible();
  },
};

export const NoImage: Story = { args: { images: [] } };
