import type { Build } from '@ironmark/cart-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { configuratorPanelLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { barbellOptions, demoBuilds } from './__fixtures__/lists.stories.data';
import { ConfiguratorPanel } from './configurator-panel';
import { PlateLoadPreview } from './plate-load-preview';

const preview = (configuration: Record<string, string>) => (
  <PlateLoadPreview
    barKg={Number(configuration.bar)}
    platesPerSide={configuration.plates ? configuration.plates.split(',').map(Number) : []}
    collarKg={configuration.collars === 'competition' ? 2.5 : 0}
  />
);

const meta = {
  component: ConfiguratorPanel,
  args: {
    configuratorName: 'barbell-set',
    title: 'Build your barbell set',
    options: barbellOptions,
    builds: [],
    onAddBuild: fn(),
    onDuplicate: fn(),
    renderPreview: preview,
    shareUrl: (configuration) =>
      `https://ironmark.example/en-us/configurator-options?${new URLSearchParams(configuration).toString()}`,
    clipboard: { writeText: fn(async () => {}) },
  },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof ConfiguratorPanel>>((l) => ({
      labels: l.labels(configuratorPanelLabels),
    })),
  ],
  render: function Render(args) {
    const [builds, setBuilds] = useState<Build[]>(args.builds);
    return (
      <ConfiguratorPanel
        {...args}
        builds={builds}
        onAddBuild={(build) => {
          setBuilds((current) => [...current, build]);
          args.onAddBuild(build);
        }}
      />
    );
  },
} satisfies Meta<typeof ConfiguratorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('img', { name: /135 kg in total/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /70 kg per side/ }));
    await expect(canvas.getByRole('img', { name: /165 kg in total/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add build to My List' }));
    await expect(args.onAddBuild).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'barbell-set_1', name: 'Barbell Set 1', quantity: 1 }),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Barbell Set 1 added to My List');
  },
};

/** Each option is a group of native radio buttons: the arrow keys choose within it, and only there. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const plates = within(canvas.getByRole('group', { name: 'Plates per side' }));
    const collars = within(canvas.getByRole('group', { name: 'Collars' }));
    const collarsChoice = collars.getAllByRole('radio').find((radio) => (radio as HTMLInputElement).checked);
    await expect(plates.getByRole('radio', { name: /55 kg per side/ })).toBeChecked();
    plates.getByRole('radio', { name: /55 kg per side/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(plates.getByRole('radio', { name: /70 kg per side/ })).toBeChecked();
    await expect(plates.getByRole('radio', { name: /70 kg per side/ })).toHaveFocus();
    await expect(canvas.getByRole('img', { name: /165 kg in total/ })).toBeVisible();
    await expect(collarsChoice).toBeChecked();
  },
};

export const DuplicateBuild: Story = {
  args: { builds: demoBuilds },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add build to My List' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Build already exists, please make changes to add a new build',
    );
    await expect(args.onAddBuild).not.toHaveBeenCalled();
    await expect(args.onDuplicate).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('radio', { name: /No collars/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add build to My List' }));
    await expect(args.onAddBuild).toHaveBeenCalledWith(expect.objectContaining({ code: 'barbell-set_2' }));
  },
};

export const CopyLink: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link to this build' }));
    await expect(args.clipboard?.writeText).toHaveBeenCalledWith(
      'https://ironmark.example/en-us/configurator-options?bar=20&plates=25%2C20%2C10&collars=competition',
    );
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Link copied'));
  },
};
