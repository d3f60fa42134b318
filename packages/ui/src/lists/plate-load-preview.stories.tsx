import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect } from 'storybook/test';
import { localised } from '../test/story-locale';
import { PlateLoadPreview } from './plate-load-preview';

const meta = {
  component: PlateLoadPreview,
  args: { barKg: 20, platesPerSide: [25, 20, 10], collarKg: 2.5 },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof PlateLoadPreview>>((l) => ({
      label: l.labels((t) => t('configurator.loadDescription')),
      emptyLabel: l.labels((t) => t('configurator.noPlates')),
    })),
  ],
} satisfies Meta<typeof PlateLoadPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: 'Bar loaded with 25 kg, 20 kg, 10 kg per side, 135 kg in total' }),
    ).toBeVisible();
  },
};

/** Every plate of the federation code, heaviest inside. */
export const AllPlates: Story = {
  args: { platesPerSide: [25, 20, 15, 10, 5, 2.5, 2, 1.5, 1, 0.5], collarKg: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('rect.fill-plate-red')).toHaveLength(4);
  },
};

export const EmptyBar: Story = {
  args: { barKg: 15, platesPerSide: [], collarKg: 0 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: 'Bar loaded with no plates per side, 15 kg in total' }),
    ).toBeVisible();
  },
};
