import { menuOutline } from '@ironmark/navigation';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../shell/axe.test.helper';
import { createManualClock } from '../shell/clock';
import { demoNavigation } from './demo.stories.data';
import { SiteHeaderActions } from './header-islands';
import { SiteHeader } from './site-header';

function renderHeader() {
  const clock = createManualClock();
  render(
    <SiteHeaderActions
      counts={{ cart: 2, quoteList: 1, builds: 2 }}
      onChooseLanguage={() => {}}
      clock={clock}
    >
      <SiteHeader navigation={demoNavigation} country="us" countryLabel="United States · English" />
    </SiteHeaderActions>,
  );
  return clock;
}

/** A header that carries only the menu's outline, with a loader of the whole tree that counts its calls. */
function renderOutlineHeader() {
  const loads = { calls: 0 };
  render(
    <SiteHeaderActions
      counts={{ cart: 0, quoteList: 0, builds: 0 }}
      onChooseLanguage={() => {}}
      loadPrimary={async () => {
        loads.calls += 1;
        return demoNavigation.primary;
      }}
      clock={createManualClock()}
    >
      <SiteHeader
        navigation={menuOutline(demoNavigation)}
        country="us"
        countryLabel="United States · English"
      />
    </SiteHeaderActions>,
  );
  return loads;
}

const focused = () => document.activeElement as HTMLElement;

describe('MegaMenu keyboard flow', () => {
  it('opens, walks three levels with arrow keys and back, and returns focus on Escape', async () => {
    const user = userEvent.setup();
    const clock = renderHeader();
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    menuButton.focus();
    await user.keyboard('{Enter}');

    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(focused()).toHaveTextContent('Equipment'));
    expect(within(drawer).getByRole('button', { name: /Choose country and language/ })).toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    expect(focused()).toHaveTextContent('Gear');
    await user.keyboard('{ArrowUp}{ArrowRight}');
    // Top-level panel: heading, back button, certification logos.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Equipment' })).toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: /International Weightlifting Federation/ })).toHaveAttribute(
      'href',
      '/iwf',
    );
    await waitFor(() => expect(focused()).toHaveTextContent('Back to Menu'));

    // Move down to 'Bars' and open it with Enter: a leaf panel shown beside its parent.
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focused()).toHaveTextContent('Bars');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Bars' })).toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 2, name: 'Equipment' })).toBeInTheDocument();
    await waitFor(() => expect(focused()).toHaveTextContent('Back to Equipment'));

    // ← goes back and focus lands on the item that opened the panel.
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'Bars' })).toBeNull());
    await waitFor(() => expect(focused()).toHaveTextContent('Bars'));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(menuButton).toHaveFocus());
    act(() => clock.advance(300));
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows a 2-column thumbnail grid for a visual item and clears a failed background image', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(await screen.findByRole('button', { name: 'Equipment' }));
    const plates = await screen.findByRole('button', { name: 'Plates' });
    const background = plates.querySelector('img') as HTMLImageElement;
    expect(background).not.toBeNull();
    act(() => {
      background.dispatchEvent(new Event('error'));
    });
    expect(plates.querySelector('img')).toBeNull();
    await user.click(plates);
    const panel = (await screen.findByRole('heading', { level: 2, name: 'Plates' })).closest('section');
    expect(panel).toHaveAttribute('data-layout', 'grid');
    expect(within(panel as HTMLElement).getAllByRole('link', { name: /plates$/ })).toHaveLength(4);
  });

  it('has no axe violations with the menu open', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(await screen.findByRole('button', { name: 'Equipment' }));
    await screen.findByRole('heading', { level: 2, name: 'Equipment' });
    await expectNoAxeViolations(document.body);
  });

  it('closes when a link in the drawer is clicked, and when Enter is pressed on a focused leaf link', async () => {
    const user = userEvent.setup();
    const clock = renderHeader();
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    // jsdom does not navigate; the click still reaches the menu.
    const stopNavigation = (event: Event) => event.preventDefault();

    await user.click(menuButton);
    await user.click(await screen.findByRole('button', { name: 'Equipment' }, { timeout: 30_000 }));
    await user.click(await screen.findByRole('button', { name: 'Bars' }));
    const leaf = await screen.findByRole('link', { name: /^Weightlifting/ });
    // Cancelled at the document, after React's handlers have seen the click.
    document.addEventListener('click', stopNavigation);
    await user.click(leaf);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => clock.advance(300));
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);
    await user.click(await screen.findByRole('button', { name: 'Equipment' }, { timeout: 30_000 }));
    await user.click(await screen.findByRole('button', { name: 'Bars' }));
    (await screen.findByRole('link', { name: /^Weightlifting/ })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    document.removeEventListener('click', stopNavigation);
  }, 120_000);

  it('offers primary items with children as real links that open their panel when clicked', async () => {
    const user = userEvent.setup();
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const equipment = within(nav).getByRole('link', { name: 'Equipment' });
    expect(equipment).toHaveAttribute('href', '/equipment');
    expect(equipment).toHaveAttribute('aria-expanded', 'false');
    await user.click(equipment);
    await screen.findByRole('heading', { level: 2, name: 'Equipment' });
    expect(equipment).toHaveAttribute('aria-expanded', 'true');
  });

  it('loads the panels once, from loadPrimary, when the page carries only the outline', async () => {
    const user = userEvent.setup();
    const loads = renderOutlineHeader();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(await screen.findByRole('button', { name: 'Equipment' }, { timeout: 30_000 }));
    // 'Bars' opens a deeper panel: only the loaded tree knows its children.
    await user.click(await screen.findByRole('button', { name: 'Bars' }));
    await screen.findByRole('heading', { level: 2, name: 'Bars' });
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    expect(loads.calls).toBe(1);
  });

  it('loads nothing for a page that is only read, and the tree on the first intent to open', async () => {
    const user = userEvent.setup();
    const loads = renderOutlineHeader();
    // Before: the tree (and its check) loaded once the browser was idle, on every page.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(loads.calls).toBe(0);
    await user.hover(screen.getByRole('button', { name: 'Menu' }));
    await waitFor(() => expect(loads.calls).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 30_000 });
    expect(loads.calls).toBe(1);
  }, 30_000);
});
