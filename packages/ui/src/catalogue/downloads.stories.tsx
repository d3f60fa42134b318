import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect } from 'storybook/test';
import { localised } from '../test/story-locale';
import { demoDetails } from './__fixtures__/details.stories.data';
import { Downloads } from './downloads';

const meta = {
  component: Downloads,
  args: { files: demoDetails.downloads ?? [] },
  tags: ['autodocs'],
  decorators: [localised<ComponentProps<typeof Downloads>>((l) => ({ locale: l.locale }))],
} satisfies Meta<typeof Downloads>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /User manual/ })).toHaveAttribute(
      'href',
      '/downloads/bar-manual.pdf',
    );
    await expect(canvas.getByText('PDF · 1.8 MB')).toBeVisible();
  },
};
