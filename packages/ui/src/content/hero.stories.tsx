import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { demoImage } from '../navigation/demo.stories.data';
import { Hero } from './hero';

const meta = {
  component: Hero,
  args: {
    eyebrow: 'New season',
    title: 'Strength Equipment Crafted for Performance',
    text: 'Bars, plates and racks built in Sweden to last for decades.',
    primaryAction: { label: 'Shop equipment', href: '/equipment' },
    secondaryAction: { label: 'Design your gym', href: '/design-your-gym' },
    image: demoImage('Hero', '#2b2a28', 1600, 900),
    height: 'Md',
  },
  tags: ['autodocs'],
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Strength Equipment Crafted for Performance' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shop equipment' })).toHaveAttribute('href', '/equipment');
  },
};

export const WithoutImage: Story = { args: { image: undefined, secondaryAction: undefined } };
