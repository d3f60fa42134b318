import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect } from 'storybook/test';
import { localised } from '../test/story-locale';
import { Warranty } from './warranty';

const meta = {
  component: Warranty,
  args: {
    years: 10,
    terms: 'Covers bending and sleeve failure under normal use.\nRegister within 30 days of delivery.',
  },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof Warranty>>((l) => ({
      headline: l.labels((t) => t('product.warrantyYears')),
      lifetimeHeadline: l.labels((t) => t('product.lifetimeWarranty')),
    })),
  ],
} satisfies Meta<typeof Warranty>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('10-year warranty')).toBeVisible();
  },
};

export const Lifetime: Story = {
  args: { years: 99 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Lifetime warranty')).toBeVisible();
  },
};
