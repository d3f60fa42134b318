import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect } from 'storybook/test';
import { noResultsLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { NoResults } from './no-results';

const meta = {
  component: NoResults,
  args: {
    query: 'kettlebel',
    suggestions: [
      { label: 'kettlebell', href: '/en-us/search?q=kettlebell' },
      { label: 'Bars', href: '/en-us/equipment/bars' },
      { label: 'Plates', href: '/en-us/equipment/plates' },
    ],
  },
  tags: ['autodocs'],
  decorators: [localised<ComponentProps<typeof NoResults>>((l) => ({ labels: l.labels(noResultsLabels) }))],
} satisfies Meta<typeof NoResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No results for “kettlebel”' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'kettlebell' })).toHaveAttribute(
      'href',
      '/en-us/search?q=kettlebell',
    );
  },
};

export const WithoutSuggestions: Story = { args: { suggestions: [] } };
