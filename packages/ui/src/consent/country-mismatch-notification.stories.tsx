import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { countryMismatchLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { CountryMismatchNotification } from './country-mismatch-notification';

const meta = {
  component: CountryMismatchNotification,
  args: {
    pageCountryName: 'United States',
    userCountry: 'se',
    userCountryName: 'Sweden',
    onSwitch: fn(),
    onStay: fn(),
  },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof CountryMismatchNotification>>((l) => ({
      labels: l.labels(countryMismatchLabels),
    })),
  ],
} satisfies Meta<typeof CountryMismatchNotification>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    // Fades in over 200 ms.
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Shopping from Sweden?' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the Sweden site' }));
    await expect(args.onSwitch).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Stay on this site' }));
    await expect(args.onStay).toHaveBeenCalledOnce();
  },
};
