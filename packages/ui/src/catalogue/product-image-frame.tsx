import type { ComponentProps, ReactNode } from 'react';
import { Image } from '../media/image';
import { cn } from '../shell/cn';
import type { ProductImage } from './types';

export interface ProductImageFrameProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The image shown in the 4:5 frame; a placeholder when absent. */
  image?: ProductImage | undefined;
  /** Box ratio: 4:5 for cards, 5:4 for wide views, 1:1 for thumbnails; default '4/5'. */
  ratio?: '4/5' | '5/4' | '1/1';
  /** Overlay in the top-left corner (the badge). */
  corner?: ReactNode;
  /** Load eagerly (the first image above the fold); default lazy. */
  priority?: boolean;
  /** The frame's layout width per viewport, for the srcset; default a card of a product grid. */
  sizes?: string;
}

const ratioClass = { '4/5': 'aspect-[4/5]', '5/4': 'aspect-[5/4]', '1/1': 'aspect-square' } as const;

/**
 * A product image in a fixed-ratio box on the light neutral ground, so nothing shifts while it
 * loads or when it is missing.
 */
export function ProductImageFrame({
  image,
  ratio = '4/5',
  corner,
  priority = false,
  sizes = '(min-width: 1280px) 25vw, 50vw',
  className,
  ...props
}: ProductImageFrameProps) {
  const [w, h] = ratio.split('/').map(Number) as [number, number];
  return (
    <div
      data-slot="product-image"
      className={cn('relative w-full overflow-hidden bg-grey-100', ratioClass[ratio], className)}
      {...props}
    >
      {image && (
        <Image
          src={image.url}
          alt={image.alt}
          width={w * 100}
          height={h * 100}
          sizes={sizes}
          priority={priority}
          className="absolute inset-0 size-full object-contain"
        />
      )}
      {corner && <div className="absolute top-2 left-2">{corner}</div>}
    </div>
  );
}
