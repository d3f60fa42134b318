import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from './axe.test.helper';
import { conflictingClasses } from './class-groups.test.helper';
import { createManualClock } from './clock';
import { type ToastMessage, ToastRegion, toastAnnouncement } from './toast-region';
import { createToastTimer } from './toast-timer';

const error: ToastMessage = {
  id: 1,
  type: 'error',
  title: 'Could not add to cart',
  message: 'Out of stock - quantity updated to remaining stocks',
  messages: ['Competition bar 20 kg'],
};

afterEach(() => vi.useRealTimers());

// jsdom lacks pointer capture, which Radix Toast's swipe handling calls on pointer up.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

describe('toastAnnouncement', () => {
  it.each<[ToastMessage['type'], string]>([
    ['error', 'Error: Saved'],
    ['warning', 'Warning: Saved'],
    ['information', 'Information: Saved'],
  ])('prefixes a %s toast as spec §8 says', (type, expected) => {
    expect(toastAnnouncement({ id: 1, type, title: 'Saved' })).toBe(expected);
  });

  it('reads prefix, title, message and every listed message in order', () => {
    expect(toastAnnouncement(error)).toBe(
      'Error: Could not add to cart Out of stock - quantity updated to remaining stocks Competition bar 20 kg',
    );
  });
});

describe('createToastTimer', () => {
  it('keeps the remaining time while paused', () => {
    const clock = createManualClock();
    const onElapsed = vi.fn();
    const timer = createToastTimer(onElapsed, { clock });
    timer.start();
    clock.advance(4000);
    timer.pause();
    clock.advance(60_000);
    expect(onElapsed).not.toHaveBeenCalled();
    timer.resume();
    clock.advance(5999);
    expect(onElapsed).not.toHaveBeenCalled();
    clock.advance(1);
    expect(onElapsed).toHaveBeenCalledOnce();
  });
});

describe('ToastRegion', () => {
  it.each<[ToastMessage['type'], string]>([
    ['error', 'text-error'],
    ['warning', 'text-warning'],
    ['information', 'text-info'],
  ])('colours a %s toast with its own text colour only', (type, colour) => {
    render(<ToastRegion toast={{ id: 1, type, title: 'Saved' }} onDismiss={() => {}} />);
    const toast = document.querySelector('[data-slot="toast"]');
    expect(toast).toHaveClass(colour);
    expect(toast).not.toHaveClass('text-ink');
    expect(conflictingClasses(toast?.className ?? '')).toEqual([]);
  });

  it('shows the toast and closes it by itself after 10 s', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(<ToastRegion toast={error} onDismiss={onDismiss} />);
    expect(screen.getByText('Could not add to cart')).toBeVisible();
    expect(screen.getByText('Competition bar 20 kg')).toBeVisible();
    act(() => vi.advanceTimersByTime(9999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('replaces the toast with a newer one, which gets its own full 10 s', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    const { rerender } = render(<ToastRegion toast={error} onDismiss={onDismiss} />);
    act(() => vi.advanceTimersByTime(6000));
    rerender(
      <ToastRegion toast={{ id: 2, type: 'information', title: 'Added to My List' }} onDismiss={onDismiss} />,
    );
    expect(screen.queryByText('Could not add to cart')).toBeNull();
    expect(screen.getByText('Added to My List')).toBeVisible();
    act(() => vi.advanceTimersByTime(9999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('closes by hand with the close button', async () => {
    const onDismiss = vi.fn();
    render(<ToastRegion toast={error} onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('announces the type prefix with the title, message and list', async () => {
    render(<ToastRegion toast={error} onDismiss={() => {}} />);
    await waitFor(() => {
      const live = screen
        .getAllByRole('status')
        .find((node) => node.getAttribute('aria-live') === 'assertive' && node.textContent);
      expect(live?.textContent).toContain('Error: Could not add to cart');
      expect(live?.textContent).toContain('Competition bar 20 kg');
    });
  });

  it('has no axe violations', async () => {
    const { baseElement } = render(<ToastRegion toast={error} onDismiss={() => {}} />);
    await expectNoAxeViolations(baseElement);
  });
});
