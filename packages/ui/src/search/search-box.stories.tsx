import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { searchBoxLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { SearchBox } from './search-box';

const catalogue = ['bar', 'barbell collars', 'bar pad', 'bumper plates', 'bench', 'belt'];

const meta = {
  component: SearchBox,
  args: { value: '', onValueChange: fn(), suggestions: [], onSearch: fn() },
  tags: ['autodocs'],
  decorators: [localised<ComponentProps<typeof SearchBox>>((l) => ({ labels: l.labels(searchBoxLabels) }))],
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    const suggestions = value.trim() ? catalogue.filter((s) => s.startsWith(value.trim().toLowerCase())) : [];
    return (
      <div className="max-w-lg pb-64">
        <SearchBox
          {...args}
          value={value}
          suggestions={suggestions}
          onValueChange={(next) => {
            setValue(next);
            args.onValueChange(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const KeyboardPicksSuggestion: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Search' });
    await userEvent.type(input, 'ba');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = canvas.getByRole('listbox', { name: 'Suggestions' });
    await expect(listbox).toBeVisible();
    await expect(canvas.getAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = canvas.getAllByRole('option')[1]!;
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('bar pad');
    await expect(input).toHaveValue('bar pad');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const EnterSearchesTypedText: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Search' });
    await userEvent.type(input, 'squat rack{Enter}');
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('squat rack');
  },
};

export const EscapeClosesThenClears: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Search' });
    await userEvent.type(input, 'be');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('be');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
  },
};

export const MousePicksSuggestion: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search' }), 'bu');
    await userEvent.click(canvas.getByRole('option', { name: 'bumper plates' }));
    await expect(args.onSearch).toHaveBeenCalledWith('bumper plates');
  },
};
