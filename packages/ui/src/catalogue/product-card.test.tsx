import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './__fixtures__/axe.test.helper';
import { demoBar, demoSaleBar } from './__fixtures__/products.stories.data';
import { ProductCard } from './product-card';

describe('ProductCard', () => {
  it('shows the sale price, the struck regular price and the 30-day lowest price', async () => {
    const { container } = render(<ProductCard product={demoSaleBar} onAddToCart={() => {}} />);
    expect(screen.getByText('$599.00')).toBeInTheDocument();
    expect(screen.getByText('$749.00').tagName).toBe('S');
    expect(screen.getByText(/lowest price in the last 30 days/)).toHaveTextContent('$629.00');
    await expectNoAxeViolations(container);
  });

  it('shows "Request a quote" instead of a price and no cart button in a quote-only region', () => {
    render(<ProductCard product={demoBar} mode="quoteOnly" onToggleList={() => {}} />);
    expect(screen.getByText('Request a quote')).toBeInTheDocument();
    expect(screen.queryByText('$1,299.00')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });

  it('hides the price and the cart button when prices are hidden', () => {
    render(<ProductCard product={demoBar} mode="pricesHidden" />);
    expect(screen.queryByText('$1,299.00')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });
});
