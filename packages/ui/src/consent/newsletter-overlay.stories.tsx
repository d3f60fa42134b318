import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { newsletterLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { NewsletterOverlay } from './newsletter-overlay';

const meta = {
  component: NewsletterOverlay,
  args: { open: true, onOpenChange: fn(), onSubmit: fn(async () => undefined) },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof NewsletterOverlay>>((l) => ({ labels: l.labels(newsletterLabels) })),
  ],
  parameters: { a11y: { context: 'body' } },
} satisfies Meta<typeof NewsletterOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Messages appear below the fields in the spec's words. */
export const ValidationMessages: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Sign up for our newsletter' });
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'lifter@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    const email = within(dialog).getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Invalid Email'));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(within(dialog).getByRole('checkbox')).toHaveAccessibleDescription(
      'Please accept to receive the newsletter',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SignedUp: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'lifter@ironmark.example');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ email: 'lifter@ironmark.example', consent: true }),
    );
    await expect(await within(dialog).findByText('Thank you — you are signed up.')).toBeVisible();
  },
};

export const Failure: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('503'))) },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'lifter@ironmark.example');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(/please reload the page/);
  },
};
