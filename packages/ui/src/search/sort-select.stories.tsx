import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn } from 'storybook/test';
import { sortSelectLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { SortSelect } from './sort-select';

const meta = {
  component: SortSelect,
  args: { kind: 'products', hasQuery: true, value: '_score.desc', onChange: fn() },
  tags: ['autodocs'],
  decorators: [localised<ComponentProps<typeof SortSelect>>((l) => ({ labels: l.labels(sortSelectLabels) }))],
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithQuery: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(canvas.getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual([
      '_score.desc',
      'recommended.asc',
      'bp_name.asc',
      'bp_name.desc',
      'price.asc',
      'price.desc',
    ]);
    await userEvent.selectOptions(select, 'price.asc');
    await expect(args.onChange).toHaveBeenCalledWith('price.asc');
  },
};

export const WithoutQuery: Story = {
  args: { hasQuery: false, value: 'recommended.asc' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('option', { name: 'Relevance' })).toBeNull();
    await expect(canvas.getAllByRole('option')).toHaveLength(5);
  },
};

export const Content: Story = {
  args: { kind: 'content', value: 'date.desc' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Relevance',
      'Title A–Z',
      'Title Z–A',
      'Oldest first',
      'Newest first',
    ]);
  },
};

export const PricesHidden: Story = {
  args: { prices: false, value: 'recommended.asc' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual([
      '_score.desc',
      'recommended.asc',
      'bp_name.asc',
      'bp_name.desc',
    ]);
  },
};
