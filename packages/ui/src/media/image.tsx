import { imageCandidates } from '@ironmark/media';
import type { ComponentProps } from 'react';

export interface ImageProps
  extends Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'loading' | 'fetchPriority' | 'width' | 'height'> {
  src: string;
  /** Required: describe the image, or `''` for a decorative one. */
  alt: string;
  /** Intrinsic width (px): with no `sizes`, the 1× width asked of the optimiser. */
  width?: number;
  height?: number;
  /** The image's layout width per viewport (`'(min-width: 1280px) 50vw, 100vw'`): a `w` srcset. */
  sizes?: string;
  /**
   * The page's largest image above the fold (LCP): loaded eagerly with `fetchpriority="high"`. React's
   * server components renderer also sends a preload hint for it (for any eager `<img>` outside a
   * `<picture>`), and a browser applies the hints of a payload Next prefetches: a page that prefetches
   * the home page preloads the home page's hero as well.
   */
  priority?: boolean;
  /** Optimiser quality; 75 by default (spec §9). */
  quality?: number;
}

/**
 * Every image of the storefront (spec §9, ARCHITECTURE.md 'Links and images'): a raster image of the
 * shop's `/media/` goes through Next's optimiser (AVIF/WebP at the §9 widths, a `srcset` for `sizes`
 * or 1×/2× of `width`), anything else keeps its address. Lazy unless `priority`. A plain `<img>`
 * without hooks, so server components render it too and no framework is imported.
 */
export function Image({ src, sizes, width, height, priority = false, quality, alt, ...props }: ImageProps) {
  const candidates = imageCandidates(src, { sizes, width, quality });
  return (
    <img
      {...props}
      alt={alt}
      src={candidates.src}
      srcSet={candidates.srcSet}
      sizes={candidates.srcSet ? sizes : undefined}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
