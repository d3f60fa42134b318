import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './dialog';

/** An opener and its modal; `mountedWhileOpen` renders the modal only while it is open. */
function Harness({ mountedWhileOpen = false }: { mountedWhileOpen?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {(open || !mountedWhileOpen) && (
        <Modal open={open} onOpenChange={setOpen} title="Choose">
          <input aria-label="Filter" />
        </Modal>
      )}
    </>
  );
}

const pressEscape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

describe('useReturnFocus (focus goes back to what opened a dialog without a trigger)', () => {
  it('gives focus back after a dialog was closed and opened again before Radix’s late close call', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Filter' })).toHaveFocus());

    // Escape, then at once (before Radix's close timeout has run) the opener again.
    pressEscape();
    expect(screen.queryByRole('dialog')).toBeNull();
    opener.focus();
    fireEvent.click(opener);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Filter' })).toHaveFocus());

    pressEscape();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('gives focus back when the dialog is removed as it closes (rendered only while open)', async () => {
    render(<Harness mountedWhileOpen />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Filter' })).toHaveFocus());
    pressEscape();
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
