import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The overlay module is counted when it is evaluated: the button must start loading it on intent.
const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('./newsletter-overlay', () => {
  loaded.count += 1;
  return { NewsletterOverlay: () => <div role="dialog" aria-label="Newsletter" /> };
});

const { NewsletterSignup } = await import('./newsletter-signup');

describe('NewsletterSignup', () => {
  // In this order: the module is evaluated once per file, so the disabled case runs first.
  it('loads nothing on checkout pages, where the overlay stays closed', async () => {
    const { unmount } = render(
      <NewsletterSignup buttonLabel="Subscribe" disabled onSubmit={async () => undefined} />,
    );
    const button = screen.getByRole('button', { name: 'Subscribe' });
    fireEvent.pointerEnter(button);
    fireEvent.focus(button);
    fireEvent.click(button);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(loaded.count).toBe(0);
    unmount();
  });

  it('loads the overlay on intent (focus), not with the page, and opens it on the click', async () => {
    render(<NewsletterSignup buttonLabel="Sign up" onSubmit={async () => undefined} />);
    const button = screen.getByRole('button', { name: 'Sign up' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loaded.count).toBe(0);
    fireEvent.focus(button);
    await vi.waitFor(() => expect(loaded.count).toBe(1));
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Newsletter' })).toBeTruthy();
  });
});
