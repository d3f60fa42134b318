import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../catalogue/__fixtures__/axe.test.helper';
import { demoCart } from './__fixtures__/lists.stories.data';
import { CartPageView } from './cart-page-view';

describe('CartPageView', () => {
  it('offers the move to My List under the cart only where prices show', async () => {
    const onMoveToList = vi.fn();
    const { rerender } = render(
      <CartPageView cart={demoCart} myListHref="/en-us/my-list" pricesShown onMoveToList={onMoveToList} />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Move to My List' }));
    expect(onMoveToList).toHaveBeenCalledOnce();
    rerender(<CartPageView cart={demoCart} myListHref="/en-us/my-list" onMoveToList={onMoveToList} />);
    expect(screen.queryByRole('button', { name: 'Move to My List' })).toBeNull();
  });

  it('shows a quote-only region the list instead of a cart (spec §1)', async () => {
    const { container } = render(
      <CartPageView cart={demoCart} myListHref="/en-ae/my-list" quoteOnly onMoveToList={vi.fn()} />,
    );
    expect(screen.getByRole('region', { name: 'My List' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My List' })).toHaveAttribute('href', '/en-ae/my-list');
    expect(screen.getByRole('button', { name: 'Move to My List' })).toBeInTheDocument();
    expect(screen.queryByText('Training Bar 15 kg')).toBeNull();
    await expectNoAxeViolations(container);
  });
});
