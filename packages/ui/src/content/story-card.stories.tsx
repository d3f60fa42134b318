import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect } from 'storybook/test';
import { demoImage } from '../navigation/demo.stories.data';
import { storyCardLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { StoryCard } from './story-card';

const meta = {
  component: StoryCard,
  args: {
    title: "Beginner's guide to lifting belts",
    href: '/stories/beginners-guide-to-lifting-belts',
    excerpt: 'What a belt does, when to wear one, and how tight it should be.',
    category: 'Guides',
    date: '2026-03-14',
    readingMinutes: 6,
    image: demoImage('Lifting belt', '#45433f', 1000, 800),
    className: 'max-w-sm',
  },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof StoryCard>>((l, args) => ({
      locale: args.locale ?? l.locale,
      labels: l.labels(storyCardLabels),
    })),
  ],
} satisfies Meta<typeof StoryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: "Beginner's guide to lifting belts" })).toHaveAttribute(
      'href',
      '/stories/beginners-guide-to-lifting-belts',
    );
    await expect(canvas.getByText('6 min read')).toBeVisible();
  },
};

export const Swedish: Story = { args: { locale: 'sv-SE', labels: { readingTime: '{0} min läsning' } } };
export const NoImage: Story = { args: { image: undefined } };
