import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { buttonFeedbackLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { ActionButton, Button } from './button';
import { createManualClock } from './clock';

const meta = {
  component: Button,
  args: { children: 'Add to cart', onClick: fn() },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof Button>>((l, args) => ({
      // The default label is the storefront's 'Add to cart'; a story with its own label keeps it.
      children: args.children === 'Add to cart' ? l.labels((t) => t('product.addToCart')) : undefined,
      feedbackLabels: l.labels(buttonFeedbackLabels),
    })),
  ],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Request a quote' } };
export const Outline: Story = { args: { variant: 'outline', children: 'Add to My List' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };
export const Link: Story = { args: { variant: 'link', children: 'Read more' } };

export const AsLink: Story = {
  args: { asChild: true, variant: 'secondary', children: <a href="/cart">Go to cart</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Go to cart' })).toHaveAttribute('data-slot', 'button');
  },
};

/** While loading, a second press does not run the action again. */
export const Loading: Story = {
  args: { feedback: 'loading' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  args: { feedback: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Done');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { feedback: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Something went wrong');
  },
};

const clock = createManualClock();

/** The spec §4 cycle with a hand-driven clock: loading → success → cleared after exactly 1500 ms. */
export const FeedbackCycle: Story = {
  render: (args) => (
    <ActionButton onAction={() => new Promise((resolve) => setTimeout(resolve, 50))} clock={clock}>
      {args.children}
    </ActionButton>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Add to cart/ });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('data-feedback', 'loading');
    await waitFor(() => expect(button).toHaveAttribute('data-feedback', 'success'));
    clock.advance(1499);
    await expect(button).toHaveAttribute('data-feedback', 'success');
    clock.advance(1);
    await waitFor(() => expect(button).toHaveAttribute('data-feedback', 'idle'));
  },
};

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      {(['primary', 'secondary', 'outline', 'ghost', 'link'] as const).map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-3">
          <Button variant={variant}>{variant}</Button>
          <Button variant={variant} feedback="loading">
            Loading
          </Button>
          <Button variant={variant} feedback="success">
            Saved
          </Button>
          <Button variant={variant} feedback="error">
            Failed
          </Button>
          <Button variant={variant} disabled>
            Disabled
          </Button>
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm">Small</Button>
        <Button size="md">Medium</Button>
        <Button size="lg">Large</Button>
      </div>
    </div>
  ),
};
