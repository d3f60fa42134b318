import type { MediaAsset } from './asset';
import { MEDIA_LOG_MESSAGES } from './log-messages';
import { type ImageSource, type ImageSourceOptions, imageSource } from './image';
import { altText, mediaKind } from './kind';
import { type MediaHosts, resolveMediaUrl } from './url';
import { type VideoOptions, type VideoSources, videoSources } from './video';

/** Options of {@link mediaRenderPlan}: the image options plus the video options. */
export type MediaRenderOptions = ImageSourceOptions & VideoOptions & { hosts?: MediaHosts };

/** A frame (`embed`: video host; `embed-3d`: 3D viewer) with its thumbnail image, when the asset has one. */
export interface FramePlan {
  /** The frame address. */
  src: string;
  /** Accessible frame title (the asset's alt text). */
  title: string;
  /** Thumbnail (embed: a plain image shown before the frame; embed-3d: a placeholder image), when present. */
  thumbnail?: string;
}

/** What to render for an asset — one variant per renderable kind of spec §4 'Media rendering'. */
export type MediaRenderPlan =
  | { kind: 'image'; image: ImageSource }
  | { kind: 'video' | 'normalvideo'; video: VideoSources }
  | { kind: 'embed'; frame: FramePlan }
  | { kind: 'embed-3d'; frame: FramePlan };

function framePlan(asset: MediaAsset, hosts: MediaHosts | undefined): FramePlan | null {
  const src = hosts ? resolveMediaUrl(asset.url, hosts) : asset.url.trim() || null;
  if (!src) return null;
  const rawThumbnail = asset.formats?.thumbnail?.url;
  const thumbnail = rawThumbnail
    ? hosts
      ? resolveMediaUrl(rawThumbnail, hosts)
      : rawThumbnail.trim()
    : null;
  return { src, title: altText(asset), ...(thumbnail ? { thumbnail } : {}) };
}

/**
 * Decides how an asset renders (spec §4 'Media rendering'): an image source, a video element's
 * sources, or a frame (embed: full-size iframe with a plain-image thumbnail; embed-3d: a
 * placeholder-image thumbnail, otherwise an iframe). A missing asset, an unknown kind or a missing
 * URL logs an error (spec §8) and returns `null`: nothing renders.
 */
export function mediaRenderPlan(
  asset: MediaAsset | null | undefined,
  options: MediaRenderOptions = {},
): MediaRenderPlan | null {
  if (!asset) {
    console.error(MEDIA_LOG_MESSAGES.nullImage);
    return null;
  }
  const kind = mediaKind(asset);
  switch (kind) {
    case 'image': {
      const image = imageSource(asset, options);
      return image ? { kind, image } : null;
    }
    case 'video':
    case 'normalvideo': {
      const video = videoSources(asset, options);
      return video ? { kind, video } : null;
    }
    case 'embed':
    case 'embed-3d': {
      const frame = framePlan(asset, options.hosts);
      if (!frame) {
        console.error(MEDIA_LOG_MESSAGES.nullVideoUrl);
        return null;
      }
      return { kind, frame };
    }
    case 'unknown':
      console.error(MEDIA_LOG_MESSAGES.unknownMediaType, asset.mime ?? null);
      return null;
    default:
      return kind satisfies never;
  }
}
