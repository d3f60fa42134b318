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
  /** The page's largest image above the fold (LCP): loaded eagerly with `fetchpriority="high"`. */
  priority?: boolean;
  /** Optimiser quality; 75 by default (spec §9). */
  quality?: number;
}

/**
 * Every image of the storefront (spec §9, ARCHITECTURE.md 'Links and images'): a raster image of the
 * shop's `/media/` goes through Next's optimiser (AVIF/WebP at the §9 widths, a `srcset` for `sizes`
 * or 1×/2× of `width`), anything else keeps its address. Lazy unless `priority`. A plain `<img>` (in
 * a `<picture>` when `priority`) without hooks, so server components render it too and no framework is
 * imported.
 */
export function Image({ src, sizes, width, height, priority = false, quality, alt, ...props }: ImageProps) {
  const candidates = imageCandidates(src, { sizes, width, quality });
  const image = (
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
  // React's server renderer sends a preload hint for every eager <img> outside a <picture>, and the
  // browser applies the hints of a payload Next prefetches: every page whose logo link prefetched the
  // home page downloaded the home page's hero at high priority. In a <picture> there is no hint; the
  // image is near the top of its own page's HTML and asks for high priority itself.
  return priority ? <picture className="contents">{image}</picture> : image;
}
