'use client';

import { formatMessage } from '@ironmark/channel';
import type { MediaAsset } from '@ironmark/media';
import { ChevronLeft, ChevronRight, Maximize2 } from 'lucide-react';
import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';
import type { LightboxLabels } from '../media/lightbox';
import { cn } from '../shell/cn';
import { preloadOnIntent } from '../shell/preload-on-intent';
import { ProductImageFrame } from './product-image-frame';
import type { ProductImage } from './types';

// The lightbox (Radix Dialog: focus trap, scroll lock, portal) only runs once the shopper enlarges an
// image: it loads as its own chunk at the first intent to enlarge (pointer over or pressing the image,
// or focus on it) or at the first open, so it is not part of the product page's first-load JavaScript.
const loadLightbox = () => import('../media/lightbox');
const Lightbox = lazy(() => loadLightbox().then((module) => ({ default: module.Lightbox })));

/** Texts of {@link Gallery}; `{0}` is the image number and `{1}` the total. */
export interface GalleryLabels {
  gallery: string;
  previous: string;
  next: string;
  showImage: string;
  /** Name of the main image's button that opens the lightbox; `{0}` is the image's alt text. */
  enlarge: string;
  /** Texts of the full-screen lightbox; English defaults of `Lightbox`. */
  lightbox?: Partial<LightboxLabels>;
}

/** English defaults of {@link GalleryLabels}. */
export const defaultGalleryLabels: GalleryLabels = {
  gallery: 'Product images',
  previous: 'Previous image',
  next: 'Next image',
  showImage: 'Show image {0} of {1}',
  enlarge: 'Enlarge image: {0}',
};

/** A product image as the lightbox's media asset. */
function lightboxItem(image: ProductImage, index: number): MediaAsset {
  return {
    id: `${index}-${image.url}`,
    url: image.url,
    mime: 'image/*',
    alternativeText: image.alt,
    name: '',
  };
}

export interface GalleryProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** Images of the product; the first is shown large. */
  images: ProductImage[];
  /** Index shown first; default 0. When it changes (another colour chosen), the gallery shows that image. */
  initialIndex?: number;
  /** Texts of the thumbnails and controls; English defaults ({@link defaultGalleryLabels}). */
  labels?: Partial<GalleryLabels>;
}

/**
 * A product gallery: the selected image in a fixed 4:5 box, previous / next buttons and a row of
 * square thumbnails (the selected one marked `aria-current`). The main image is a button that opens
 * the images in a full-screen {@link Lightbox} on that image (spec §2 modal portal); closing it
 * returns focus to the button.
 */
export function Gallery({
  images,
  initialIndex = 0,
  labels: labelOverrides,
  className,
  ...props
}: GalleryProps) {
  const labels = { ...defaultGalleryLabels, ...labelOverrides };
  const start = Math.min(initialIndex, Math.max(0, images.length - 1));
  const [index, setIndex] = useState(start);
  const [lightboxOpen, setLightboxOpen] = useState(false);
  // Mounted from the first open on, so later opens and the closing fade need no loading.
  const [lightboxMounted, setLightboxMounted] = useState(false);
  if (lightboxOpen && !lightboxMounted) setLightboxMounted(true);
  // The shown image follows the caller's index (the chosen variant's image) when that changes.
  useEffect(() => setIndex(start), [start]);
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
        {current ? (
          <button
            type="button"
            data-slot="gallery-enlarge"
            aria-label={formatMessage(labels.enlarge, [current.alt])}
            aria-haspopup="dialog"
            {...preloadOnIntent(loadLightbox)}
            onClick={() => setLightboxOpen(true)}
            className="group block w-full cursor-zoom-in"
          >
            <ProductImageFrame image={current} priority sizes="(min-width: 1280px) 50vw, 100vw" />
            <span
              aria-hidden="true"
              className="absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-xs bg-surface/90 text-ink opacity-80 group-hover:opacity-100"
            >
              <Maximize2 className="size-4" />
            </span>
          </button>
        ) : (
          <ProductImageFrame image={current} priority sizes="(min-width: 1280px) 50vw, 100vw" />
        )}
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
                  'block w-full rounded-xs border-2',
                  i === index ? 'border-ink' : 'border-transparent hover:border-line',
                )}
              >
                <ProductImageFrame image={{ url: image.url, alt: '' }} ratio="1/1" sizes="96px" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {lightboxMounted && (
        <Suspense fallback={null}>
          <Lightbox
            open={lightboxOpen}
            onOpenChange={setLightboxOpen}
            items={images.map(lightboxItem)}
            startIndex={index}
            {...(labels.lightbox ? { labels: labels.lightbox } : {})}
          />
        </Suspense>
      )}
    </section>
  );
}
