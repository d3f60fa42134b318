import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../catalogue/__fixtures__/axe.test.helper';
import { demoFacets, productResults } from './__fixtures__/search.stories.data';
import { productHitFromResult } from './search-results';
import { SearchResultsView } from './search-results-view';

const products = productResults
  .map(productHitFromResult)
  .map((hit) => ({ ...hit, price: { amount: 129_900, currency: 'usd' } }));

function view(props: Partial<ComponentProps<typeof SearchResultsView>> = {}) {
  const handlers = {
    onTabChange: vi.fn(),
    onFiltersChange: vi.fn(),
    onSortChange: vi.fn(),
  };
  const result = render(
    <SearchResultsView
      tab="products"
      query="bar"
      products={products}
      content={[]}
      productTotal={24}
      contentTotal={2}
      summary='24 results for "bar"'
      facets={demoFacets}
      filters={[]}
      sort="_score.desc"
      page={1}
      totalPages={3}
      hrefFor={(page) => `/en-us/search?q=bar&page=${page}`}
      {...handlers}
      {...props}
    />,
  );
  return { ...result, ...handlers };
}

describe('SearchResultsView', () => {
  it('shows the tabs with their totals, the count, the sort, the hits and the pages', async () => {
    const { container } = view();
    expect(screen.getByRole('tab', { name: 'Products (24)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Stories and pages (2)' })).toBeInTheDocument();
    expect(screen.getByText('24 results for "bar"')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('link', { name: /Power Bar 20 kg/ })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/en-us/search?q=bar&page=2',
    );
    // The real-time price and stock lines are reserved before they arrive, so rows keep their height.
    expect(container.querySelectorAll('[data-slot="search-result-price"]').length).toBe(products.length);
    expect(container.querySelectorAll('[data-slot="search-result-availability"]').length).toBe(
      products.length,
    );
    await expectNoAxeViolations(container);
  });

  it('reports the sort the shopper picks once, and the tab they switch to', async () => {
    const user = userEvent.setup();
    const { onSortChange, onTabChange } = view();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price.desc');
    expect(onSortChange).toHaveBeenCalledExactlyOnceWith('price.desc');
    await user.click(screen.getByRole('tab', { name: /Stories and pages/ }));
    expect(onTabChange).toHaveBeenLastCalledWith('content');
    expect(onTabChange).not.toHaveBeenCalledWith('products');
  });

  it('reports the filters without a removed chip', async () => {
    const user = userEvent.setup();
    const { onFiltersChange } = view({ filters: [{ field: 'certification', type: 'any', values: ['IWF'] }] });
    const [chip] = screen.getAllByRole('button', { name: 'Remove filter IWF', hidden: true });
    expect(chip).toBeDefined();
    if (chip) await user.click(chip);
    expect(onFiltersChange).toHaveBeenCalledExactlyOnceWith([]);
  });

  it('shows the no-results block quoting the query, or "No matches" without one', () => {
    const empty = { products: [], productTotal: 0, noResults: true, totalPages: 0 };
    const { rerender } = view({
      ...empty,
      query: 'kettlebel',
      suggestions: [{ label: 'kettlebell', href: '/k' }],
    });
    expect(screen.getByRole('heading', { name: 'No results for “kettlebel”' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'kettlebell' })).toHaveAttribute('href', '/k');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    rerender(
      <SearchResultsView
        tab="products"
        query=""
        products={[]}
        content={[]}
        productTotal={0}
        contentTotal={0}
        summary="0 results"
        noResults
        facets={[]}
        filters={[]}
        sort="recommended.asc"
        onTabChange={vi.fn()}
        onFiltersChange={vi.fn()}
        onSortChange={vi.fn()}
        page={1}
        totalPages={0}
        hrefFor={() => ''}
        labels={{ noMatches: 'Inga träffar' }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Inga träffar' })).toBeInTheDocument();
  });

  it('hides prices and price sorts where the visitor sees no prices', () => {
    const { container } = view({ hidePrices: true, priceSorts: false });
    expect(container.querySelector('[data-slot="search-result-price"]')).toBeNull();
    expect(container.querySelector('[data-slot="search-result-availability"]')).toBeNull();
    expect(screen.queryByRole('option', { name: 'Price, low to high' })).toBeNull();
    expect(screen.getByRole('option', { name: 'Relevance' })).toBeInTheDocument();
  });
});
