import type { StateFilter } from '@ironmark/search';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../catalogue/__fixtures__/axe.test.helper';
import { demoFacets } from './__fixtures__/search.stories.data';
import { FacetPanel, rangeLabel, toggleFacetValue } from './facet-panel';
import { pageItems } from './pagination';
import { SearchBox } from './search-box';
import { productHitFromResult } from './search-results';

function Box({ onSearch = vi.fn(), suggestions = ['bar', 'bar pad', 'bumper plates'] }) {
  const [value, setValue] = useState('');
  return (
    <SearchBox
      value={value}
      onValueChange={setValue}
      suggestions={value ? suggestions : []}
      onSearch={onSearch}
    />
  );
}

describe('SearchBox (combobox pattern)', () => {
  it('opens on typing, moves with the arrow keys (wrapping) and picks with Enter', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    const { container } = render(<Box onSearch={onSearch} />);
    const input = screen.getByRole('combobox', { name: 'Search' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'b');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'bumper plates' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: 'bar' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    await expectNoAxeViolations(container);
    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('bar');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches the typed text when no suggestion is active', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<Box onSearch={onSearch} />);
    await user.type(screen.getByRole('combobox'), '  rack {Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('rack');
  });
});

describe('toggleFacetValue', () => {
  const base: StateFilter[] = [{ field: 'brand', type: 'all', values: ['Ironmark'] }];
  it('adds values of one field as an OR filter and keeps other filters', () => {
    const once = toggleFacetValue(base, 'category', 'Bars');
    const twice = toggleFacetValue(once, 'category', 'Plates');
    expect(twice).toEqual([...base, { field: 'category', type: 'any', values: ['Bars', 'Plates'] }]);
    expect(base).toHaveLength(1);
  });

  it('removes a value and drops the field when it has none left', () => {
    const selected = toggleFacetValue([], 'category', 'Bars');
    expect(toggleFacetValue(selected, 'category', 'Bars')).toEqual([]);
  });

  it('toggles ranges by their bounds', () => {
    const on = toggleFacetValue([], 'price', { from: 250, to: 750 });
    expect(on).toEqual([{ field: 'price', type: 'any', values: [{ from: 250, to: 750 }] }]);
    expect(toggleFacetValue(on, 'price', { from: 250, to: 750 })).toEqual([]);
  });
});

describe('rangeLabel', () => {
  const labels = { rangeBetween: '{0} – {1}', rangeFrom: '{0} and above', rangeTo: 'Under {1}' };
  it.each([
    [{ from: 250, to: 750 }, '$250 – $750'],
    [{ from: 1500 }, '$1,500 and above'],
    [{ to: 250 }, 'Under $250'],
    [{ from: 1, to: 2, name: 'Cheap' }, 'Cheap'],
  ])('labels %o as %s', (range, text) => {
    expect(rangeLabel(range, labels, { currency: 'usd' })).toBe(text);
  });
});

function Panel() {
  const [filters, setFilters] = useState<StateFilter[]>([]);
  return <FacetPanel facets={demoFacets} filters={filters} onChange={setFilters} />;
}

describe('FacetPanel', () => {
  it('keeps the counts of the other values visible when one is selected (disjunctive)', async () => {
    const user = userEvent.setup();
    const { container } = render(<Panel />);
    await user.click(screen.getByRole('checkbox', { name: /Weightlifting bars/ }));
    expect(screen.getByRole('checkbox', { name: /Weightlifting bars/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Powerlifting bars\s*7/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove filter Weightlifting bars' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});

describe('pageItems', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 8, [1, 2, 'gap', 8]],
    [5, 12, [1, 'gap', 4, 5, 6, 'gap', 12]],
    [3, 12, [1, 2, 3, 4, 'gap', 12]],
    [12, 12, [1, 'gap', 11, 12]],
    [0, 0, []],
  ])('page %i of %i shows %j', (page, total, items) => {
    expect(pageItems(page, total)).toEqual(items);
  });
});

describe('productHitFromResult', () => {
  const result = (availability: unknown) => ({
    _meta: { id: 'IM-BAR-1', engine: 'products', score: 1 },
    id: { raw: 'IM-BAR-1' },
    name: { raw: 'Competition Bar', snippet: null },
    path: { raw: '/products/competition-bar' },
    availability: { raw: availability },
  });

  it.each([
    ['in-stock', { kind: 'in-stock' }],
    ['pre-order', { kind: 'pre-order' }],
    ['sold-everywhere', undefined],
    [7, undefined],
  ])("reads the index's availability %j as %j", (raw, expected) => {
    expect(productHitFromResult(result(raw)).availability).toEqual(expected);
  });
});
