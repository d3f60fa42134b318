import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect } from 'storybook/test';
import { storyCardLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { demoMarkdown } from './demo.stories.data';
import { StoryArticle } from './story-article';

const meta = {
  component: StoryArticle,
  args: {
    title: 'A deep dive into lifting belts',
    markdown: demoMarkdown,
    author: 'Sara Lind',
    date: '2026-02-02',
    readingMinutes: 4,
    category: 'Guides',
  },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof StoryArticle>>((l, args) => ({
      locale: args.locale ?? l.locale,
      labels: l.labels(storyCardLabels),
    })),
  ],
} satisfies Meta<typeof StoryArticle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Safe URLs are kept; javascript: and data: links are emptied; raw HTML is not rendered. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'knee sleeve guide' })).toHaveAttribute(
      'href',
      '/stories/guide-to-knee-sleeves',
    );
    await expect(canvas.getByRole('link', { name: 'IWF rules' })).toHaveAttribute(
      'href',
      'https://iwf.sport',
    );
    await expect(canvas.getByRole('link', { name: 'mail our coaches' })).toHaveAttribute(
      'href',
      'mailto:coach@ironmark.example',
    );
    await expect(canvasElement.querySelector('a[href^="javascript"]')).toBeNull();
    await expect(canvasElement.querySelector('a[href^="data"]')).toBeNull();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvas.getByText('4 min read')).toBeVisible();
  },
};
