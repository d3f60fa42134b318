import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './button';
import { ErrorScreen } from './status-screens';

const meta = {
  component: ErrorScreen,
  args: {},
  tags: ['autodocs'],
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
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalledOnce();
  },
};
