import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { localised } from '../test/story-locale';
import { Button } from './button';
import { createManualClock } from './clock';
import { RouteProgressBar } from './route-progress-bar';

const meta = {
  component: RouteProgressBar,
  args: { loading: true },
  tags: ['autodocs'],
  // The storefront names the bar with its loading text.
  decorators: [
    localised<ComponentProps<typeof RouteProgressBar>>((l) => ({
      label: l.labels((t) => t('button.loading')),
    })),
  ],
} satisfies Meta<typeof RouteProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A route change in progress: the bar starts at 8 % and trickles towards 99.4 %. */
export const Loading: Story = {
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole('progressbar', { name: 'Loading page' });
    await expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(8);
  },
};

/** Nothing is drawn when no route change is loading. */
export const Idle: Story = {
  args: { loading: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

const clock = createManualClock();

/** Time driven by a manual clock: 8 % at start, +10 % after 800 ms, 100 % on completion, gone 400 ms later. */
export const Timeline: Story = {
  args: { clock },
  render: (args) => {
    const [loading, setLoading] = useState(false);
    return (
      <div className="flex gap-2 p-4">
        <Button onClick={() => setLoading(true)}>Start navigation</Button>
        <Button variant="secondary" onClick={() => setLoading(false)}>
          Complete navigation
        </Button>
        <RouteProgressBar {...args} loading={loading} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start navigation' }));
    const bar = await canvas.findByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '8');
    clock.advance(800);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '18'));
    await userEvent.click(canvas.getByRole('button', { name: 'Complete navigation' }));
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    clock.advance(400);
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
  },
};
