'use client';

import type { MediaRenderPlan } from '@ironmark/media';
import { Box, Play } from 'lucide-react';
import { useState } from 'react';
import { Image } from './image';
import type { MediaRendererLabels } from './media-renderer';
import { type PlannedImageSource, plannedImageProps } from './planned-image';

// The two parts of MediaRenderer that hold state, as client islands: the rest of it (the plan, a
// video, an image without a placeholder) renders on the server, so a page of CMS media sends no
// renderer to the browser (issue 16).

/** An image whose blur placeholder shows until it has loaded. */
export function BlurImage({
  image,
  sizes,
  priority,
}: {
  image: PlannedImageSource;
  sizes: string | undefined;
  priority: boolean;
}) {
  const [loaded, setLoaded] = useState(false);
  const blur = loaded ? undefined : image.blurDataURL;
  return (
    <Image
      {...plannedImageProps(image, sizes, priority)}
      data-placeholder={blur ? 'blur' : undefined}
      onLoad={() => setLoaded(true)}
      style={blur ? { backgroundImage: `url("${blur}")`, backgroundSize: 'cover' } : undefined}
    />
  );
}

/** An embed: its thumbnail as a button, then the frame once pressed (or at once without one). */
export function EmbedFrame({
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
