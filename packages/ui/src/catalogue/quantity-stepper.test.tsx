import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from './__fixtures__/axe.test.helper';
import { clampQuantity, QuantityStepper } from './quantity-stepper';

function Harness({ initial = 1, min = 1, max = 5, onChange = vi.fn() }) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      value={value}
      min={min}
      max={max}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('clampQuantity', () => {
  it.each([
    [0, 1, 5, 1],
    [3, 1, 5, 3],
    [9, 1, 5, 5],
    [2.7, 1, 5, 2],
    [Number.NaN, 1, 5, 1],
  ])('clamps %d into [%i, %i] as %i', (value, min, max, expected) => {
    expect(clampQuantity(value, min, max)).toBe(expected);
  });
});

describe('QuantityStepper', () => {
  it('never goes below the minimum or above the maximum with the buttons', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness max={2} onChange={onChange} />);
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    expect(minus).toBeDisabled();
    await user.click(plus);
    expect(screen.getByRole('spinbutton')).toHaveAttribute('aria-valuenow', '2');
    expect(plus).toBeDisabled();
    await user.click(plus);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('steps with the arrow, page and Home/End keys within the bounds', async () => {
    const user = userEvent.setup();
    render(<Harness initial={3} max={20} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-valuenow', '4');
    await user.keyboard('{PageUp}');
    expect(input).toHaveAttribute('aria-valuenow', '14');
    await user.keyboard('{PageUp}');
    expect(input).toHaveAttribute('aria-valuenow', '20');
    await user.keyboard('{Home}');
    expect(input).toHaveAttribute('aria-valuenow', '1');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-valuenow', '1');
    await user.keyboard('{End}');
    expect(input).toHaveAttribute('aria-valuenow', '20');
  });

  it('clamps a typed quantity on Enter and restores the value when the field is emptied', async () => {
    const user = userEvent.setup();
    render(<Harness initial={2} />);
    const input = screen.getByRole('spinbutton');
    await user.clear(input);
    await user.type(input, '12{Enter}');
    expect(input).toHaveValue('5');
    await user.clear(input);
    await user.tab();
    expect(input).toHaveValue('5');
  });

  it('ignores letters typed into the field', async () => {
    const user = userEvent.setup();
    render(<Harness initial={2} />);
    const input = screen.getByRole('spinbutton');
    await user.type(input, 'x3');
    expect(input).toHaveValue('23');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Harness />);
    await expectNoAxeViolations(container);
  });
});
