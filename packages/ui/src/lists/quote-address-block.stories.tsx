import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn } from 'storybook/test';
import { quoteAddressErrors, quoteAddressLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { emptyQuoteAddress, QuoteAddressBlock } from './quote-address-block';

type Args = ComponentProps<typeof QuoteAddressBlock>;

const meta = {
  component: QuoteAddressBlock,
  args: { value: emptyQuoteAddress, onChange: fn(), fieldRef: fn() },
  tags: ['autodocs'],
  decorators: [
    localised<Args>((l, args) => ({
      labels: l.labels(quoteAddressLabels),
      // A story that shows errors shows them in the toolbar's language.
      errors: args.errors ? l.labels(quoteAddressErrors) : undefined,
    })),
  ],
  // Controlled: the story keeps the typed address, as the quote page does.
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <QuoteAddressBlock
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof QuoteAddressBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = {
  streetAddress: '100 Main Street',
  extraAddress: '',
  zip: '10001',
  city: 'New York',
  stateOrProvince: 'NY',
};

/** Empty: nothing typed yet, no field marked invalid; the state is optional where no tax needs it. */
export const Empty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const street = canvas.getByRole('textbox', { name: /^Street address/ });
    await expect(street).toHaveValue('');
    await expect(street).toBeRequired();
    await expect(street).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('textbox', { name: /^State or province/ })).not.toBeRequired();
    await expect(canvas.getByRole('textbox', { name: /^Extra address/ })).toHaveAccessibleDescription(
      'Optional',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /^Zip/ }), '10001');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ zip: '10001' }));
    await expect(canvas.getByRole('textbox', { name: /^Zip/ })).toHaveValue('10001');
  },
};

/** The state or province is required (US sales tax): no optional hint, marked required. */
export const StateRequired: Story = {
  args: { stateRequired: true },
  play: async ({ canvas }) => {
    const state = canvas.getByRole('textbox', { name: /^State or province/ });
    await expect(state).toBeRequired();
    await expect(state).not.toHaveAccessibleDescription('Optional');
  },
};

/** The quote page's messages for an address with no street, city or state and a bad zip (spec §5). */
const invalidErrors = {
  streetAddress: 'Please enter your street address',
  zip: 'Invalid zip code',
  city: 'Please enter your city',
  stateOrProvince: 'State or province is required!',
};

/** Invalid: the spec's messages under their fields, each field marked invalid and described by its message. */
export const Invalid: Story = {
  args: { stateRequired: true, value: { ...emptyQuoteAddress, zip: '1' }, errors: invalidErrors },
  play: async ({ canvas }) => {
    const street = canvas.getByRole('textbox', { name: /^Street address/ });
    await expect(street).toHaveAttribute('aria-invalid', 'true');
    await expect(street).toHaveAccessibleDescription('Please enter your street address');
    await expect(canvas.getByRole('textbox', { name: /^Zip/ })).toHaveAccessibleDescription(
      'Invalid zip code',
    );
    await expect(canvas.getByText('Please enter your city')).toBeVisible();
    await expect(canvas.getByText('State or province is required!')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Extra address/ })).not.toHaveAttribute('aria-invalid');
  },
};

/** Submitting: the request is being sent; the address is read-only and the group busy. */
export const Submitting: Story = {
  args: { value: filled, submitting: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'Delivery address' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const city = canvas.getByRole('textbox', { name: /^City/ });
    await expect(city).toHaveAttribute('readonly');
    await userEvent.type(city, 'x');
    await expect(city).toHaveValue('New York');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Every state side by side, for visual review. */
export const AllStates: Story = {
  args: { errors: invalidErrors },
  render: ({ errors, ...args }) => (
    <div className="grid gap-10">
      <QuoteAddressBlock {...args} />
      <QuoteAddressBlock {...args} value={{ ...emptyQuoteAddress, zip: '1' }} errors={errors} stateRequired />
      <QuoteAddressBlock {...args} value={filled} submitting />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group')).toHaveLength(3);
  },
};
