import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn } from 'storybook/test';
import { localised } from '../test/story-locale';
import { barbellFacetGroups } from './__fixtures__/listing.stories.data';
import { demoProducts } from './__fixtures__/products.stories.data';
import { CategoryListingView } from './category-listing-view';
import { ProductCard } from './product-card';
import { categoryListingTexts } from './texts';

const meta = {
  component: CategoryListingView,
  args: {
    title: 'Barbells',
    groups: barbellFacetGroups,
    selection: {},
    activeCount: 0,
    sort: 'recommended.asc',
    productCount: demoProducts.length,
    currency: 'usd',
    onFacetChange: fn(),
    onSortChange: fn(),
    children: demoProducts.map((product) => <ProductCard key={product.code} product={product} />),
  },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof CategoryListingView>>((l, args) => ({
      locale: args.locale ?? l.locale,
      currency: l.currency,
      labels: l.labels((t) => categoryListingTexts(t, { weight: 'catalogue.facet.weight' })),
    })),
  ],
} satisfies Meta<typeof CategoryListingView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A facet's checkbox: the desktop column's (a phone shows the same in the drawer once opened). */
const checkbox = (root: HTMLElement, field: string, value: string) =>
  root.querySelector<HTMLInputElement>(`input[name="${field}"][value="${value}"]`);

export const Default: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByRole('list', { name: 'Barbells' })).toBeVisible();
    await expect(canvas.getByText('5 products')).toBeVisible();
    checkbox(canvasElement, 'weight', '20')?.click();
    await expect(args.onFacetChange).toHaveBeenCalledOnce();
    await expect(args.onFacetChange).toHaveBeenCalledWith('weight', ['20']);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'bp_name.desc');
    await expect(args.onSortChange).toHaveBeenCalledOnce();
    await expect(args.onSortChange).toHaveBeenCalledWith('bp_name.desc');
  },
};

/** Chosen values are ticked; unticking one hands back the field's other values. */
export const Filtered: Story = {
  args: { selection: { weight: ['15', '20'], availability: ['in-stock'] }, activeCount: 3, productCount: 3 },
  play: async ({ canvasElement, args }) => {
    await expect(checkbox(canvasElement, 'availability', 'in-stock')).toBeChecked();
    await expect(checkbox(canvasElement, 'weight', '15')).toBeChecked();
    checkbox(canvasElement, 'weight', '20')?.click();
    await expect(args.onFacetChange).toHaveBeenCalledWith('weight', ['15']);
  },
};

/** A visitor who sees no prices: no price bands, no availability facet. */
export const PricesHidden: Story = {
  args: {
    groups: barbellFacetGroups.filter((group) => group.kind !== 'price' && group.kind !== 'availability'),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('fieldset[data-field="price"]')).toBeNull();
    await expect(canvasElement.querySelector('fieldset[data-field="availability"]')).toBeNull();
  },
};

/** A category with nothing to show yet. */
export const Empty: Story = {
  args: { groups: [], productCount: 0, children: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 products')).toBeVisible();
  },
};
