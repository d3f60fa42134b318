import type { StateFilter } from '@ironmark/search';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { facetPanelLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { demoFacets } from './__fixtures__/search.stories.data';
import { FacetPanel } from './facet-panel';

const meta = {
  component: FacetPanel,
  args: { facets: demoFacets, filters: [], onChange: fn() },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof FacetPanel>>((l, args) => ({
      locale: args.locale ?? l.locale,
      labels: l.labels(facetPanelLabels),
    })),
  ],
  render: function Render(args) {
    const [filters, setFilters] = useState<StateFilter[]>(args.filters);
    return (
      <div className="max-w-xs">
        <FacetPanel
          {...args}
          filters={filters}
          onChange={(next) => {
            setFilters(next);
            args.onChange(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof FacetPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /Weightlifting bars/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { field: 'category', type: 'any', values: ['Weightlifting bars'] },
    ]);
    // Disjunctive: the other values keep their counts and stay selectable.
    await expect(canvas.getByRole('checkbox', { name: /Powerlifting bars/ })).toBeEnabled();
    await expect(canvas.getByRole('checkbox', { name: /Powerlifting bars 7/ })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Powerlifting bars/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { field: 'category', type: 'any', values: ['Weightlifting bars', 'Powerlifting bars'] },
    ]);
    await userEvent.click(canvas.getByRole('checkbox', { name: /\$250 – \$750/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { field: 'category', type: 'any', values: ['Weightlifting bars', 'Powerlifting bars'] },
      { field: 'price', type: 'any', values: [{ from: 250, to: 750 }] },
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove filter Weightlifting bars' }));
    await expect(canvas.getByRole('checkbox', { name: /Weightlifting bars/ })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all filters' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

export const WithSelection: Story = {
  args: {
    filters: [
      { field: 'availability', type: 'any', values: ['in-stock'] },
      { field: 'price', type: 'any', values: [{ to: 250 }] },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: /In stock/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /Under \$250/ })).toBeChecked();
  },
};

export const ShowMore: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('checkbox', { name: /CrossFit/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(canvas.getByRole('checkbox', { name: /CrossFit/ })).toBeVisible();
  },
};

export const SekPrices: Story = {
  args: {
    locale: 'sv-SE',
    facets: [
      {
        kind: 'range',
        field: 'price',
        label: 'Pris',
        currency: 'sek',
        ranges: [
          { to: 2500, count: 5 },
          { from: 2500, count: 9 },
        ],
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: /Under 2\s500\s*kr/ })).toBeVisible();
  },
};

/** The dark surface: tokens flip and contrast still passes axe. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { filters: [{ field: 'availability', type: 'any', values: ['in-stock'] }] },
};
