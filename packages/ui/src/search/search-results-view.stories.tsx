import type { SortKey, StateFilter } from '@ironmark/search';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { preventNavigation } from '../catalogue/__fixtures__/decorators.stories.data';
import {
  facetPanelLabels,
  noResultsLabels,
  paginationLabels,
  searchResultsLabels,
  sortSelectLabels,
} from '../test/story-labels';
import { localised } from '../test/story-locale';
import { contentResults, demoFacets, productResults } from './__fixtures__/search.stories.data';
import { contentHitFromResult, productHitFromResult, type SearchTab } from './search-results';
import { SearchResultsView } from './search-results-view';

const products = productResults.map(productHitFromResult).map((hit, index) => ({
  ...hit,
  price: { amount: [129_900, 69_900, 31_500, 189_000][index] ?? 0, currency: 'usd' },
}));

const meta = {
  component: SearchResultsView,
  args: {
    tab: 'products',
    onTabChange: fn(),
    query: 'bar',
    products,
    content: contentResults.map(contentHitFromResult),
    productTotal: 24,
    contentTotal: 2,
    summary: '24 results for "bar"',
    onResultClick: fn(),
    facets: demoFacets,
    filters: [],
    onFiltersChange: fn(),
    sort: '_score.desc',
    onSortChange: fn(),
    page: 1,
    totalPages: 3,
    hrefFor: (page: number) => `/en-us/search?q=bar&page=${page}`,
  },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof SearchResultsView>>((l, args) => ({
      locale: args.locale ?? l.locale,
      labels: l.labels((t) => ({
        filters: t('search.filters'),
        close: t('toast.close'),
        noMatches: t('search.noMatches'),
        results: searchResultsLabels(t),
        facets: facetPanelLabels(t),
        sort: sortSelectLabels(t),
        noResults: noResultsLabels(t),
        pagination: paginationLabels(t),
      })),
    })),
    preventNavigation,
  ],
  render: function Render(args) {
    const [tab, setTab] = useState<SearchTab>(args.tab);
    const [filters, setFilters] = useState<StateFilter[]>(args.filters);
    const [sort, setSort] = useState<SortKey>(args.sort);
    return (
      <SearchResultsView
        {...args}
        tab={tab}
        onTabChange={(next) => {
          setTab(next);
          args.onTabChange(next);
        }}
        filters={filters}
        onFiltersChange={(next) => {
          setFilters(next);
          args.onFiltersChange(next);
        }}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          args.onSortChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof SearchResultsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product hits with prices, the count and sort above them, pagination below. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: /Products/ })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('24 results for "bar"')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Power Bar 20 kg/ })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'price.asc');
    await expect(args.onSortChange).toHaveBeenCalledOnce();
    await expect(args.onSortChange).toHaveBeenCalledWith('price.asc');
    await userEvent.click(canvas.getByRole('tab', { name: /Stories and pages/ }));
    await expect(args.onTabChange).toHaveBeenLastCalledWith('content');
    await expect(canvas.getByRole('tab', { name: /Stories and pages/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Nothing found for the query: the no-results block with searches to try instead, no pagination. */
export const NoResults: Story = {
  args: {
    query: 'kettlebel',
    products: [],
    productTotal: 0,
    summary: '0 results for "kettlebel"',
    noResults: true,
    suggestions: [
      { label: 'kettlebell', href: '/en-us/search?q=kettlebell' },
      { label: 'Bars', href: '/en-us/equipment/bars' },
    ],
    totalPages: 0,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No results for “kettlebel”' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'kettlebell' })).toHaveAttribute(
      'href',
      '/en-us/search?q=kettlebell',
    );
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

/** Filters alone found nothing (no query): the heading says so without quoting a query. */
export const NoMatches: Story = {
  args: { ...NoResults.args, query: '', summary: '0 results', suggestions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No matches' })).toBeVisible();
  },
};

/** Chosen filters: checked in the panel, removable as chips, counted on the phone's filter button. */
export const FacetsSelected: Story = {
  args: {
    filters: [
      { field: 'certification', type: 'any', values: ['IWF'] },
      { field: 'availability', type: 'any', values: ['in-stock'] },
    ],
    summary: '12 results for "bar"',
    totalPages: 2,
  },
  play: async ({ canvasElement, args }) => {
    const checked = [...canvasElement.querySelectorAll<HTMLInputElement>('input[type="checkbox"]:checked')];
    await expect(checked.length).toBeGreaterThanOrEqual(2);
    const remove = canvasElement.querySelector<HTMLButtonElement>('button[aria-label="Remove filter IWF"]');
    await expect(remove).not.toBeNull();
    remove?.click();
    await expect(args.onFiltersChange).toHaveBeenCalledOnce();
    await expect(args.onFiltersChange).toHaveBeenCalledWith([
      { field: 'availability', type: 'any', values: ['in-stock'] },
    ]);
  },
};

/** A visitor who sees no prices (forbidden country, quote-only region): no prices, no price sorts or facets. */
export const PricesHidden: Story = {
  args: {
    products: products.map(({ price: _price, ...hit }) => hit),
    hidePrices: true,
    priceSorts: false,
    facets: demoFacets.filter((facet) => facet.field !== 'price' && facet.field !== 'availability'),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="search-result-price"]')).toBeNull();
    await expect(canvas.queryByRole('option', { name: 'Price, low to high' })).toBeNull();
    await expect(canvas.getByRole('option', { name: 'Relevance' })).toBeInTheDocument();
  },
};

/** Waiting for an answer: the hits give way to the searching state. */
export const Loading: Story = { args: { loading: true } };
