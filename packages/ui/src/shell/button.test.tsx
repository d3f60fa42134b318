import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from './axe.test.helper';
import { ActionButton, Button } from './button';
import { createManualClock } from './clock';

describe('ActionButton', () => {
  it('shows loading, then success, and clears it after 1500 ms', async () => {
    const clock = createManualClock();
    let finish: () => void = () => {};
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <ActionButton onAction={action} clock={clock}>
        Add to cart
      </ActionButton>,
    );
    const button = screen.getByRole('button', { name: /Add to cart/ });
    await userEvent.click(button);
    expect(button).toHaveAttribute('data-feedback', 'loading');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(action).toHaveBeenCalledOnce();
    await act(async () => finish());
    expect(button).toHaveAttribute('data-feedback', 'success');
    expect(screen.getByRole('status')).toHaveTextContent('Done');
    act(() => clock.advance(1499));
    expect(button).toHaveAttribute('data-feedback', 'success');
    act(() => clock.advance(1));
    expect(button).toHaveAttribute('data-feedback', 'idle');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows error when the action fails, then clears it after 1500 ms', async () => {
    const clock = createManualClock();
    render(
      <ActionButton onAction={() => Promise.reject(new Error('refused'))} clock={clock}>
        Pay
      </ActionButton>,
    );
    const button = screen.getByRole('button', { name: /Pay/ });
    await userEvent.click(button);
    expect(button).toHaveAttribute('data-feedback', 'error');
    expect(screen.getByRole('status')).toHaveTextContent('Something went wrong');
    act(() => clock.advance(1500));
    expect(button).toHaveAttribute('data-feedback', 'idle');
  });

  it('has no axe violations in any feedback state', async () => {
    const { container } = render(
      <div>
        <Button>Idle</Button>
        <Button feedback="loading">Loading</Button>
        <Button feedback="success">Success</Button>
        <Button feedback="error">Error</Button>
        <Button asChild variant="link">
          <a href="/cart">Go to cart</a>
        </Button>
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
