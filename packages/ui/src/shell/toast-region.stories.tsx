import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { toastLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { Button } from './button';
import { createManualClock } from './clock';
import { type ToastMessage, ToastRegion } from './toast-region';

const error: ToastMessage = {
  id: 'error',
  type: 'error',
  title: 'Out of stock',
  message: 'The following products are out of stock or low in remaining stock',
  messages: ['Competition bar 20 kg', 'Bumper plate 25 kg'],
};
const warning: ToastMessage = {
  id: 'warning',
  type: 'warning',
  title: 'Quantity updated',
  message: 'Out of stock - quantity updated to remaining stocks',
};
const information: ToastMessage = { id: 'information', type: 'information', title: 'Added to My List' };

const meta = {
  component: ToastRegion,
  args: { toast: error, onDismiss: fn() },
  tags: ['autodocs'],
  decorators: [localised<ComponentProps<typeof ToastRegion>>((l) => ({ labels: l.labels(toastLabels) }))],
  // Dialogs render in a portal outside the story root: let axe check the whole page.
  parameters: { a11y: { context: 'body' } },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorToast: Story = {
  name: 'Error',
  play: async ({ canvas }) => {
    // The toast fades in over 200 ms; wait for it to be fully shown.
    await waitFor(() => expect(canvas.getByText('Out of stock')).toBeVisible());
    await expect(canvas.getByRole('img', { name: 'Error' })).toBeVisible();
    await expect(canvas.getByText('Bumper plate 25 kg')).toBeVisible();
  },
};

export const Warning: Story = { args: { toast: warning } };
export const Information: Story = { args: { toast: information } };

/** The close button dismisses the toast once. */
export const ManualClose: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('error');
  },
};

const clock = createManualClock();

function Demo(props: { onDismiss: (id: ToastMessage['id']) => void }) {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  return (
    <div className="flex gap-2">
      <Button onClick={() => setToast(error)}>Show error</Button>
      <Button variant="secondary" onClick={() => setToast(information)}>
        Show information
      </Button>
      <ToastRegion
        toast={toast}
        clock={clock}
        onDismiss={(id) => {
          props.onDismiss(id);
          setToast((current) => (current?.id === id ? null : current));
        }}
      />
    </div>
  );
}

/** Time driven by hand: a toast closes itself after 10 s; a newer toast replaces it and gets its own 10 s. */
export const Timing: Story = {
  args: { toast: null },
  render: (args) => <Demo onDismiss={args.onDismiss} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await waitFor(() => expect(canvas.getByText('Out of stock')).toBeVisible());
    clock.advance(6000);
    await userEvent.click(canvas.getByRole('button', { name: 'Show information' }));
    await waitFor(() => expect(canvas.getByText('Added to My List')).toBeVisible());
    await expect(canvas.queryByText('Out of stock')).toBeNull();
    clock.advance(9999);
    await expect(canvas.getByText('Added to My List')).toBeVisible();
    await expect(args.onDismiss).not.toHaveBeenCalled();
    clock.advance(1);
    await waitFor(() => expect(canvas.queryByText('Added to My List')).toBeNull());
    await expect(args.onDismiss).toHaveBeenCalledWith('information');
  },
};
