import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { countryLanguageLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { CountryLanguageSelector } from './country-language-selector';

const meta = {
  component: CountryLanguageSelector,
  args: { open: true, onOpenChange: fn(), current: 'sv-se', onSelect: fn() },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof CountryLanguageSelector>>((l) => ({
      labels: l.labels(countryLanguageLabels),
    })),
  ],
  parameters: { a11y: { context: 'body' } },
} satisfies Meta<typeof CountryLanguageSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Countries in English with flags; the current channel is marked. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Choose your country and language' });
    // The rows render right after the dialog opens (a transition of their own).
    const sweden = await within(dialog).findByRole('button', { name: /Sweden\s*Swedish/ });
    await expect(sweden).toHaveAttribute('aria-current', 'true');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Germany\s*German/ })).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: /United States\s*English/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('en-us');
  },
};

export const Filtered: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Filter countries'), 'germ');
    // The rows follow the filter in a transition, behind the typing.
    await waitFor(() => expect(within(dialog).getAllByRole('button', { name: /German/ })).toHaveLength(1));
    await userEvent.clear(within(dialog).getByLabelText('Filter countries'));
    await userEvent.type(within(dialog).getByLabelText('Filter countries'), 'atlantis');
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('No country matches');
  },
};
