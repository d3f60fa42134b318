import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect } from 'storybook/test';
import { storyCardLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { demoStoryGridItems } from './demo.stories.data';
import { StoryGrid } from './story-grid';

const meta = {
  component: StoryGrid,
  args: { stories: demoStoryGridItems, locale: 'en-US' },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof StoryGrid>>((l) => ({
      locale: l.locale,
      labels: l.labels(storyCardLabels),
    })),
  ],
} satisfies Meta<typeof StoryGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Guide to knee sleeves' })).toHaveAttribute(
      'href',
      '/stories/guide-to-knee-sleeves',
    );
  },
};

export const Empty: Story = {
  args: { stories: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
  },
};
