import type { MediaAsset } from './asset';

/** How a media asset renders — spec §3 'Media asset' kinds. */
export type MediaKind = 'image' | 'video' | 'normalvideo' | 'embed' | 'embed-3d' | 'unknown';

/** Every {@link MediaKind}, in spec order. */
export const MEDIA_KINDS = ['image', 'video', 'normalvideo', 'embed', 'embed-3d', 'unknown'] as const;

/**
 * Video containers every current browser plays natively. Their mime makes an asset a `video`;
 * any other `video/*` container (QuickTime, AVI, MPEG, Matroska, …) is a `normalvideo`, which the
 * storefront plays through the image-CDN webm transform first (see `videoSources`). Both kinds
 * render the same player (spec §4 'Media rendering').
 */
export const WEB_VIDEO_MIMES = ['video/mp4', 'video/webm', 'video/ogg'] as const;

/**
 * Mimes of video-hosting frames (`embed`). The content service marks a hosted video with a
 * pseudo-mime naming the host; the asset `url` is the frame address.
 */
export const EMBED_MIMES = ['video/youtube', 'video/vimeo', 'application/x-video-embed'] as const;

/**
 * Mimes of 3D-model viewers (`embed-3d`): any `model/*` mime (e.g. `model/gltf-binary`,
 * `model/gltf+json`, `model/vnd.usdz+zip`) or the content service's `application/x-3d-embed`.
 */
export const EMBED_3D_MIME = 'application/x-3d-embed';

/** Lower-cased mime without parameters (`'Video/MP4; codecs=avc1'` → `'video/mp4'`); '' when absent. */
function essence(mime: string | undefined): string {
  return (mime ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * Classifies an asset by its mime (case-insensitive, parameters ignored):
 * `image/*` → image; {@link EMBED_MIMES} → embed; `model/*` or {@link EMBED_3D_MIME} → embed-3d;
 * {@link WEB_VIDEO_MIMES} → video; any other `video/*` → normalvideo; no mime, `null`/`undefined`
 * asset, or anything else → unknown (spec §3: a media item without mime is unknown).
 */
export function mediaKind(asset: Pick<MediaAsset, 'mime'> | null | undefined): MediaKind {
  const mime = essence(asset?.mime);
  if (mime === '') return 'unknown';
  if ((EMBED_MIMES as readonly string[]).includes(mime)) return 'embed';
  if (mime === EMBED_3D_MIME || mime.startsWith('model/')) return 'embed-3d';
  if (mime.startsWith('image/')) return 'image';
  if ((WEB_VIDEO_MIMES as readonly string[]).includes(mime)) return 'video';
  if (mime.startsWith('video/')) return 'normalvideo';
  return 'unknown';
}

/** True for the two kinds that render a `<video>` element (video and normalvideo). */
export function isVideoKind(kind: MediaKind): kind is 'video' | 'normalvideo' {
  return kind === 'video' || kind === 'normalvideo';
}

/**
 * The alt text of an asset: `alternativeText`, else `caption`, else `name` (spec §4 'Media
 * rendering'); blank values are skipped and the result is trimmed; '' when none is set.
 */
export function altText(
  asset: Pick<MediaAsset, 'alternativeText' | 'caption' | 'name'> | null | undefined,
): string {
  for (const candidate of [asset?.alternativeText, asset?.caption, asset?.name]) {
    const text = candidate?.trim();
    if (text) return text;
  }
  return '';
}
