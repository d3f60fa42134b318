import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { preventNavigation } from '../catalogue/__fixtures__/decorators.stories.data';
import { searchResultsLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { contentResults, productResults } from './__fixtures__/search.stories.data';
import { NoResults } from './no-results';
import { contentHitFromResult, productHitFromResult, SearchResults, type SearchTab } from './search-results';
import { SortSelect } from './sort-select';

const products = productResults.map(productHitFromResult);
const content = contentResults.map(contentHitFromResult);

const meta = {
  component: SearchResults,
  args: {
    tab: 'products',
    onTabChange: fn(),
    products: products.map((hit, index) => ({
      ...hit,
      price: { amount: [129_900, 69_900, 31_500, 189_000][index] ?? 0, currency: 'usd' },
    })),
    content,
    productTotal: 24,
    contentTotal: 2,
    onResultClick: fn(),
  },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof SearchResults>>((l, args) => ({
      locale: args.locale ?? l.locale,
      labels: l.labels(searchResultsLabels),
    })),
    preventNavigation,
  ],
  render: function Render(args) {
    const [tab, setTab] = useState<SearchTab>(args.tab);
    return (
      <SearchResults
        {...args}
        tab={tab}
        onTabChange={(next) => {
          setTab(next);
          args.onTabChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { toolbar: <SortSelect kind="products" hasQuery value="_score.desc" onChange={() => {}} /> },
  play: async ({ canvas, args, userEvent }) => {
    const marks = canvas.getAllByText('Bar', { selector: 'mark' });
    await expect(marks.length).toBeGreaterThan(0);
    // Escaped markup in a snippet shows as text, never as an element.
    await expect(canvas.getByText(/<script>alert\(1\)<\/script>/)).toBeVisible();
    await expect(document.querySelector('[data-slot="search-results"] script')).toBeNull();
    await expect(canvas.getByText(/needle bearings & dual marks/)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: /Power Bar 20 kg/ }));
    await expect(args.onResultClick).toHaveBeenCalledWith('IM-BAR-20-P', 'products');
  },
};

export const ContentTab: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const tab = canvas.getByRole('tab', { name: /Products/ });
    await userEvent.click(tab);
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onTabChange).toHaveBeenCalledWith('content');
    await expect(canvas.getByRole('tab', { name: /Stories and pages/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('link', { name: /How to choose a bar/ })).toBeVisible();
  },
};

export const PricesHidden: Story = {
  args: { hidePrices: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('$1,299.00')).toBeNull();
  },
};

export const Empty: Story = {
  args: {
    products: [],
    productTotal: 0,
    empty: (
      <NoResults
        query="kettlebel"
        suggestions={[{ label: 'kettlebell', href: '/en-us/search?q=kettlebell' }]}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No results for “kettlebel”')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { products: [], loading: true },
};
