import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductGrid } from './product-grid';

const PRODUCTS = ['Bar', 'Plate', 'Rack', 'Bench', 'Collar', 'Belt', 'Chalk'];
const items = (count: number) => PRODUCTS.slice(0, count).map((name) => <span key={name}>{name}</span>);

/** Which list items skip their rendering until they near the viewport (`render-near-viewport`). */
const lazy = () =>
  screen.getAllByRole('listitem').map((item) => item.classList.contains('render-near-viewport'));

describe('ProductGrid', () => {
  it('renders the first four items with the page and lets the rest wait for the viewport', () => {
    render(<ProductGrid label="Bars">{items(7)}</ProductGrid>);
    expect(screen.getByRole('list', { name: 'Bars' })).toBeInTheDocument();
    expect(lazy()).toEqual([false, false, false, false, true, true, true]);
  });

  it('takes how many render at once from `eager`: 0 for a grid below the fold', () => {
    render(
      <ProductGrid label="Featured" eager={0}>
        {items(3)}
      </ProductGrid>,
    );
    expect(lazy()).toEqual([true, true, true]);
  });
});
