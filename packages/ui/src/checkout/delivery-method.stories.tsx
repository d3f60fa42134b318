import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { deliveryMethodLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { DeliveryMethod, type DeliveryOption } from './delivery-method';

const options: DeliveryOption[] = [
  {
    id: 'standard',
    kind: 'delivery',
    label: 'Home or gym delivery',
    cost: 4_900,
    estimate: '3–5 working days',
  },
  {
    id: 'pickup',
    kind: 'pickup',
    label: 'Warehouse pickup',
    cost: 0,
    address: ['Ironmark Warehouse', '1200 Industrial Way', 'Columbus, OH 43215'],
  },
];

const meta = {
  component: DeliveryMethod,
  args: { options, value: 'standard', onChange: fn(), currency: 'usd' },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof DeliveryMethod>>((l, args) => ({
      locale: args.locale ?? l.locale,
      currency: l.currency,
      options: args.options.map((o) => ({ ...o, cost: l.money(o.cost) })),
      labels: l.labels(deliveryMethodLabels),
    })),
  ],
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <DeliveryMethod
        {...args}
        value={value}
        onChange={(id) => {
          setValue(id);
          args.onChange(id);
        }}
      />
    );
  },
} satisfies Meta<typeof DeliveryMethod>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('$49.00')).toBeVisible();
    await expect(canvas.getByText(/1200 Industrial Way/)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /Warehouse pickup/ }));
    await expect(args.onChange).toHaveBeenCalledWith('pickup');
    await expect(canvas.getByRole('radio', { name: /Warehouse pickup/ })).toBeChecked();
  },
};

export const FreeShipping: Story = {
  args: { options: options.map((o) => ({ ...o, cost: 0 })) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Free')).toHaveLength(2);
  },
};

/** Invalid: the server refused the method (spec §8 message); the group announces it. */
export const WithError: Story = {
  args: { value: undefined, error: 'Invalid delivery carrier' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid delivery carrier');
  },
};

/** Empty: no method chosen yet; nothing is checked and no error shows before the step is sent. */
export const Empty: Story = {
  args: { value: undefined },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
