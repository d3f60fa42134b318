import type { MediaAsset } from './asset';
import { MEDIA_LOG_MESSAGES } from './log-messages';
import { altText } from './kind';
import { type MediaHosts, resolveMediaUrl } from './url';

/** Aspect-ratio variants an image can be requested in (spec §4 'Media rendering'). */
export type ImageVariant = '4x5' | '5x4';

/** Options of {@link imageSource}. */
export interface ImageSourceOptions {
  /** Requested aspect-ratio variant; used only when the asset has that format. Default: none (original). */
  variant?: ImageVariant | null;
  /** High-priority (above-the-fold, LCP) image: never gets a blur placeholder. Default `false`. */
  priority?: boolean;
  /** When given, the chosen URL is made absolute with {@link resolveMediaUrl}. Default: URL as stored. */
  hosts?: MediaHosts;
}

/** What an `<img>`/`next/image` needs: address, size (px, when known), alt text and placeholder. */
export interface ImageSource {
  src: string;
  width?: number;
  height?: number;
  alt: string;
  /** `'blur'` with {@link ImageSource.blurDataURL}, or `'empty'`. */
  placeholder: 'blur' | 'empty';
  blurDataURL?: string;
  /** Which format was used: the variant name, or `'original'`. */
  format: ImageVariant | 'original';
}

/**
 * Chooses how to render an image asset (spec §4 'Media rendering'): the requested 4x5/5x4 format
 * when present, else the original URL and size; a blur placeholder only when `formats.thumbnail`
 * has a `blurDataURL` and the image is not `priority`; alt text per {@link altText}.
 * A `null`/`undefined` asset logs 'Image is null' and returns `null` (nothing renders).
 */
export function imageSource(
  asset: MediaAsset | null | undefined,
  { variant = null, priority = false, hosts }: ImageSourceOptions = {},
): ImageSource | null {
  if (!asset) {
    console.error(MEDIA_LOG_MESSAGES.nullImage);
    return null;
  }
  const chosen = variant ? asset.formats?.[variant] : undefined;
  const rawUrl = chosen ? chosen.url : asset.url;
  const src = hosts ? resolveMediaUrl(rawUrl, hosts) : rawUrl.trim();
  if (!src) {
    console.error(MEDIA_LOG_MESSAGES.nullImage);
    return null;
  }
  const width = chosen ? chosen.width : asset.width;
  const height = chosen ? chosen.height : asset.height;
  const blurDataURL = priority ? undefined : asset.formats?.thumbnail?.blurDataURL?.trim() || undefined;
  return {
    src,
    ...(width === undefined ? {} : { width }),
    ...(height === undefined ? {} : { height }),
    alt: altText(asset),
    placeholder: blurDataURL ? 'blur' : 'empty',
    ...(blurDataURL ? { blurDataURL } : {}),
    format: chosen && variant ? variant : 'original',
  };
}
