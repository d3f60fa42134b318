import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { localised } from '../test/story-locale';
import { demoOrigins, demoStores } from './demo.stories.data';
import { StoreLocator } from './store-locator';
import { storeLocatorTexts } from './texts';

const meta = {
  component: StoreLocator,
  args: { stores: demoStores, origins: demoOrigins, onOriginChange: fn() },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof StoreLocator>>((l) => ({ labels: l.labels(storeLocatorTexts) })),
  ],
} satisfies Meta<typeof StoreLocator>;

export default meta;
type Story = StoryObj<typeof meta>;

const order = (root: HTMLElement) =>
  [...root.querySelectorAll('ol li')].map((li) => li.getAttribute('data-store'));

/** From Gothenburg the Stockholm store comes first; every store has a pin on the SVG map. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Map of stores' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-slot="pins"] circle')).toHaveLength(6);
    await expect(canvasElement.querySelectorAll('[data-slot="countries"] path').length).toBeGreaterThan(150);
    await expect(order(canvasElement)[0]).toBe('sto');
  },
};

/** Choosing another point re-sorts the list. */
export const ChooseOrigin: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Sort stores by distance from'), 'melbourne');
    await waitFor(() => expect(order(canvasElement)[0]).toBe('syd'));
    await expect(args.onOriginChange).toHaveBeenCalledWith(expect.objectContaining({ id: 'melbourne' }));
    await userEvent.selectOptions(canvas.getByLabelText('Sort stores by distance from'), 'chicago');
    await waitFor(() => expect(order(canvasElement).slice(0, 2)).toEqual(['nyc', 'den']));
  },
};
