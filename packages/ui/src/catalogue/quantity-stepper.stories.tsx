import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { quantityStepperLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { QuantityStepper, type QuantityStepperProps } from './quantity-stepper';

function Controlled(props: QuantityStepperProps) {
  const [value, setValue] = useState(props.value);
  return (
    <QuantityStepper
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  component: QuantityStepper,
  args: { value: 1, min: 1, max: 5, onChange: fn() },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof QuantityStepper>>((l) => ({ labels: l.labels(quantityStepperLabels) })),
  ],
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(input).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(input);
    await userEvent.keyboard('{End}');
    await expect(input).toHaveAttribute('aria-valuenow', '5');
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveAttribute('aria-valuenow', '5');
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveAttribute('aria-valuenow', '1');
  },
};

export const TypedValueIsClamped: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '42{Enter}');
    await expect(input).toHaveValue('5');
    await expect(args.onChange).toHaveBeenCalledWith(5);
  },
};

export const AtMaximum: Story = {
  args: { value: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton')).toBeDisabled();
  },
};
