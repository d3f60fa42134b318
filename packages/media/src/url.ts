import {
  IMAGE_DEFAULT_QUALITY,
  IMAGE_DEVICE_WIDTHS,
  IMAGE_FALLBACK_WIDTH,
  IMAGE_MENU_QUALITIES,
  IMAGE_SMALL_SIZES,
} from '@ironmark/config';

/**
 * Where media lives. `content` is the content system's base URL (e.g. `https://cms.example.com`),
 * prepended to relative URLs. `storage` is the object-storage host (e.g. `media.example.com`,
 * with or without scheme); URLs that start with it but lack a scheme get `https://`. `imageCdn` is
 * the base of the image CDN that serves video posters, webm transforms and generated captions.
 */
export interface MediaHosts {
  content: string;
  storage?: string;
  imageCdn?: string;
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

function withoutScheme(host: string): string {
  return host
    .trim()
    .replace(/^[a-z][a-z\d+.-]*:\/\//i, '')
    .replace(/\/+$/, '');
}

/**
 * Makes a content-system media URL absolute (spec §7 'content media'): the URL is trimmed; a blank,
 * `null` or `undefined` URL gives `null`; a URL with a scheme is kept; a protocol-relative `//host/x`
 * and a URL starting with the storage host but without a scheme get `https:`/`https://`; anything
 * else is relative and gets the content host prepended (exactly one slash between them).
 */
export function resolveMediaUrl(url: string | null | undefined, hosts: MediaHosts): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (SCHEME.test(value)) return value;
  if (value.startsWith('//')) return `https:${value}`;
  const storage = hosts.storage ? withoutScheme(hosts.storage) : '';
  if (storage && (value === storage || value.startsWith(`${storage}/`))) return `https://${value}`;
  const base = hosts.content.trim().replace(/\/+$/, '');
  return `${base}/${value.replace(/^\/+/, '')}`;
}

/** Every width the Next image optimiser serves, ascending: device widths ∪ small sizes (px, spec §9). */
export const IMAGE_WIDTHS: readonly number[] = [
  ...new Set([...IMAGE_SMALL_SIZES, ...IMAGE_DEVICE_WIDTHS]),
].sort((a, b) => a - b);

/** Every quality the optimiser accepts: the default 75 and the menu's 75/80 (spec §9), ascending. */
export const IMAGE_QUALITIES: readonly number[] = [
  ...new Set([IMAGE_DEFAULT_QUALITY, ...IMAGE_MENU_QUALITIES]),
].sort((a, b) => a - b);

/** Path of the Next.js image optimiser. */
export const IMAGE_OPTIMISER_PATH = '/_next/image';

/**
 * The smallest allowed width ≥ `width` (px), or the largest allowed one (3840) when `width` is
 * bigger. No width (or a non-positive/NaN one) means {@link IMAGE_FALLBACK_WIDTH} (512) is requested,
 * which snaps to 640 — the optimiser rejects any width it is not configured for.
 */
export function snapImageWidth(width?: number | null): number {
  const wanted = width && Number.isFinite(width) && width > 0 ? width : IMAGE_FALLBACK_WIDTH;
  return IMAGE_WIDTHS.find((allowed) => allowed >= wanted) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
}

/**
 * The allowed quality nearest to `quality` (default 75); on a tie the lower wins, as in Next's
 * own loader.
 */
export function snapImageQuality(quality?: number | null): number {
  const wanted = quality && Number.isFinite(quality) ? quality : IMAGE_DEFAULT_QUALITY;
  return IMAGE_QUALITIES.reduce((best, allowed) =>
    Math.abs(allowed - wanted) < Math.abs(best - wanted) ? allowed : best,
  );
}

/**
 * The Next image-optimiser address for `url` (spec §7 'Image optimisation'):
 * `/_next/image?url={encoded url}&w={width}&q={quality}` with the width snapped by
 * {@link snapImageWidth} (fallback 512 → 640) and the quality by {@link snapImageQuality} (default 75).
 */
export function optimisedImageUrl({
  url,
  width,
  quality,
}: {
  url: string;
  width?: number | null;
  quality?: number | null;
}): string {
  return `${IMAGE_OPTIMISER_PATH}?url=${encodeURIComponent(url)}&w=${snapImageWidth(width)}&q=${snapImageQuality(quality)}`;
}

/** Formats the image CDN can produce from a video: a webm transcode, a poster frame, captions. */
export type CdnTransform = 'webm' | 'jpg' | 'vtt';

/**
 * The image-CDN address of a transform of `url`: `{imageCdn}/{format}?url={encoded url}`
 * (trailing slashes of the CDN base are dropped). Spec §7: video thumbnails and webm transforms
 * come from an image-CDN path.
 */
export function cdnTransformUrl(imageCdn: string, url: string, format: CdnTransform): string {
  return `${imageCdn.trim().replace(/\/+$/, '')}/${format}?url=${encodeURIComponent(url)}`;
}

/** A raster image under `/media/` (the optimiser's `localPatterns`); not SVG, which is vector. */
const OPTIMISABLE = /^\/media\/(?!.*\.svg(?:[?#]|$))/i;

/**
 * Whether Next's optimiser serves `url` resized and re-encoded (AVIF/WebP): a raster image of the
 * storefront's own `/media/` paths. Vector images (SVG), data URLs and other hosts are served as
 * they are, as `next/image` leaves SVG unoptimised.
 */
export function isOptimisableImage(url: string): boolean {
  return OPTIMISABLE.test(url.trim());
}

/** How an `<img>` asks for an image: its `src` and, through the optimiser, a `srcset`. */
export interface ImageCandidates {
  src: string;
  srcSet?: string;
}

/**
 * The `src` and `srcset` of an image through the optimiser (spec §9 widths, quality 75 by default),
 * as `next/image` builds them: with `sizes` (the image's layout width varies) one candidate per
 * allowed width from 256 px up (`{url} {w}w`); with a fixed `width`, the 1× and 2× widths
 * (`{url} 1x, {url} 2x`). `src` is the largest candidate. An image the optimiser does not serve
 * ({@link isOptimisableImage}) keeps its own address and gets no `srcset`.
 */
export function imageCandidates(
  url: string,
  {
    sizes,
    width,
    quality,
  }: { sizes?: string | undefined; width?: number | undefined; quality?: number | undefined },
): ImageCandidates {
  if (!isOptimisableImage(url)) return { src: url };
  const at = (w: number) => optimisedImageUrl({ url, width: w, quality });
  if (sizes || !width) {
    const widths = IMAGE_WIDTHS.filter((w) => w >= 256);
    return {
      src: at(widths[widths.length - 1]!),
      srcSet: widths.map((w) => `${at(w)} ${w}w`).join(', '),
    };
  }
  return { src: at(width * 2), srcSet: `${at(width)} 1x, ${at(width * 2)} 2x` };
}
