import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect } from 'storybook/test';
import { localised } from '../test/story-locale';
import { Breadcrumbs } from './breadcrumbs';

const meta = {
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Home', href: '/en-us' },
      { label: 'Equipment', href: '/en-us/equipment' },
      { label: 'Bars', href: '/en-us/equipment/bars' },
      { label: 'Weightlifting bars', href: '/en-us/equipment/bars/weightlifting' },
    ],
  },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof Breadcrumbs>>((l, args) => ({
      label: l.labels((t) => t('nav.breadcrumb')),
      // The first crumb is the storefront's own 'Home'; the rest are category names (catalogue data).
      items: l.labels((t) =>
        args.items.map((item, i) => (i === 0 ? { ...item, label: t('nav.home') } : item)),
      ),
    })),
  ],
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(canvas.getByText('Weightlifting bars')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

export const SingleLevel: Story = { args: { items: [{ label: 'Home', href: '/en-us' }] } };
