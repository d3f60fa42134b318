import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn } from 'storybook/test';
import { buildCardLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { barbellOptionLabels, barbellValueLabels, demoBuilds } from './__fixtures__/lists.stories.data';
import { BuildCard } from './build-card';

const meta = {
  component: BuildCard,
  args: {
    build: demoBuilds[0]!,
    optionLabels: barbellOptionLabels,
    valueLabels: barbellValueLabels,
    editHref: '/en-us/configurator-options?build=barbell-set_1',
    onQuantityChange: fn(),
    onRemove: fn(),
  },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof BuildCard>>((l) => ({ labels: l.labels(buildCardLabels) })),
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BuildCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('25 + 20 + 10 kg')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith('barbell-set_1', 2);
    await expect(canvas.getByRole('link', { name: 'Edit Barbell Set 1' })).toBeVisible();
  },
};

export const RawConfiguration: Story = {
  args: { optionLabels: {}, valueLabels: {}, editHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('plates')).toBeVisible();
  },
};
