import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { quoteRequestLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { demoCountries } from './__fixtures__/lists.stories.data';
import { QuoteRequestForm } from './quote-request-form';

const meta = {
  component: QuoteRequestForm,
  args: { countries: demoCountries, onSubmit: fn(async () => {}) },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof QuoteRequestForm>>((l) => ({ labels: l.labels(quoteRequestLabels) })),
  ],
} satisfies Meta<typeof QuoteRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /First name/ }), 'Maja');
    await userEvent.type(canvas.getByRole('textbox', { name: /Last name/ }), 'Lind');
    await userEvent.type(canvas.getByRole('textbox', { name: /Company/ }), 'Lind Barbell Club');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'maja@example.com');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Country/ }), 'se');
    await userEvent.click(canvas.getByRole('button', { name: 'Send quote request' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'Maja', email: 'maja@example.com', country: 'se', phone: '' }),
    );
  },
};

/** Nothing filled in yet: no field is marked invalid before the first submit. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** Invalid: the field errors of spec §5 under their fields after a submit. */
export const ValidationMessages: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send quote request' }));
    await expect(await canvas.findByText('Please enter your first name')).toBeVisible();
    await expect(canvas.getByText('Please enter your last name')).toBeVisible();
    await expect(canvas.getByText('Please enter your country')).toBeVisible();
    await expect(canvas.getAllByText('Either email or phone has to be filled in')).toHaveLength(2);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'maja@');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Send quote request' }));
    await expect(await canvas.findByText('Invalid Email')).toBeVisible();
    await expect(canvas.getByText('Invalid Phone')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SendError: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error('503');
    }),
    defaultValues: { firstName: 'Maja', lastName: 'Lind', email: 'maja@example.com', country: 'se' },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send quote request' }));
    await expect(await canvas.findByText('Error occurred while trying to send quote')).toBeVisible();
  },
};

/** Submitting: the request is being sent; the button shows its loading state. */
export const Submitting: Story = {
  args: {
    // Never settles, so the form stays in its submitting state for review and axe.
    onSubmit: fn(() => new Promise<void>(() => {})),
    defaultValues: { firstName: 'Maja', lastName: 'Lind', email: 'maja@example.com', country: 'se' },
  },
  play: async ({ canvas, args, userEvent }) => {
    const submit = canvas.getByRole('button', { name: /Send quote request/ });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    // The form's schema loads on its first validation (issue 16): the request goes once it has.
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
  },
};
