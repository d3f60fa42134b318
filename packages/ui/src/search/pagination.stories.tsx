import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect } from 'storybook/test';
import { paginationLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { Pagination } from './pagination';

const meta = {
  component: Pagination,
  args: { page: 5, totalPages: 12, hrefFor: (page: number) => `/en-us/search?q=bar&page=${page}` },
  tags: ['autodocs'],
  decorators: [localised<ComponentProps<typeof Pagination>>((l) => ({ labels: l.labels(paginationLabels) }))],
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/en-us/search?q=bar&page=6',
    );
    await expect(canvas.getByRole('link', { name: 'Page 12' })).toBeVisible();
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Previous page' })).toBeNull();
  },
};

export const SinglePage: Story = {
  args: { page: 1, totalPages: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
