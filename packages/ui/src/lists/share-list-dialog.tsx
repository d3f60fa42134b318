'use client';

import { Check, Copy } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { fieldClass, labelClass } from '../catalogue/styles';
import { Button, Modal } from '../shell';

/** Texts of {@link ShareListDialog}; English defaults. */
export interface ShareListDialogLabels {
  title: string;
  description: string;
  link: string;
  copy: string;
  copied: string;
  copyFailed: string;
  emailSales: string;
  close: string;
}

/** English defaults of {@link ShareListDialogLabels}. */
export const defaultShareListDialogLabels: ShareListDialogLabels = {
  title: 'Share with sales staff',
  description: 'Send this link to our sales staff. They see a read-only copy of your list as it is now.',
  link: 'Link to your list',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Copying is not available here. The link is selected: press Ctrl+C (⌘C on Mac) to copy it.',
  emailSales: 'E-mail the link to sales',
  close: 'Close',
};

/** The clipboard a dialog writes to; `navigator.clipboard` by default. */
export interface ClipboardLike {
  writeText: (text: string) => Promise<void>;
}

/**
 * Copies `text` with the Clipboard API; resolves false when the API is missing or refuses
 * (insecure context, denied permission) so the caller can show its fallback.
 */
export async function copyText(
  text: string,
  clipboard: ClipboardLike | undefined = globalThis.navigator?.clipboard,
): Promise<boolean> {
  if (!clipboard) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export interface ShareListDialogProps {
  /** The shared list's URL (an unguessable snapshot id). */
  url: string;
  /** Whether the dialog is open (controlled); uncontrolled when absent. */
  open?: boolean;
  /** Called with the new open state. */
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog. */
  trigger?: ReactNode;
  /** Sales staff address for a prefilled e-mail link; no link without it. */
  salesEmail?: string;
  /** Clipboard to use; `navigator.clipboard` by default (injected in tests). */
  clipboard?: ClipboardLike;
  /** Texts of the dialog; English defaults ({@link defaultShareListDialogLabels}). */
  labels?: Partial<ShareListDialogLabels>;
}

/**
 * A dialog with the shared list's link and a copy button. When the Clipboard API is unavailable the
 * link is selected and a fallback message says how to copy it by hand.
 */
export function ShareListDialog({
  url,
  open,
  onOpenChange,
  trigger,
  salesEmail,
  clipboard,
  labels: labelOverrides,
}: ShareListDialogProps) {
  const labels = { ...defaultShareListDialogLabels, ...labelOverrides };
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');

  const copy = async () => {
    const ok = await copyText(url, clipboard ?? globalThis.navigator?.clipboard);
    if (!ok) input.current?.select();
    setStatus(ok ? 'copied' : 'failed');
  };

  return (
    <Modal
      title={labels.title}
      description={labels.description}
      maxWidth="lg"
      closeLabel={labels.close}
      trigger={trigger}
      {...(open !== undefined ? { open } : {})}
      onOpenChange={(next) => {
        if (!next) setStatus('idle');
        onOpenChange?.(next);
      }}
    >
      <div className="flex flex-col gap-3">
        <div>
          <label htmlFor={inputId} className={labelClass}>
            {labels.link}
          </label>
          <div className="flex gap-2">
            <input
              ref={input}
              id={inputId}
              readOnly
              value={url}
              className={fieldClass}
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button variant="secondary" onClick={copy}>
              {status === 'copied' ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <Copy aria-hidden="true" className="size-4" />
              )}
              {labels.copy}
            </Button>
          </div>
        </div>
        <p role="status" className="min-h-5 text-sm">
          {status === 'copied' ? labels.copied : status === 'failed' ? labels.copyFailed : ''}
        </p>
        {salesEmail && (
          <a
            href={`mailto:${salesEmail}?body=${encodeURIComponent(url)}`}
            className="inline-flex min-h-11 items-center text-sm underline underline-offset-4"
          >
            {labels.emailSales}
          </a>
        )}
      </div>
    </Modal>
  );
}
