'use client';

import { CircleAlert, Info, TriangleAlert, X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { type ComponentProps, useEffect, useRef } from 'react';
import type { Clock } from './clock';
import { cn } from './cn';
import { createToastTimer, type ToastTimer } from './toast-timer';

/** The three toast types of spec §8. */
export type ToastType = 'error' | 'warning' | 'information';

/** One toast (spec §3 Toast): a type, a title, an optional message and an optional list of messages. */
export interface ToastMessage {
  /** Identity; a toast with a new id replaces the shown one and restarts the 10 s timer. */
  id: string | number;
  type: ToastType;
  title: string;
  message?: string;
  messages?: readonly string[];
}

/** Texts of the toast region. */
export interface ToastLabels {
  /** Prefixes screen readers hear before the title (spec §8). */
  error: string;
  warning: string;
  information: string;
  /** Name of the close button. */
  close: string;
  /** Name of the toast landmark; `{hotkey}` is replaced by the key that focuses it. */
  region: string;
}

/** English defaults of {@link ToastLabels}, with the spec §8 prefixes. */
export const defaultToastLabels: ToastLabels = {
  error: 'Error: ',
  warning: 'Warning: ',
  information: 'Information: ',
  close: 'Close',
  region: 'Notifications ({hotkey})',
};

/** What a screen reader hears for a toast: prefix + title + message + list (spec §4 Toast). */
export function toastAnnouncement(toast: ToastMessage, labels: ToastLabels = defaultToastLabels): string {
  return [labels[toast.type] + toast.title, toast.message, ...(toast.messages ?? [])]
    .filter((part): part is string => Boolean(part?.trim()))
    .join(' ');
}

const typeStyle: Record<ToastType, { icon: typeof Info; className: string }> = {
  error: { icon: CircleAlert, className: 'border-l-error text-error' },
  warning: { icon: TriangleAlert, className: 'border-l-warning text-warning' },
  information: { icon: Info, className: 'border-l-info text-info' },
};

export interface ToastRegionProps extends Omit<ComponentProps<'ol'>, 'children'> {
  /** The toast to show, or null for none. */
  toast: ToastMessage | null;
  /** Called with the toast's id when it closes by itself, by Escape, swipe or its close button. */
  onDismiss: (id: ToastMessage['id']) => void;
  /** Auto-close delay (ms); default `TOAST_AUTO_CLOSE_MS` = 10000 (spec §9). */
  durationMs?: number;
  /** Timer source; defaults to the browser's timers. */
  clock?: Clock;
  /** Texts of the close button and announcements; English defaults ({@link defaultToastLabels}). */
  labels?: Partial<ToastLabels>;
}

/**
 * The page's toast area on Radix Toast: one toast at a time, closed after 10 s (paused while
 * hovered or focused), replaced by a newer toast, closable by hand; announced with its type prefix.
 */
export function ToastRegion({
  toast,
  onDismiss,
  durationMs,
  clock,
  labels: labelOverrides,
  className,
  ...props
}: ToastRegionProps) {
  const labels = { ...defaultToastLabels, ...labelOverrides };
  const timer = useRef<ToastTimer | null>(null);
  const onDismissRef = useRef(onDismiss);
  onDismissRef.current = onDismiss;
  const id = toast?.id;

  useEffect(() => {
    if (id === undefined) return;
    const created = createToastTimer(() => onDismissRef.current(id), { clock, durationMs });
    timer.current = created;
    created.start();
    return () => created.cancel();
  }, [id, clock, durationMs]);

  const prefix = toast ? labels[toast.type].trim() : labels.information.trim();
  return (
    // Radix's own timer is off (Infinity): ours is injectable so the 10 s rule is testable.
    <Toast.Provider
      duration={Number.POSITIVE_INFINITY}
      label={prefix || 'Notification'}
      swipeDirection="right"
    >
      {toast && (
        <ToastCard
          key={toast.id}
          toast={toast}
          labels={labels}
          onClose={() => onDismissRef.current(toast.id)}
          onPause={() => timer.current?.pause()}
          onResume={() => timer.current?.resume()}
        />
      )}
      {/* Top right: the cookie banner and the mobile bars sit at the bottom, and a toast over them
          hid their buttons until it closed. */}
      <Toast.Viewport
        label={labels.region}
        className={cn(
          'fixed top-0 right-0 z-drawer m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none',
          className,
        )}
        {...props}
      />
    </Toast.Provider>
  );
}

function ToastCard({
  toast,
  labels,
  onClose,
  onPause,
  onResume,
}: {
  toast: ToastMessage;
  labels: ToastLabels;
  onClose: () => void;
  onPause: () => void;
  onResume: () => void;
}) {
  const { icon: Icon, className } = typeStyle[toast.type];
  return (
    <Toast.Root
      data-slot="toast"
      data-type={toast.type}
      type={toast.type === 'error' ? 'foreground' : 'background'}
      defaultOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onPause={onPause}
      onResume={onResume}
      className={cn(
        // No text colour here: every toast type sets its own (typeStyle).
        'grid grid-cols-[auto_1fr_auto] items-start gap-3 rounded-xs border border-line border-l-4 bg-surface p-4',
        'motion-safe:animate-fade-in',
        className,
      )}
    >
      <Icon role="img" aria-label={labels[toast.type].replace(/:\s*$/, '')} className="mt-0.5 size-5" />
      <div className="min-w-0 text-ink">
        <Toast.Title className="font-display text-sm font-medium tracking-wide uppercase">
          {toast.title}
        </Toast.Title>{' '}
        {toast.message && <Toast.Description className="mt-1 text-sm">{toast.message}</Toast.Description>}{' '}
        {toast.messages && toast.messages.length > 0 && (
          <ul className="mt-1 list-disc pl-5 text-sm">
            {toast.messages.map((m) => (
              <li key={m}>{m} </li>
            ))}
          </ul>
        )}
      </div>
      <Toast.Close
        aria-label={labels.close}
        className="-m-3 inline-flex size-11 cursor-pointer items-center justify-center rounded-xs text-ink hover:bg-ink/10"
      >
        <X aria-hidden className="size-4" />
      </Toast.Close>
    </Toast.Root>
  );
}
