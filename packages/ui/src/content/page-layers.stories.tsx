import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect } from 'storybook/test';
import { mediaRendererLabels, storyCardLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { demoPageLayers } from './demo.stories.data';
import { PageLayers } from './page-layers';

const meta = {
  component: PageLayers,
  args: { title: null, layers: demoPageLayers, locale: 'en-US' },
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    localised<ComponentProps<typeof PageLayers>>((l) => ({
      locale: l.locale,
      labels: l.labels((t) => ({ ...mediaRendererLabels(t), ...storyCardLabels(t) })),
    })),
  ],
} satisfies Meta<typeof PageLayers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One layer of every kind; the hero comes first, so its title is the page's only h1. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Built in Sweden since 1987' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'In numbers' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the bars' })).toHaveAttribute(
      'href',
      '/equipment/bars',
    );
    await expect(canvas.getByRole('img', { name: 'A row of barbells' })).toHaveAttribute('loading', 'lazy');
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

/** A page that starts with a cards layer: the page title comes first as the h1 in its own section. */
export const WithPageTitle: Story = {
  args: { title: 'About Ironmark', layers: demoPageLayers.slice(3) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'About Ironmark' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'What we make' })).toBeVisible();
  },
};

/** CMS Markdown: emphasis and safe links render, raw HTML is skipped and a javascript: link is emptied. */
export const Markdown: Story = {
  args: {
    layers: demoPageLayers
      .filter((layer) => layer.kind === 'rich-text')
      .map((layer) => ({ ...layer, level: 1 as const })),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Our story' })).toBeVisible();
    await expect(canvas.getByText('garage workshop').tagName).toBe('STRONG');
    await expect(canvas.getByText('bad link')).toHaveAttribute('href', '');
    await expect(canvasElement.querySelector('[data-slot="section"] script')).toBeNull();
  },
};

/** The media-text layer with the media on the left and no calls to action. */
export const MediaLeft: Story = {
  args: {
    layers: demoPageLayers
      .filter((layer) => layer.kind === 'media-text')
      .map((layer) => ({ ...layer, level: 1 as const, mediaPosition: 'left' as const, actions: [] })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'The bar workshop' })).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};
