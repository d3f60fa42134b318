import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect } from 'storybook/test';
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

export const SingleImage: Story = {
  args: { images: demoDetails.images.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const NoImage: Story = { args: { images: [] } };
