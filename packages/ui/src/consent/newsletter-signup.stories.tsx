import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { newsletterLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { NewsletterSignup } from './newsletter-signup';

const meta = {
  component: NewsletterSignup,
  args: { buttonLabel: 'Sign up for the newsletter', onSubmit: fn(async () => undefined) },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof NewsletterSignup>>((l) => ({ labels: l.labels(newsletterLabels) })),
  ],
  parameters: { a11y: { context: 'body' } },
} satisfies Meta<typeof NewsletterSignup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button opens the overlay (loaded on that first click); a sign-up is sent; Escape returns focus. */
export const OpensTheOverlay: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Sign up for the newsletter' });
    await userEvent.click(button);
    // The overlay's code loads on this first click.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Sign up for our newsletter' },
      { timeout: 15_000 },
    );
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'lifter@ironmark.example');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ email: 'lifter@ironmark.example', consent: true }),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** On checkout pages the overlay stays closed (spec §2). */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up for the newsletter' }));
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
