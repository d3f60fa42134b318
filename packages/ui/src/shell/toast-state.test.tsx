import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastProvider, useToast } from './toast-state';

function Probe() {
  const { toast, show, close } = useToast();
  return (
    <>
      <output>{toast ? `${toast.title}:${typeof toast.id}` : 'none'}</output>
      <button type="button" onClick={() => show({ type: 'error', title: 'First', message: '' })}>
        first
      </button>
      <button type="button" onClick={() => show({ type: 'warning', title: 'Second', message: '' })}>
        second
      </button>
      <button type="button" onClick={close}>
        close
      </button>
    </>
  );
}

describe('ToastProvider (spec §4: one toast at a time)', () => {
  it('shows a toast with an id, replaces it with a newer one, and closes it', () => {
    render(
      <ToastProvider>
        <Probe />
      </ToastProvider>,
    );
    const output = screen.getByRole('status');
    expect(output.textContent).toBe('none');
    act(() => screen.getByRole('button', { name: 'first' }).click());
    expect(output.textContent).toBe('First:number');
    act(() => screen.getByRole('button', { name: 'second' }).click());
    expect(output.textContent).toBe('Second:number');
    act(() => screen.getByRole('button', { name: 'close' }).click());
    expect(output.textContent).toBe('none');
  });

  it('fails clearly outside its provider', () => {
    expect(() => render(<Probe />)).toThrow('useToast must be used inside <ToastProvider>');
  });
});
