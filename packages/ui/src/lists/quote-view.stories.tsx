import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { localised } from '../test/story-locale';
import { demoBuilds, demoCountries, demoFavourites } from './__fixtures__/lists.stories.data';
import { emptyQuoteAddress } from './quote-address-block';
import { QuoteView } from './quote-view';
import { quoteAddressMessages, quoteViewTexts } from './texts';

type Args = ComponentProps<typeof QuoteView>;

const meta = {
  component: QuoteView,
  args: {
    favourites: demoFavourites,
    contents: {
      lines: demoFavourites.map(({ code, quantity }) => ({ code, quantity })),
      builds: demoBuilds,
    },
    myListHref: '/en-us/my-list',
    address: { value: emptyQuoteAddress, onChange: fn(), fieldRef: fn() },
    request: { countries: demoCountries, defaultValues: { country: 'us' }, onSubmit: fn(async () => {}) },
  },
  tags: ['autodocs'],
  decorators: [localised<Args>((l) => ({ ...l.labels(quoteViewTexts) }))],
  // Controlled: the story keeps the typed address, as the quote page does.
  render: function Render(args) {
    const [value, setValue] = useState(args.address.value);
    return (
      <QuoteView
        {...args}
        address={{
          ...args.address,
          value,
          onChange: (next) => {
            setValue(next);
            args.address.onChange(next);
          },
        }}
      />
    );
  },
} satisfies Meta<typeof QuoteView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list's products and builds beside the address and the contact form; a send goes to `onSubmit`. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Request a quote' })).toBeVisible();
    const summary = canvas.getByRole('complementary', { name: 'My List' });
    await expect(summary).toHaveTextContent('Competition Weightlifting Bar 20 kg');
    await expect(summary).toHaveTextContent('Barbell Set 1');
    await expect(canvas.getByRole('link', { name: 'My List' })).toHaveAttribute('href', '/en-us/my-list');
    await userEvent.type(canvas.getByRole('textbox', { name: /^City/ }), 'New York');
    await expect(args.address.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ city: 'New York' }),
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /First name/ }), 'Maja');
    await userEvent.type(canvas.getByRole('textbox', { name: /Last name/ }), 'Lind');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'maja@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send quote request' }));
    await waitFor(() => expect(args.request.onSubmit).toHaveBeenCalledOnce());
  },
};

/** The address problems of a send, worded by `quoteAddressMessages`, while the address is read-only during a send. */
export const AddressProblems: Story = {
  args: {
    address: {
      value: emptyQuoteAddress,
      onChange: fn(),
      stateRequired: true,
      errors: quoteAddressMessages(
        [
          { field: 'streetAddress', code: 'required' },
          { field: 'stateOrProvince', code: 'stateRequired' },
        ],
        (key, args = []) =>
          ({
            'field.street': 'street address',
            pleaseEnter: `Please enter your ${args[0]}`,
            stateRequired: 'State or province is required!',
          })[key] ?? key,
      ),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please enter your street address')).toBeVisible();
    await expect(canvas.getByText('State or province is required!')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Street address/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Nothing to quote: the empty text and the way back to My List. */
export const Empty: Story = {
  args: { favourites: [], contents: { lines: [], builds: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your list is empty')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My List' })).toHaveAttribute('href', '/en-us/my-list');
    await expect(canvas.queryByRole('button', { name: 'Send quote request' })).toBeNull();
  },
};

/** Before the stored list is read: only a status. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};
