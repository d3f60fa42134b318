import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../catalogue/__fixtures__/axe.test.helper';
import { FilterDrawer } from './filter-drawer';

function drawer(activeCount = 0) {
  return render(
    <main>
      <p>
        <a href="#before">Before</a>
      </p>
      <FilterDrawer activeCount={activeCount} labels={{ filters: 'Filters', close: 'Close filters' }}>
        <fieldset>
          <legend>Certification</legend>
          <label>
            <input type="checkbox" /> IWF
          </label>
        </fieldset>
      </FilterDrawer>
    </main>,
  );
}

describe('FilterDrawer (the phone filters)', () => {
  it('is a closed button until opened: no dialog, its count shown, the desktop column rendered', () => {
    drawer(2);
    const button = screen.getByRole('button', { name: 'Filters (2)' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getAllByRole('group', { name: 'Certification' })).toHaveLength(1);
  });

  it('opens the filters in a drawer (loaded on first open), traps focus and gives it back on Escape', async () => {
    const user = userEvent.setup();
    const { container } = drawer();
    const button = screen.getByRole('button', { name: 'Filters' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('group', { name: 'Certification' })).toBeInTheDocument();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await expectNoAxeViolations(container.ownerDocument.body);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    const again = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(again).getByRole('button', { name: 'Close filters' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });
});
