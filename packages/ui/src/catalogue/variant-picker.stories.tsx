import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { localised } from '../test/story-locale';
import { demoDetails } from './__fixtures__/details.stories.data';
import { VariantPicker } from './variant-picker';

const meta = {
  component: VariantPicker,
  args: { label: 'Weight', options: demoDetails.variants ?? [], value: 'IM-BAR-20-M', onChange: fn() },
  tags: ['autodocs'],
  decorators: [
    // The option name ('Weight') and values are product data; the out-of-stock note is the storefront's.
    localised<ComponentProps<typeof VariantPicker>>((l) => ({
      unavailableLabel: l.labels((t) => t('product.outOfStock')),
    })),
  ],
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <VariantPicker
        {...args}
        value={value}
        onChange={(code) => {
          setValue(code);
          args.onChange(code);
        }}
      />
    );
  },
} satisfies Meta<typeof VariantPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: /Weight/ });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '20 kg' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '20 kg' }));
    // Held like a real key: Radix checks the radio that receives focus while an arrow key is down.
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: '15 kg' })).toBeChecked());
    await userEvent.keyboard('{/ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('IM-BAR-15-W');
  },
};

export const WithUnavailable: Story = {
  args: { value: 'IM-BAR-10-J' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /10 kg.*out of stock/ })).toBeChecked();
  },
};
