import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { createManualClock } from '../shell/clock';
import { announcementStripLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { AnnouncementStrip } from './announcement-strip';
import { demoNavigation } from './demo.stories.data';

const meta = {
  component: AnnouncementStrip,
  args: {
    announcement: demoNavigation.announcement,
    country: 'se',
    countryLabel: 'Sweden · Svenska',
    onChooseLanguage: fn(),
  },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof AnnouncementStrip>>((l) => ({
      labels: l.labels(announcementStripLabels),
    })),
  ],
} satisfies Meta<typeof AnnouncementStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The highest-priority message shows first; the flag button opens the language chooser. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Free shipping on orders over $500' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Choose country and language/ }));
    await expect(args.onChooseLanguage).toHaveBeenCalledOnce();
  },
};

export const Light: Story = { args: { theme: 'light' } };

const rotationClock = createManualClock();

/** Top banner rotation: 5000 ms, then a 300 ms fade, then the next message. */
export const Rotation: Story = {
  args: { clock: rotationClock },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Free shipping on orders over $500')).toBeVisible();
    rotationClock.advance(5000);
    await waitFor(() =>
      expect(canvas.getByText('Free shipping on orders over $500').closest('p')).toHaveAttribute(
        'data-fading',
        'true',
      ),
    );
    rotationClock.advance(300);
    await waitFor(() =>
      expect(canvas.getByText('IWF-certified competition bars back in stock')).toBeInTheDocument(),
    );
  },
};

const hoverClock = createManualClock();

/** Hovering a message link pauses the rotation. */
export const HoverPause: Story = {
  args: { clock: hoverClock },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Free shipping on orders over $500' });
    await userEvent.hover(link);
    hoverClock.advance(20_000);
    await expect(canvas.getByText('Free shipping on orders over $500')).toBeInTheDocument();
    await userEvent.unhover(link);
    hoverClock.advance(5300);
    await waitFor(() => expect(canvas.queryByText('Free shipping on orders over $500')).toBeNull());
  },
};

export const SingleMessage: Story = {
  args: {
    announcement: {
      ...demoNavigation.announcement,
      links: [],
      messages: [{ text: 'Free shipping on orders over $500', url: null, priority: 1 }],
    },
  },
};
