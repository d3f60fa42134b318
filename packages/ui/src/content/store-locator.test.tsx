import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../shell/axe.test.helper';
import { demoOrigins, demoStores } from './demo.stories.data';
import { StoreLocator } from './store-locator';

describe('StoreLocator', () => {
  it('lists stores nearest first from the chosen point with their distance', async () => {
    render(<StoreLocator stores={demoStores} origins={demoOrigins} />);
    const list = screen.getByRole('list', { name: 'Find a store' });
    const names = () =>
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-store'));
    expect(names()).toEqual(['sto', 'ber', 'lon', 'nyc', 'den', 'syd']);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('397 km');
    await userEvent.selectOptions(screen.getByLabelText('Sort stores by distance from'), 'melbourne');
    expect(names()[0]).toBe('syd');
    await expectNoAxeViolations(document.body);
  });

  it('shows distances in whole miles when the unit is miles', () => {
    render(<StoreLocator stores={demoStores} origins={demoOrigins} unit="mi" />);
    const first = within(screen.getByRole('list', { name: 'Find a store' })).getAllByRole('listitem')[0];
    // 397 km = 246.7 statute miles
    expect(first).toHaveTextContent('247 mi');
    expect(first).not.toHaveTextContent('km');
  });
});
