'use client';

import { altText, type MediaAsset } from '@ironmark/media';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { cn } from '../shell/cn';
import { useReturnFocus } from '../shell/dialog';
import { fadeClasses } from '../shell/motion-styles';
import { MediaRenderer } from './media-renderer';

/** Texts of the lightbox; `{0}` is the position and `{1}` the count in `position`. */
export interface LightboxLabels {
  title: string;
  previous: string;
  next: string;
  close: string;
  position: string;
}

/** English defaults of {@link LightboxLabels}. */
export const defaultLightboxLabels: LightboxLabels = {
  title: 'Image gallery',
  previous: 'Previous image',
  next: 'Next image',
  close: 'Close gallery',
  position: '{0} of {1}',
};

/** The index after moving `step` places in a list of `count`, wrapping at both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

export interface LightboxProps {
  /** Whether the lightbox is open (controlled). */
  open: boolean;
  /** Called with the new open state (close button, Escape, backdrop). */
  onOpenChange: (open: boolean) => void;
  /** The images (or other media) to page through. */
  items: readonly MediaAsset[];
  /** Item shown when the lightbox opens. Default 0. */
  startIndex?: number;
  /** Texts of the controls; English defaults ({@link defaultLightboxLabels}). */
  labels?: Partial<LightboxLabels>;
}

/** A full-screen gallery on Radix Dialog: ← / → page through the items (wrapping), Escape closes. */
export function Lightbox({
  open,
  onOpenChange,
  items,
  startIndex = 0,
  labels: labelOverrides,
}: LightboxProps) {
  const labels = { ...defaultLightboxLabels, ...labelOverrides };
  const [index, setIndex] = useState(startIndex);
  const returnFocus = useReturnFocus(open);
  useEffect(() => {
    if (open) setIndex(startIndex);
  }, [open, startIndex]);
  const count = items.length;
  const item = items[index];
  const go = (step: number) => setIndex((current) => wrapIndex(current, step, count));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    }
  };
  const navButton =
    'inline-flex size-11 cursor-pointer items-center justify-center rounded-xs text-grey-50 hover:bg-grey-50/15 disabled:opacity-40';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          className={cn('fixed inset-0 z-drawer-overlay bg-grey-900/95', fadeClasses)}
          style={{ animationDuration: '500ms' }}
        />
        <Dialog.Content
          data-slot="lightbox"
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          className={cn('fixed inset-0 z-drawer flex flex-col text-grey-50', fadeClasses)}
          style={{ animationDuration: '200ms' }}
        >
          <div className="flex items-center justify-between p-2">
            <Dialog.Title className="px-2 font-display text-sm tracking-widest uppercase">
              {labels.title}
            </Dialog.Title>
            <p className="tabular text-sm" aria-live="polite">
              {labels.position.replace('{0}', String(index + 1)).replace('{1}', String(count))}
            </p>
            <Dialog.Close aria-label={labels.close} className={navButton}>
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex min-h-0 flex-1 items-center gap-2 px-2 pb-4">
            <button
              type="button"
              aria-label={labels.previous}
              className={navButton}
              disabled={count < 2}
              onClick={() => go(-1)}
            >
              <ChevronLeft aria-hidden className="size-6" />
            </button>
            <figure className="flex min-h-0 flex-1 flex-col items-center justify-center">
              {item && (
                <MediaRenderer
                  key={item.id}
                  asset={item}
                  options={{ priority: true }}
                  className="max-h-[80dvh] w-full max-w-4xl [&_img]:max-h-[80dvh] [&_img]:object-contain [&_img]:bg-transparent"
                />
              )}
              {item && (item.caption || altText(item)) && (
                <figcaption className="mt-3 text-center text-sm text-grey-300">
                  {item.caption ?? altText(item)}
                </figcaption>
              )}
            </figure>
            <button
              type="button"
              aria-label={labels.next}
              className={navButton}
              disabled={count < 2}
              onClick={() => go(1)}
            >
              <ChevronRight aria-hidden className="size-6" />
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
