import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect } from 'storybook/test';
import { previewBannerLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { PreviewBanner } from './preview-banner';

const meta = {
  component: PreviewBanner,
  args: {},
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof PreviewBanner>>((l) => ({ labels: l.labels(previewBannerLabels) })),
  ],
} satisfies Meta<typeof PreviewBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Exit preview' })).toHaveAttribute(
      'href',
      '/api/exit-preview',
    );
  },
};
