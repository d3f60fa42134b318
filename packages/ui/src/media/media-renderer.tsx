import {
  type MediaAsset,
  type MediaRenderOptions,
  type MediaRenderPlan,
  mediaRenderPlan,
} from '@ironmark/media';
import { type ComponentProps, useMemo } from 'react';
import { cn } from '../shell/cn';
import { Image } from './image';
import { BlurImage, EmbedFrame } from './media-islands';
import { plannedImageProps } from './planned-image';

/** Texts of the media renderer. */
export interface MediaRendererLabels {
  /** Button over an embed's thumbnail; `{0}` is the media's title. */
  playVideo: string;
  /** Button over a 3D embed's placeholder; `{0}` is the media's title. */
  view3d: string;
}

/** English defaults of {@link MediaRendererLabels}. */
export const defaultMediaRendererLabels: MediaRendererLabels = {
  playVideo: 'Play video: {0}',
  view3d: 'View in 3D: {0}',
};

export interface MediaRendererProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The asset; a missing asset or unknown kind renders nothing and logs (spec §4/§8). */
  asset: MediaAsset | null | undefined;
  /** Variant, priority, hosts and video flags (defaults of spec §4: autoplay, muted, loop, inline). */
  options?: MediaRenderOptions;
  /** `sizes` of the image for responsive loading. */
  sizes?: string;
  /** Texts of the video and embed controls; English defaults ({@link defaultMediaRendererLabels}). */
  labels?: Partial<MediaRendererLabels>;
}

/**
 * Renders a media asset as spec §4 'Media rendering' says, using @ironmark/media's plan: an image
 * (4x5/5x4 variant when requested and present, blur placeholder unless high priority), a video
 * (poster, webm and original sources, two caption tracks, autoplay/muted/loop/inline by default,
 * controls when autoplay is off), an embed (thumbnail, then a full-size iframe), or a 3D embed
 * (placeholder thumbnail, then the viewer). Unknown or missing media renders nothing.
 *
 * Hook-free but for `useMemo`, which server components have too: a server component renders it to
 * HTML, and only an image with a blur placeholder or an embed sends a client island to the browser.
 */
export function MediaRenderer({ asset, options, sizes, labels, className, ...props }: MediaRendererProps) {
  // The plan logs for unusable media; compute it once per asset, not on every render.
  const plan = useMemo(() => mediaRenderPlan(asset, options), [asset, options]);
  if (!plan) return null;
  return (
    <div
      data-slot="media"
      data-kind={plan.kind}
      className={cn('relative overflow-hidden', className)}
      {...props}
    >
      <PlannedMedia
        plan={plan}
        sizes={sizes}
        priority={options?.priority ?? false}
        labels={{ ...defaultMediaRendererLabels, ...labels }}
      />
    </div>
  );
}

function PlannedMedia({
  plan,
  sizes,
  priority,
  labels,
}: {
  plan: MediaRenderPlan;
  sizes: string | undefined;
  priority: boolean;
  labels: MediaRendererLabels;
}) {
  switch (plan.kind) {
    case 'image':
      return plan.image.blurDataURL ? (
        <BlurImage image={plan.image} sizes={sizes} priority={priority} />
      ) : (
        <Image {...plannedImageProps(plan.image, sizes, priority)} />
      );
    case 'video':
    case 'normalvideo': {
      const { video } = plan;
      return (
        <video
          poster={video.poster}
          autoPlay={video.autoPlay}
          muted={video.muted}
          loop={video.loop}
          playsInline={video.playsInline}
          controls={video.controls}
          preload="metadata"
          className="size-full bg-grey-900 object-cover"
        >
          {video.sources.map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))}
          {video.tracks.map((track) => (
            <track
              key={track.src}
              kind={track.kind}
              src={track.src}
              srcLang={track.srcLang}
              label={track.label}
              default={track.default}
            />
          ))}
        </video>
      );
    }
    case 'embed':
    case 'embed-3d':
      return <EmbedFrame kind={plan.kind} frame={plan.frame} labels={labels} />;
    default:
      return plan satisfies never;
  }
}
