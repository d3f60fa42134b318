import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../shell/axe.test.helper';
import { NewsletterOverlay, newsletterFormSchema } from './newsletter-overlay';

describe('newsletterFormSchema', () => {
  it.each([
    [{ email: 'lifter@ironmark.example', consent: true }, true],
    [{ email: 'lifter@', consent: true }, false],
    [{ email: 'lifter@ironmark.example', consent: false }, false],
  ])('accepts %o: %s', (input, ok) => {
    expect(newsletterFormSchema().safeParse(input).success).toBe(ok);
  });
});

describe('NewsletterOverlay', () => {
  it('shows "Invalid Email" below the field and does not submit', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<NewsletterOverlay open onOpenChange={() => {}} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Invalid Email'));
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(document.body);
  });
});
