import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { cookieConsentLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { type CookieChoice, CookieConsentDialog } from './cookie-consent-dialog';

const meta = {
  component: CookieConsentDialog,
  args: { open: true, onChoose: fn() },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof CookieConsentDialog>>((l) => ({ labels: l.labels(cookieConsentLabels) })),
  ],
  parameters: { a11y: { context: 'body' } },
} satisfies Meta<typeof CookieConsentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not decided: the dialog with the spec's texts and the privacy-policy link. */
export const NotDecided: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Your Privacy' });
    await expect(dialog).toHaveTextContent(/cookies to enhance your experience/);
    await expect(dialog).toHaveTextContent(/accept all cookies, or only the necessary ones/);
    await expect(within(dialog).getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  },
};

/** Stores the choice and closes: 'Accept all cookies' → 'all'. */
function Stored({ onChoose }: { onChoose: (choice: CookieChoice) => void }) {
  const [choice, setChoice] = useState<CookieChoice | null>(null);
  return (
    <>
      <p>Stored consent: {choice ?? 'none'}</p>
      <CookieConsentDialog
        open={choice === null}
        onChoose={(value) => {
          onChoose(value);
          setChoice(value);
        }}
      />
    </>
  );
}

export const AcceptAll: Story = {
  render: (args) => <Stored onChoose={args.onChoose} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Accept all cookies' }));
    await expect(args.onChoose).toHaveBeenCalledWith('all');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('Stored consent: all')).toBeVisible();
  },
};

export const AcceptNecessary: Story = {
  render: (args) => <Stored onChoose={args.onChoose} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Accept necessary cookies' }));
    await expect(args.onChoose).toHaveBeenCalledWith('necessary');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('Stored consent: necessary')).toBeVisible();
  },
};

/** Escape does not dismiss it: a choice is required. */
export const EscapeKeepsIt: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Your Privacy' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Your Privacy' })).toBeVisible());
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

export const Decided: Story = {
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
