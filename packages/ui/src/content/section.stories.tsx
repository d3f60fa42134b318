import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { demoImage } from '../navigation/demo.stories.data';
import { Section } from './section';

const meta = {
  component: Section,
  args: {
    spacing: 'default',
    children: (
      <div>
        <h2 className="font-display text-3xl uppercase">Built to last decades</h2>
        <p className="mt-2 max-w-xl">Every bar is machined, knurled and tested in our own workshop.</p>
      </div>
    ),
  },
  tags: ['autodocs'],
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="section"]')).toHaveClass('section-default');
  },
};

/** Every spacing preset of spec §3, stacked. */
export const AllSpacings: Story = {
  render: (args) => (
    <div className="divide-y divide-line">
      {(['xs', 'sm', 'default', 'lg', 'xl', 'mobile-none'] as const).map((spacing) => (
        <Section key={spacing} spacing={spacing}>
          <p className="font-display uppercase">spacing: {spacing}</p>
          {args.children}
        </Section>
      ))}
    </div>
  ),
};

export const ColourBackground: Story = {
  args: { background: { value: '#18181a', theme: 'dark' }, spacing: 'lg' },
};

/** Image background with an overlay and the 'Md' height. */
export const ImageBackground: Story = {
  args: {
    height: 'Md',
    background: {
      image: demoImage('Training hall', '#45433f', 1600, 900),
      overlay: 'bg-grey-900/60',
      theme: 'dark',
    },
  },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('[data-slot="section"]');
    await expect(section).toHaveClass('min-h-md');
    await expect(section?.querySelector('[data-slot="background-layer"] img')).toHaveAttribute('alt', '');
  },
};

export const AllHeights: Story = {
  render: () => (
    <div className="flex flex-col gap-2">
      {(['Navigation', 'Md'] as const).map((height) => (
        <Section key={height} height={height} spacing="xs" background={{ value: 'bg-grey-200' }}>
          <p className="font-display uppercase">height: {height}</p>
        </Section>
      ))}
    </div>
  ),
};
