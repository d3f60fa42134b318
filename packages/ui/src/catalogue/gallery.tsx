'use client';

import { formatMessage } from '@ironmark/channel';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { cn } from '../shell/cn';
import { ProductImageFrame } from './product-image-frame';
import type { ProductImage } from './types';

/** Texts of {@link Gallery}; `{0}` is the image number and `{1}` the total. */
export interface GalleryLabels {
  gallery: string;
  previous: string;
  next: string;
  showImage: string;
}

/** English defaults of {@link GalleryLabels}. */
export const defaultGalleryLabels: GalleryLabels = {
  gallery: 'Product images',
  previous: 'Previous image',
  next: 'Next image',
  showImage: 'Show image {0} of {1}',
};

export interface GalleryProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** Images of the product; the first is shown large. */
  images: ProductImage[];
  /** Index shown first; default 0. */
  initialIndex?: number;
  /** Texts of the thumbnails and controls; English defaults ({@link defaultGalleryLabels}). */
  labels?: Partial<GalleryLabels>;
}

/**
 * A product gallery: the selected image in a fixed 4:5 box, previous / next buttons and a row of
 * square thumbnails (the selected one marked `aria-current`). Arrow keys on the main image step.
 */
export function Gallery({
  images,
  initialIndex = 0,
  labels: labelOverrides,
  className,
  ...props
}: GalleryProps) {
  const labels = { ...defaultGalleryLabels, ...labelOverrides };
  const [index, setIndex] = useState(Math.min(initialIndex, Math.max(0, images.length - 1)));
  const count = images.length;
  const go = (next: number) => setIndex((next + count) % count);
  const current = images[index];
  const navClass =
    'absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-xs bg-surface/90 text-ink hover:bg-surface';

  return (
    <section
      aria-label={labels.gallery}
      data-slot="gallery"
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      <div className="relative">
        <ProductImageFrame image={current} priority />
        {count > 1 && (
          <>
            <button
              type="button"
              className={cn(navClass, 'left-2')}
              aria-label={labels.previous}
              onClick={() => go(index - 1)}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              className={cn(navClass, 'right-2')}
              aria-label={labels.next}
              onClick={() => go(index + 1)}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
            <p
              className="tabular absolute right-2 bottom-2 rounded-xs bg-surface/90 px-2 text-xs text-ink"
              aria-live="polite"
            >
              {index + 1} / {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="grid grid-cols-5 gap-2">
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                aria-label={formatMessage(labels.showImage, [i + 1, count])}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
                className={cn(
                  'block w-full rounded-xs border-2 border-transparent',
                  i === index ? 'border-ink' : 'hover:border-line',
                )}
              >
                <ProductImageFrame image={{ url: image.url, alt: '' }} ratio="1/1" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
