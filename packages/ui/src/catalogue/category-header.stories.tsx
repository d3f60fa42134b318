import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect } from 'storybook/test';
import { localised } from '../test/story-locale';
import { Breadcrumbs } from './breadcrumbs';
import { CategoryHeader } from './category-header';

const meta = {
  component: CategoryHeader,
  args: {
    title: 'Weightlifting bars',
    description: 'Certified competition bars and training bars built to outlast your career.',
    count: 24,
  },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof CategoryHeader>>((l) => ({
      countLabel: l.labels((t) => t('catalogue.productCount')),
    })),
  ],
} satisfies Meta<typeof CategoryHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Weightlifting bars' })).toBeVisible();
    await expect(canvas.getByText('24 products')).toBeVisible();
  },
};

export const WithBreadcrumbs: Story = {
  args: {
    breadcrumbs: (
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/en-us' },
          { label: 'Bars', href: '/en-us/equipment/bars' },
          { label: 'Weightlifting bars', href: '/en-us/equipment/bars/weightlifting' },
        ]}
      />
    ),
  },
};

export const TitleOnly: Story = { args: { description: undefined, count: undefined } };
