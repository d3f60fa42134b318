import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { mediaRendererLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { demo3dAsset, demoEmbedAsset, demoImageAsset, demoVideoAsset } from './demo.stories.data';
import { MediaRenderer } from './media-renderer';

const meta = {
  component: MediaRenderer,
  args: { asset: demoImageAsset, className: 'max-w-md' },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof MediaRenderer>>((l) => ({ labels: l.labels(mediaRendererLabels) })),
  ],
} satisfies Meta<typeof MediaRenderer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The original image with the alt text chain (alternativeText first). */
export const Image: Story = {
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'A 20 kg competition bar loaded with red plates' });
    await expect(img).toHaveAttribute('data-format', 'original');
  },
};

/** The 4x5 card variant, with the blur placeholder until it loads. */
export const Image4x5: Story = {
  args: { options: { variant: '4x5' } },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img');
    await expect(img).toHaveAttribute('data-format', '4x5');
    await expect(img).toHaveClass('aspect-[4/5]');
  },
};

export const Image5x4: Story = {
  args: { options: { variant: '5x4' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAttribute('data-format', '5x4');
  },
};

/** High priority: no blur placeholder, eager loading. */
export const ImagePriority: Story = {
  args: { options: { priority: true } },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img');
    await expect(img).not.toHaveAttribute('data-placeholder');
    await expect(img).toHaveAttribute('loading', 'eager');
  },
};

/** Video defaults: autoplay, muted, loop, inline, no controls; poster, source and caption track. */
export const Video: Story = {
  args: { asset: demoVideoAsset },
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video') as HTMLVideoElement;
    await expect(video.autoplay).toBe(true);
    await expect(video.muted).toBe(true);
    await expect(video.loop).toBe(true);
    await expect(video.controls).toBe(false);
    await expect(video.poster).toContain('data:image/svg+xml');
    await expect(video.querySelectorAll('track')).toHaveLength(1);
  },
};

/** With autoplay off the controls show. */
export const VideoWithControls: Story = {
  args: { asset: demoVideoAsset, options: { autoplay: false } },
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video') as HTMLVideoElement;
    await expect(video.controls).toBe(true);
    await expect(video.autoplay).toBe(false);
  },
};

/** An embed shows its thumbnail; pressing it loads the full-size frame. */
export const Embed: Story = {
  args: { asset: demoEmbedAsset },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Play video: Ironmark factory film' }));
    await waitFor(() => expect(canvas.getByTitle('Ironmark factory film').tagName).toBe('IFRAME'));
  },
};

/** A 3D embed shows its placeholder; pressing it opens the viewer. */
export const Embed3d: Story = {
  args: { asset: demo3dAsset },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View in 3D: Power rack in 3D' }));
    await waitFor(() => expect(canvas.getByTitle('Power rack in 3D').tagName).toBe('IFRAME'));
  },
};

/** An unknown kind renders nothing. */
export const Unknown: Story = {
  args: { asset: { id: 'x', url: '/file.bin', name: 'file.bin' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="media"]')).toBeNull();
  },
};
