import { type OptionVariant, optionGroups } from '@ironmark/cart-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { optionPickerLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { OptionPicker } from './option-picker';

/** A hoodie in black, grey and red, S–XL; red XL is not made and grey M is sold out. */
const hoodie: OptionVariant[] = (
  [
    ['BK', 'Black'],
    ['GR', 'Heather grey'],
    ['RD', 'Red'],
  ] as const
).flatMap(([key, colour]) =>
  ['S', 'M', 'L', 'XL']
    .filter((size) => !(key === 'RD' && size === 'XL'))
    .map((size) => ({ code: `HOOD-${key}-${size}`, options: { colour, size } })),
);
const soldOut = new Set(['HOOD-GR-M']);
const available = (code: string) => !soldOut.has(code);
const hoodieGroups = optionGroups(hoodie, 'HOOD-BK-M', available);

const meta = {
  component: OptionPicker,
  args: {
    groups: hoodieGroups,
    optionLabels: { colour: 'Colour', size: 'Size' },
    onChange: fn(),
  },
  tags: ['autodocs'],
  decorators: [
    // Option names and values are product data (the catalogue's translations); the 'not available' note is the storefront's.
    localised<ComponentProps<typeof OptionPicker>>((l) => ({ labels: l.labels(optionPickerLabels) })),
  ],
  // The groups are recomputed from the chosen variant, as the storefront does (Storybook copies
  // args, so the interactive hoodie is built here; stories with other data render their own).
  render: function Render(args) {
    const [code, setCode] = useState('HOOD-BK-M');
    return (
      <OptionPicker
        {...args}
        groups={optionGroups(hoodie, code, available)}
        onChange={(next) => {
          setCode(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof OptionPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Colour and size are two radio groups; the chosen variant's values are checked. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(2);
    const colour = canvas.getByRole('radiogroup', { name: /Colour/ });
    const size = canvas.getByRole('radiogroup', { name: /Size/ });
    await expect(colour).toBeVisible();
    await expect(size).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Black' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'M' })).toBeChecked();
  },
};

/** Choosing a colour keeps the size; a size that colour does not come in is disabled and announced. */
export const UnavailableCombination: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Red' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('HOOD-RD-M');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Red' })).toBeChecked());
    const missing = canvas.getByRole('radio', { name: /^XL\W+not available$/ });
    await expect(missing).toBeDisabled();
    await userEvent.click(missing);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    // A sold-out variant is disabled in its colour only.
    await userEvent.click(canvas.getByRole('radio', { name: 'Heather grey' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('HOOD-GR-S');
    await waitFor(() => expect(canvas.getByRole('radio', { name: /^M\W+not available$/ })).toBeDisabled());
    await expect(canvas.getByRole('radio', { name: 'S' })).toBeChecked();
  },
};

/** Arrow keys move within a group and skip disabled values. */
export const Keyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Red' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'M' }));
    // The browser checks the next enabled radio of the group on an arrow key.
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'L' })).toBeChecked());
    await userEvent.keyboard('{/ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('HOOD-RD-L');
    // XL does not exist in red: the next arrow skips it and wraps to S.
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'S' })).toBeChecked());
    await userEvent.keyboard('{/ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('HOOD-RD-S');
  },
};

/** A single-option product (plates by weight): one group. */
export const SingleOption: Story = {
  args: {
    groups: optionGroups(
      [
        { code: 'P5', options: { weight: '5 kg' } },
        { code: 'P10', options: { weight: '10 kg' } },
        { code: 'P25', options: { weight: '25 kg' } },
      ],
      'P10',
      (code) => code !== 'P25',
    ),
    optionLabels: { weight: 'Weight' },
  },
  render: (args) => <OptionPicker {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(1);
    await expect(canvas.getByRole('radio', { name: '10 kg' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /^25 kg\W+not available$/ })).toBeDisabled();
  },
};

/** Every state for visual review: the hoodie on red (XL missing) and the sold-out grey M. */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-8">
      <OptionPicker {...args} groups={optionGroups(hoodie, 'HOOD-RD-S', available)} />
      <OptionPicker {...args} groups={optionGroups(hoodie, 'HOOD-GR-L', available)} />
    </div>
  ),
};
