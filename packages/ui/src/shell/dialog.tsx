'use client';

import { DIALOG_MAX_WIDTH, TRANSITIONS } from '@ironmark/config/constants';
import { X } from 'lucide-react';
import { Dialog, VisuallyHidden } from 'radix-ui';
import { type ComponentProps, type ReactNode, useLayoutEffect, useRef } from 'react';
import { cn } from './cn';
import { focusAfterPaint } from './focus-after-paint';
import { fadeClasses, slideClasses } from './motion-styles';
import { portalContainer } from './portal-container';

/** Tailwind max-width names a dialog accepts (spec §9: modal extra-large, drawer extra-small by default). */
export type DialogMaxWidth = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl' | '3xl' | '4xl' | '5xl' | 'full';

const maxWidthClasses: Record<DialogMaxWidth, string> = {
  xs: 'max-w-xs',
  sm: 'max-w-sm',
  md: 'max-w-md',
  lg: 'max-w-lg',
  xl: 'max-w-xl',
  '2xl': 'max-w-2xl',
  '3xl': 'max-w-3xl',
  '4xl': 'max-w-4xl',
  '5xl': 'max-w-5xl',
  full: 'max-w-full',
};

interface DialogBaseProps extends Omit<ComponentProps<typeof Dialog.Content>, 'title'> {
  /** Controlled open state; leave out with `trigger` for an uncontrolled dialog. */
  open?: boolean;
  /** Called when the dialog asks to open or close (Escape, overlay, close button). */
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog (focus returns to it on close). */
  trigger?: ReactNode;
  /** Accessible title; shown as the heading unless `hideTitle`. */
  title: ReactNode;
  /** Optional description under the title. */
  description?: ReactNode;
  /** Keep the title for screen readers only. Default false. */
  hideTitle?: boolean;
  /** Maximum width (Tailwind size name). */
  maxWidth?: DialogMaxWidth;
  /** Name of the close button. Default 'Close'. */
  closeLabel?: string;
  /** Hide the corner close button (the content must offer its own way out). Default false. */
  hideClose?: boolean;
}

export type ModalProps = DialogBaseProps;

/**
 * Focus restoration for dialogs opened without a Radix trigger (Radix then focuses nothing on close):
 * remembers the element focused when the dialog opened and focuses it again on close.
 *
 * Radix calls the close handler from a timeout after the dialog's content has gone. A dialog opened
 * again before that timeout (a quick Escape then Enter) keeps its focus, and its opener for its own
 * close: given the dialog's `open` state, the late call is ignored while it is open. Before, it used
 * up the new opener, and the next close left focus on the page's body.
 */
export function useReturnFocus(open?: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const isOpen = useRef(open);
  useLayoutEffect(() => {
    isOpen.current = open;
    // A dialog removed while open (its parent stops rendering it) is closed for good.
    return () => {
      isOpen.current = false;
    };
  }, [open]);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (isOpen.current) {
        event.preventDefault();
        return;
      }
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}

function Heading({
  title,
  description,
  hide,
}: {
  title: ReactNode;
  description?: ReactNode;
  hide?: boolean;
}) {
  const heading = (
    <>
      <Dialog.Title className="font-display text-xl font-medium tracking-wide uppercase">
        {title}
      </Dialog.Title>
      {description && (
        <Dialog.Description className="mt-2 text-sm text-muted">{description}</Dialog.Description>
      )}
    </>
  );
  return hide ? <VisuallyHidden.Root>{heading}</VisuallyHidden.Root> : <div className="pr-12">{heading}</div>;
}

function CloseButton({ label }: { label: string }) {
  return (
    <Dialog.Close
      aria-label={label}
      className="absolute top-2 right-2 inline-flex size-11 cursor-pointer items-center justify-center rounded-xs text-ink hover:bg-ink/10"
    >
      <X aria-hidden className="size-5" />
    </Dialog.Close>
  );
}

interface DialogFrameProps extends Omit<DialogBaseProps, 'maxWidth'> {
  /** `data-slot` of the content; the overlay gets `{kind}-overlay`. */
  kind: 'modal' | 'drawer';
  /** Classes of the content box (position, size, motion). */
  frameClassName: string;
  /** Content animation length (ms). */
  durationMs: number;
  /** Classes of the wrapper around the children. */
  bodyClassName?: string;
}

/**
 * The Radix Dialog scaffolding a modal and a drawer share: trigger, portal, faded overlay, heading,
 * close button, and focus restored to the opener when there is no trigger.
 */
function DialogFrame({
  kind,
  frameClassName,
  durationMs,
  bodyClassName,
  open,
  onOpenChange,
  trigger,
  title,
  description,
  hideTitle = false,
  closeLabel = 'Close',
  hideClose = false,
  className,
  style,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogFrameProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal container={portalContainer()}>
        <Dialog.Overlay
          data-slot={`${kind}-overlay`}
          className={cn('fixed inset-0 z-drawer-overlay bg-grey-900/60', fadeClasses)}
          style={{ animationDuration: `${TRANSITIONS.overlayFadeMs}ms` }}
        />
        <Dialog.Content
          data-slot={kind}
          className={cn(frameClassName, className)}
          style={{ animationDuration: `${durationMs}ms`, ...style }}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            if (!trigger) returnFocus.onOpenAutoFocus();
            onOpenAutoFocus?.(event);
            if (event.defaultPrevented) return;
            event.preventDefault();
            focusAfterPaint(event.target as HTMLElement);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (!trigger && !event.defaultPrevented) returnFocus.onCloseAutoFocus(event);
          }}
          {...props}
        >
          <Heading title={title} description={description} hide={hideTitle} />
          <div className={cn(bodyClassName, !hideTitle && 'mt-4')}>{children}</div>
          {!hideClose && <CloseButton label={closeLabel} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * A centred modal dialog on Radix Dialog: focus trapped and restored, Escape and an overlay click
 * close it, 500 ms overlay fade and 200 ms modal fade (spec §9), extra-large max width by default.
 */
export function Modal({ maxWidth = DIALOG_MAX_WIDTH.modal, ...props }: ModalProps) {
  return (
    <DialogFrame
      kind="modal"
      frameClassName={cn(
        'fixed top-1/2 left-1/2 z-drawer max-h-[90dvh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xs border border-line bg-paper p-6 text-ink',
        maxWidthClasses[maxWidth],
        fadeClasses,
      )}
      durationMs={TRANSITIONS.modalFadeMs}
      {...props}
    />
  );
}

export interface DrawerProps extends DialogBaseProps {
  /** Edge the drawer slides from. Default 'right'. */
  side?: 'left' | 'right';
}

/**
 * A full-height slide-in drawer on Radix Dialog: 300 ms slide and 500 ms overlay fade (spec §9),
 * extra-small max width by default, focus trapped and restored, Escape and the overlay close it.
 */
export function Drawer({ maxWidth = DIALOG_MAX_WIDTH.drawer, side = 'right', ...props }: DrawerProps) {
  return (
    <DialogFrame
      kind="drawer"
      data-side={side}
      frameClassName={cn(
        'fixed inset-y-0 z-drawer flex w-full flex-col overflow-y-auto border-line bg-paper p-6 text-ink',
        side === 'left' ? 'left-0 border-r' : 'right-0 border-l',
        maxWidthClasses[maxWidth],
        slideClasses[side],
      )}
      durationMs={TRANSITIONS.drawerSlideMs}
      bodyClassName="flex-1"
      {...props}
    />
  );
}
