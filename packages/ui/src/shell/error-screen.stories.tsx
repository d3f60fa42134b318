import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { errorScreenLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { Button } from './button';
import { ErrorScreen } from './status-screens';

const meta = {
  component: ErrorScreen,
  args: {},
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof ErrorScreen>>((l) => ({ labels: l.labels(errorScreenLabels) })),
  ],
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Sorry, something went wrong' }),
    ).toBeVisible();
    await expect(canvas.getByText('500: Server error')).toBeVisible();
    await expect(canvas.getByText('We are working on fixing the problem, Be back soon')).toBeVisible();
  },
};

const retry = fn();

export const WithRetry: Story = {
  args: { action: <Button onClick={retry}>Try again</Button> },
  decorators: [
    localised<ComponentProps<typeof ErrorScreen>>((l) => ({
      action: l.labels((t) => <Button onClick={retry}>{t('error.retry')}</Button>),
    })),
  ],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalledOnce();
  },
};
