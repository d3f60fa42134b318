import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../catalogue/__fixtures__/axe.test.helper';
import { barbellOptions, demoBuilds, demoCart } from './__fixtures__/lists.stories.data';
import { CartView, lineMaxQuantity } from './cart-view';
import { ConfiguratorPanel } from './configurator-panel';
import { loadTotal, plateColour } from './plate-load-preview';
import { copyText } from './share-list-dialog';

describe('plateColour', () => {
  it.each([
    [25, 'red'],
    [20, 'blue'],
    [15, 'yellow'],
    [10, 'green'],
    [5, 'white'],
    [2.5, 'red'],
    [2, 'blue'],
    [1.5, 'yellow'],
    [1, 'green'],
    [0.5, 'white'],
    [7, undefined],
  ])('paints a %d kg plate %s', (kg, colour) => {
    expect(plateColour(kg)).toBe(colour);
  });

  it('adds the bar, both sides and the collars', () => {
    expect(loadTotal(20, [25, 20, 10], 2.5)).toBe(135);
    expect(loadTotal(15, [0.5], 0)).toBe(16);
  });
});

describe('copyText', () => {
  it('resolves false without a clipboard and when the clipboard refuses', async () => {
    expect(await copyText('x', undefined)).toBe(false);
    expect(await copyText('x', { writeText: () => Promise.reject(new Error('denied')) })).toBe(false);
    const writeText = vi.fn(() => Promise.resolve());
    expect(await copyText('x', { writeText })).toBe(true);
    expect(writeText).toHaveBeenCalledWith('x');
  });
});

describe('CartView', () => {
  it('caps the stepper at in stock plus pre-order (spec §4)', () => {
    expect(
      lineMaxQuantity({
        stock: { inStock: 2, preOrder: 3, preOrderDisplay: true, daysAhead: 0, estimatedDeliveryDays: 0 },
      }),
    ).toBe(5);
    // A pre-order due after daysAhead cannot be ordered: the stepper stops at the stock.
    expect(
      lineMaxQuantity({
        stock: { inStock: 2, preOrder: 3, preOrderDisplay: true, daysAhead: 45, estimatedDeliveryDays: 74 },
      }),
    ).toBe(2);
    expect(lineMaxQuantity({})).toBe(999);
  });

  it('shows no lines or totals when prices are hidden', async () => {
    const { container } = render(
      <CartView cart={demoCart} pricesHidden capChanges={[{ code: 'IM-BAR-15-W', from: 3, to: 1 }]} />,
    );
    expect(screen.queryByText('Training Bar 15 kg')).toBeNull();
    expect(screen.queryByText('Out of stock - quantity updated to remaining stocks')).toBeNull();
    expect(
      screen.getByText('Prices and cart contents are not available in your country.'),
    ).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it.each([
    ['sales-tax', 'Sales tax is added at checkout.'],
    ['vat-included', 'incl. VAT.'],
    ['vat-excluded', 'excl. VAT.'],
  ] as const)('notes the tax of a %s market under the totals', (wording, note) => {
    render(<CartView cart={demoCart} vatIncluded taxWording={wording} />);
    const totals = document.querySelector('[data-slot="cart-totals"]');
    expect(totals).toHaveTextContent(note);
    if (wording === 'sales-tax') expect(totals).not.toHaveTextContent('VAT');
  });

  it('lists the capped lines under the spec message', () => {
    render(<CartView cart={demoCart} capChanges={[{ code: 'IM-BAR-15-W', from: 3, to: 1 }]} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Out of stock - quantity updated to remaining stocksTraining Bar 15 kg: 3 → 1',
    );
  });
});

describe('ConfiguratorPanel', () => {
  it('refuses a duplicate build with the spec message and numbers a new one after the highest', async () => {
    const user = userEvent.setup();
    const onAddBuild = vi.fn();
    const { container } = render(
      <ConfiguratorPanel
        configuratorName="barbell-set"
        title="Barbell set"
        options={barbellOptions}
        builds={demoBuilds}
        onAddBuild={onAddBuild}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Add build to My List' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Build already exists, please make changes to add a new build',
    );
    expect(onAddBuild).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: /Women/ }));
    await user.click(screen.getByRole('button', { name: 'Add build to My List' }));
    expect(onAddBuild).toHaveBeenCalledWith(
      expect.objectContaining({
        code: 'barbell-set_2',
        name: 'Barbell Set 2',
        configuration: { bar: '15', plates: '25,20,10', collars: 'competition' },
      }),
    );
    await expectNoAxeViolations(container);
  });
});
