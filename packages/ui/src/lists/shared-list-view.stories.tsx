import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, within } from 'storybook/test';
import { localised } from '../test/story-locale';
import { SharedListView } from './shared-list-view';
import { sharedListViewTexts } from './texts';

const meta = {
  component: SharedListView,
  args: {
    locale: 'en-US',
    productHref: (path: string) => `/en-us${path}`,
    list: {
      id: '4f9c2e7a-8b1d-4c2e-9f0a-6d3b5e1c7a90',
      channel: 'en-us',
      createdAt: '2026-11-24T09:30:00.000Z',
      note: 'For the new team weight room, delivery before March.',
      lines: [
        {
          code: 'IM-BAR-WL-20M-BR-CH',
          name: 'IWF Weightlifting Competition Bar 20 kg',
          quantity: 4,
          path: '/products/iwf-weightlifting-competition-bar-20-kg',
        },
        { code: 'IM-PL-BU-25', name: 'Bumper plate 25 kg', quantity: 8, path: null },
      ],
      builds: [
        {
          code: 'BUILD-7Q2',
          name: 'Custom barbell',
          quantity: 2,
          configuration: { sleeve: 'needle', finish: 'hard-chrome' },
        },
      ],
    },
    buildLabels: {
      optionLabels: { sleeve: 'Sleeve bearing', finish: 'Finish' },
      valueLabels: { needle: 'Needle bearing', 'hard-chrome': 'Hard chrome' },
    },
  },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof SharedListView>>((l) => ({ labels: l.labels(sharedListViewTexts) })),
  ],
} satisfies Meta<typeof SharedListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The products with article ids (a product with a page links to it) and a build's options in words. */
export const WithProductsAndBuilds: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getByRole('link')).toHaveAttribute(
      'href',
      '/en-us/products/iwf-weightlifting-competition-bar-20-kg',
    );
    await expect(canvas.getByText('Needle bearing')).toBeVisible();
    await expect(canvas.getByText(/November 24, 2026/)).toBeVisible();
  },
};

/** A list of builds only: no product table. */
export const BuildsOnly: Story = {
  args: { list: { ...meta.args.list, lines: [], note: null } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
  },
};
