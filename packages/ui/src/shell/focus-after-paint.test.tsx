import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Modal } from './dialog';
import { firstFocusTarget, focusAfterPaint } from './focus-after-paint';

function box(html: string): HTMLElement {
  const container = document.createElement('div');
  container.tabIndex = -1;
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

describe('focusAfterPaint (a dialog focuses its first control after the frame that shows it)', () => {
  it('chooses the first tabbable element, passing over links, disabled and untabbable controls', () => {
    const container = box(
      '<a href="/privacy">Privacy</a><button disabled>Off</button><span tabindex="-1">x</span><input type="hidden"><input aria-label="Filter"><button>Go</button>',
    );
    expect(firstFocusTarget(container)).toBe(container.querySelector('input[aria-label]'));
    const text = box('<p>Only text</p>');
    expect(firstFocusTarget(text)).toBe(text);
    const empty = box('<a href="/x">Link</a>');
    expect(firstFocusTarget(empty)).toBe(empty);
  });

  it('focuses after a frame, not at once, and selects an input text as Radix does', async () => {
    const container = box('<input aria-label="Filter" value="swe">');
    const input = container.querySelector('input') as HTMLInputElement;
    focusAfterPaint(container);
    expect(document.activeElement).not.toBe(input);
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 3]);
  });

  it('leaves focus alone when it is already inside, or when the dialog has gone', async () => {
    const container = box('<button>First</button><button>Second</button>');
    const second = container.querySelectorAll('button')[1] as HTMLButtonElement;
    focusAfterPaint(container);
    second.focus();
    const gone = box('<button>Gone</button>');
    focusAfterPaint(gone);
    gone.remove();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(document.activeElement).toBe(second);
  });

  it('a Modal moves focus into itself after it opens and gives it back on Escape', async () => {
    const user = userEvent.setup();
    render(
      <Modal title="Choose" trigger={<button type="button">Open</button>}>
        <input aria-label="Filter" />
      </Modal>,
    );
    const trigger = screen.getByRole('button', { name: 'Open' });
    await user.click(trigger);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Filter' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
