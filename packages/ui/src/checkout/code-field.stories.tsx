import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn } from 'storybook/test';
import { campaignCodeLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { CampaignCodeField, GiftCardField } from './code-field';

const meta = {
  component: CampaignCodeField,
  args: {
    onApply: fn(async (code: string) =>
      code === 'STRONG10'
        ? { ok: true, message: '10% off applied' }
        : { ok: false, message: 'The campaign code used is invalid' },
    ),
    onRemove: fn(),
  },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof CampaignCodeField>>((l) => ({ labels: l.labels(campaignCodeLabels) })),
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CampaignCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CampaignCode: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Campaign code' });
    await userEvent.type(input, ' nope ');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith('nope');
    await expect(await canvas.findByText('The campaign code used is invalid')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, 'STRONG10{Enter}');
    await expect(await canvas.findByText('10% off applied')).toBeVisible();
    await expect(input).toHaveValue('');
  },
};

export const Applied: Story = {
  args: { applied: [{ code: 'STRONG10', description: '10% off' }] },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove campaign code STRONG10' }));
    await expect(args.onRemove).toHaveBeenCalledWith('STRONG10');
  },
};

export const GiftCard: Story = {
  render: (args) => (
    <GiftCardField
      {...args}
      onApply={async (code) =>
        code === 'USED-0001'
          ? { ok: false, message: 'Gift card code is already used' }
          : { ok: true, message: '$100.00 applied' }
      }
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Gift card code' }), 'USED-0001{Enter}');
    await expect(await canvas.findByText('Gift card code is already used')).toBeVisible();
  },
};

export const NetworkFailure: Story = {
  args: {
    onApply: fn(async (_code: string) =>
      Promise.reject<{ ok: boolean; message: string }>(new Error('offline')),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Campaign code' }), 'STRONG10{Enter}');
    await expect(await canvas.findByText('The campaign code used is invalid')).toBeVisible();
  },
};

/** Empty: nothing typed, Apply disabled, no message and the field not marked invalid. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Campaign code' });
    await expect(input).toHaveValue('');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

/** Invalid: the server refused the code; its message is under the field and describes it. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Campaign code' });
    await userEvent.type(input, 'NOPE{Enter}');
    await expect(await canvas.findByText('The campaign code used is invalid')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('The campaign code used is invalid');
    // The refused code stays for the shopper to correct.
    await expect(input).toHaveValue('NOPE');
  },
};

/** Submitting: the code is being checked; Apply shows its loading state and does not send twice. */
export const Submitting: Story = {
  args: {
    // Never settles, so the field stays in its submitting state for review and axe.
    onApply: fn((_code: string) => new Promise<{ ok: boolean; message: string }>(() => {})),
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Campaign code' }), 'STRONG10');
    const apply = canvas.getByRole('button', { name: /Apply/ });
    await userEvent.click(apply);
    await expect(apply).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(apply);
    await expect(args.onApply).toHaveBeenCalledOnce();
  },
};
