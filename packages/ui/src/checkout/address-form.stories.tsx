import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { demoCountries } from '../lists/__fixtures__/lists.stories.data';
import { addressFormText } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { AddressForm } from './address-form';

const meta = {
  component: AddressForm,
  args: {
    countries: demoCountries,
    customerCategories: [
      { value: 'gym', label: 'Gym or club' },
      { value: 'education', label: 'School or university' },
      { value: 'government', label: 'Military or government' },
      { value: 'federation', label: 'Sports federation' },
    ],
    termsHref: '/en-us/terms',
    onSubmit: fn(),
  },
  tags: ['autodocs'],
  decorators: [localised<ComponentProps<typeof AddressForm>>((l) => l.labels(addressFormText) ?? {})],
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValues: { country: 'us' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /State or province/ })).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', { name: 'I have read and accepted the terms' }),
    ).not.toBeChecked();
  },
};

/** Nothing filled in yet: no field is marked invalid before the first submit. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: /First name/ })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Continue to delivery' })).not.toHaveAttribute(
      'aria-busy',
    );
  },
};

/** Invalid: the field errors of spec §5 under their fields after a submit. */
export const ValidationMessages: Story = {
  args: {
    defaultValues: {
      country: 'us',
      email: 'maja@',
      phone: '12',
      zip: '1234',
      street: 'Main St 1',
      city: 'Austin',
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to delivery' }));
    await expect(await canvas.findByText('Please enter your first name')).toBeVisible();
    await expect(canvas.getByText('Invalid Email')).toBeVisible();
    await expect(canvas.getByText('Invalid Phone')).toBeVisible();
    await expect(canvas.getByText('State or province is required!')).toBeVisible();
    await expect(canvas.getByText('Invalid zip code')).toBeVisible();
    await expect(canvas.getByText('Please accept the terms')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SwedishAddress: Story = {
  args: {
    defaultValues: {
      country: 'se',
      firstName: 'Maja',
      lastName: 'Lind',
      email: 'maja@example.com',
      phone: '+46 70 123 45 67',
      street: 'Storgatan 1',
      zip: '113 51',
      city: 'Stockholm',
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByRole('combobox', { name: /State or province/ })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I have read and accepted the terms' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to delivery' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ country: 'se', zip: '113 51', termsAccepted: true }),
    );
  },
};

/** Submitting: the valid address is being sent; the button shows its loading state and is not pressed twice. */
export const Submitting: Story = {
  args: {
    defaultValues: SwedishAddress.args?.defaultValues,
    // Never settles, so the form stays in its submitting state for review and axe.
    onSubmit: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I have read and accepted the terms' }));
    const submit = canvas.getByRole('button', { name: /Continue to delivery/ });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    // The address schema loads on the first validation (issue 16): the address goes once it has.
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
  },
};

export const BusinessBuyer: Story = {
  args: { defaultValues: { customerType: 'business', country: 'gb' } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('textbox', { name: /Company name/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to delivery' }));
    await expect(await canvas.findByText('Please enter your company name')).toBeVisible();
    await expect(canvas.getByText('Please enter your customer category')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Private person' }));
    await expect(canvas.queryByRole('textbox', { name: /Company name/ })).toBeNull();
  },
};

export const QuoteOnlyRegion: Story = {
  args: { defaultValues: { country: 'ae' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox', { name: /Zip code/ })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: /State or province/ })).toBeVisible();
  },
};
