import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect } from 'storybook/test';
import { localised } from '../test/story-locale';
import { BuildNextSteps } from './build-next-steps';
import { configuratorTexts } from './texts';

const meta = {
  component: BuildNextSteps,
  args: { quoteHref: '/en-us/quote', myListHref: '/en-us/my-list' },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof BuildNextSteps>>((l) => ({
      labels: l.labels(configuratorTexts)?.nextSteps,
    })),
  ],
} satisfies Meta<typeof BuildNextSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Request a quote for this build' })).toHaveAttribute(
      'href',
      '/en-us/quote',
    );
    await expect(canvas.getByRole('link', { name: 'My List' })).toHaveAttribute('href', '/en-us/my-list');
  },
};
