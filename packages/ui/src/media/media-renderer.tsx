'use client';

import {
  type MediaAsset,
  type MediaRenderOptions,
  type MediaRenderPlan,
  mediaRenderPlan,
} from '@ironmark/media';
import { Box, Play } from 'lucide-react';
import { type ComponentProps, useMemo, useState } from 'react';
import { cn } from '../shell/cn';
import { Image } from './image';

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

const aspectClasses = { '4x5': 'aspect-[4/5]', '5x4': 'aspect-[5/4]', original: '' } as const;

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
  sizes?: string;
  priority: boolean;
  labels: MediaRendererLabels;
}) {
  switch (plan.kind) {
    case 'image':
      return <PlannedImage image={plan.image} sizes={sizes} priority={priority} />;
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
      return <PlannedFrame kind={plan.kind} frame={plan.frame} labels={labels} />;
    default:
      return plan satisfies never;
  }
}

function PlannedImage({
  image,
  sizes,
  priority,
}: {
  image: Extract<MediaRenderPlan, { kind: 'image' }>['image'];
  sizes?: string;
  priority: boolean;
}) {
  const [loaded, setLoaded] = useState(false);
  const blur = image.placeholder === 'blur' && !loaded ? image.blurDataURL : undefined;
  return (
    <Image
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      priority={priority}
      data-format={image.format}
      data-placeholder={blur ? 'blur' : undefined}
      onLoad={() => setLoaded(true)}
      className={cn('block h-auto w-full bg-grey-100 object-cover', aspectClasses[image.format])}
      style={blur ? { backgroundImage: `url("${blur}")`, backgroundSize: 'cover' } : undefined}
    />
  );
}

function PlannedFrame({
  kind,
  frame,
  labels,
}: {
  kind: 'embed' | 'embed-3d';
  frame: Extract<MediaRenderPlan, { kind: 'embed' }>['frame'];
  labels: MediaRendererLabels;
}) {
  const [active, setActive] = useState(!frame.thumbnail);
  if (active || !frame.thumbnail) {
    return (
      <iframe
        src={frame.src}
        title={frame.title}
        className="aspect-video size-full border-0"
        allow="autoplay; fullscreen; picture-in-picture; xr-spatial-tracking"
        allowFullScreen
        loading="lazy"
      />
    );
  }
  const Icon = kind === 'embed' ? Play : Box;
  const label = (kind === 'embed' ? labels.playVideo : labels.view3d).replace('{0}', frame.title);
  return (
    <button
      type="button"
      onClick={() => setActive(true)}
      className="group relative block aspect-video w-full cursor-pointer bg-grey-900"
    >
      <img src={frame.thumbnail} alt="" className="size-full object-cover" />
      <span className="absolute inset-0 flex items-center justify-center">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-paper/90 text-ink group-hover:bg-accent group-hover:text-accent-ink">
          <Icon aria-hidden className="size-7" />
        </span>
      </span>
      <span className="sr-only">{label}</span>
    </button>
  );
}
