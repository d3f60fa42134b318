import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect } from 'storybook/test';
import { notFoundLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { NotFound } from './status-screens';

const meta = {
  component: NotFound,
  args: {},
  tags: ['autodocs'],
  decorators: [
    // A story that pins its texts (Swedish) keeps them.
    localised<ComponentProps<typeof NotFound>>((l, args) => ({
      labels: args.labels ? undefined : l.labels(notFoundLabels),
    })),
  ],
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByText('The page you requested could not be found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  },
};

export const Swedish: Story = {
  args: {
    homeHref: '/sv-se',
    labels: {
      title: 'Sidan hittades inte',
      message: 'Sidan du begärde kunde inte hittas',
      home: 'Till startsidan',
    },
  },
};
