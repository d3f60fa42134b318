import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PreviewBanner } from './preview-banner';

const meta = {
  component: PreviewBanner,
  args: {},
  tags: ['autodocs'],
} satisfies Meta<typeof PreviewBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Exit preview' })).toHaveAttribute(
      'href',
      '/api/exit-preview',
    );
  },
};
