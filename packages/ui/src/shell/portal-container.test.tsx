import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, startTransition, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CookieConsentDialog } from '../consent/cookie-consent-dialog';
import { Modal } from './dialog';
import { LinkProvider } from './link';

afterEach(cleanup);

const never = new Promise<never>(() => {});

/** Content that is never ready: where it renders, the render suspends. */
function Pending(): never {
  throw never;
}

/**
 * An opener whose dialog holds {@link Pending}, under a Suspense boundary; the dialog is rendered only
 * while open, as the storefront renders its first-visit overlays (Radix's Presence then shows the
 * content from its first render). Opened in a transition, React keeps the page as it was while the
 * content suspends; a blocking render of the content (Radix's portal mounting it after a layout
 * effect) shows the fallback instead.
 */
function Harness({ transition, kind }: { transition: boolean; kind: 'modal' | 'cookie' }) {
  const [open, setOpen] = useState(false);
  const openIt = () => (transition ? startTransition(() => setOpen(true)) : setOpen(true));
  return (
    <>
      <button type="button" onClick={openIt}>
        Open
      </button>
      <Suspense fallback={<p>fallback</p>}>
        {!open ? null : kind === 'modal' ? (
          <Modal open={open} onOpenChange={setOpen} title="Choose">
            <Pending />
          </Modal>
        ) : (
          // The dialog's privacy-policy link is the content that suspends.
          <LinkProvider component={Pending}>
            <CookieConsentDialog open={open} onChoose={() => {}} />
          </LinkProvider>
        )}
      </Suspense>
    </>
  );
}

describe('portalContainer', () => {
  it.each(['modal', 'cookie'] as const)(
    'a %s dialog opened in a transition renders its content in that transition',
    async (kind) => {
      render(<Harness transition kind={kind} />);
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Open' })));
      expect(screen.queryByText('fallback')).toBeNull();
      expect(screen.getByRole('button', { name: 'Open' })).toBeTruthy();
    },
  );

  it('an urgent open that suspends shows the fallback (the content does render)', async () => {
    render(<Harness transition={false} kind="modal" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Open' })));
    expect(screen.getByText('fallback')).toBeTruthy();
  });
});
