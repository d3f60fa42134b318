import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { paymentMethodLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { type CardDetails, PaymentMethod, type PaymentMethodKind } from './payment-method';

const emptyCard: CardDetails = { name: '', number: '', expiryMonth: '', expiryYear: '', cvc: '' };

const meta = {
  component: PaymentMethod,
  args: {
    value: 'invoice',
    onChange: fn(),
    card: emptyCard,
    onCardChange: fn(),
    testCards: [
      { number: '4242 4242 4242 4242', outcome: 'payment succeeds' },
      { number: '4000 0000 0000 0002', outcome: 'payment is refused' },
      { number: '4000 0000 0000 0472', outcome: 'fraud check fails (error 472)' },
    ],
  },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof PaymentMethod>>((l) => ({ labels: l.labels(paymentMethodLabels) })),
  ],
  render: function Render(args) {
    const [value, setValue] = useState<PaymentMethodKind | undefined>(args.value);
    const [card, setCard] = useState(args.card);
    return (
      <PaymentMethod
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
        card={card}
        onCardChange={(next) => {
          setCard(next);
          args.onCardChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof PaymentMethod>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Invoice: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /Invoice/ })).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: /Card number/ })).toBeNull();
  },
};

export const SandboxCard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Card/ }));
    await expect(args.onChange).toHaveBeenCalledWith('card');
    await expect(canvas.getByText('Sandbox')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Card number/ }), '4242-4242');
    await expect(canvas.getByText('Only letters and numbers are allowed')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Name on card/ }), 'Maja 2');
    await expect(canvas.getByText('Only letters are allowed')).toBeVisible();
  },
};

export const Refused: Story = {
  args: {
    value: 'card',
    card: { name: 'Maja Lind', number: '4000000000000002', expiryMonth: '12', expiryYear: '29', cvc: '123' },
    error: 'Payment was refused. Please use another payment method.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Payment was refused. Please use another payment method.',
    );
  },
};

/** Empty: no method chosen yet; nothing is checked and no card form shows. */
export const Empty: Story = {
  args: { value: undefined },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: /Card number/ })).toBeNull();
  },
};

/** Invalid: card fields with characters the spec §5 rule refuses, each with its message. */
export const Invalid: Story = {
  args: {
    value: 'card',
    card: { name: 'Maja 2', number: '4242-4242', expiryMonth: '12', expiryYear: '29', cvc: '1 3' },
  },
  play: async ({ canvas }) => {
    const number = canvas.getByRole('textbox', { name: /Card number/ });
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription(/Only letters and numbers are allowed/);
    await expect(canvas.getByRole('textbox', { name: /Name on card/ })).toHaveAccessibleDescription(
      /Only letters are allowed/,
    );
    await expect(canvas.getByRole('textbox', { name: /Expiry month/ })).not.toHaveAttribute('aria-invalid');
  },
};
