import type { MediaRenderPlan } from '@ironmark/media';
import { cn } from '../shell/cn';
import type { ImageProps } from './image';

/** The image of a media plan (spec §4 'Media rendering'). */
export type PlannedImageSource = Extract<MediaRenderPlan, { kind: 'image' }>['image'];

const aspectClasses = { '4x5': 'aspect-[4/5]', '5x4': 'aspect-[5/4]', original: '' } as const;

/**
 * The `Image` props of a planned image, shared by MediaRenderer's server-rendered image and its
 * blur-placeholder island: the source, the variant's box and its layout width per viewport.
 */
export function plannedImageProps(image: PlannedImageSource, sizes: string | undefined, priority: boolean) {
  return {
    src: image.src,
    alt: image.alt,
    width: image.width,
    height: image.height,
    sizes,
    priority,
    'data-format': image.format,
    className: cn('block h-auto w-full bg-grey-100 object-cover', aspectClasses[image.format]),
  } satisfies ImageProps & { 'data-format': string };
}
