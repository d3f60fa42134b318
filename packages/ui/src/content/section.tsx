import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../shell/cn';

/** Section spacing presets of spec §3 (the `section-*` utilities of the theme). */
export type SectionSpacing = 'xs' | 'sm' | 'default' | 'lg' | 'xl' | 'mobile-none';

/** Section heights of spec §3. */
export type SectionHeight =
  | 'Screen'
  | 'ScreenTop'
  | 'ScreenTopFloatingNav'
  | 'Md'
  | 'Navigation'
  | 'FullScreen';

const spacingClasses: Record<SectionSpacing, string> = {
  xs: 'section-xs',
  sm: 'section-sm',
  default: 'section-default',
  lg: 'section-lg',
  xl: 'section-xl',
  'mobile-none': 'section-mobile-none',
};

const heightClasses: Record<SectionHeight, string> = {
  Screen: 'min-h-screen',
  ScreenTop: 'min-h-screen-top',
  ScreenTopFloatingNav: 'min-h-screen-top-floating-nav',
  Md: 'min-h-md',
  Navigation: 'min-h-navigation',
  FullScreen: 'min-h-full-screen',
};

/** A background layer (spec §3 Layout and layers): an image or a colour, with an optional overlay. */
export interface BackgroundLayerProps {
  /** Image URL (already resolved to an absolute or rooted address). */
  image?: string | null;
  /** `tw_value`: a hex colour ('#18181a') or a class name ('bg-grey-900'). */
  value?: string | null;
  /** `tw_overlay`: an overlay class ('bg-grey-900/40') or a hex colour with alpha. */
  overlay?: string | null;
  /** Surface theme of the content above the layer. */
  theme?: 'dark' | 'light';
}

const isColour = (value: string) => /^#[\da-f]{3,8}$/i.test(value.trim());

/** Renders a background layer behind its section's content (decorative: hidden from assistive tech). */
export function BackgroundLayer({ image, value, overlay }: BackgroundLayerProps) {
  const colour = value && isColour(value) ? value : undefined;
  const colourClass = value && !colour ? value : undefined;
  return (
    <div
      data-slot="background-layer"
      aria-hidden
      className={cn('absolute inset-0 -z-10', colourClass)}
      style={colour ? { backgroundColor: colour } : undefined}
    >
      {image && <img src={image} alt="" className="size-full object-cover" />}
      {overlay && (
        <div
          className={cn('absolute inset-0', !isColour(overlay) && overlay)}
          style={isColour(overlay) ? { backgroundColor: overlay } : undefined}
        />
      )}
    </div>
  );
}

export interface SectionProps extends ComponentProps<'section'> {
  /** Vertical padding preset. Default 'default'. */
  spacing?: SectionSpacing;
  /** Minimum height preset. Default none. */
  height?: SectionHeight;
  /** Background layer behind the content. */
  background?: BackgroundLayerProps;
  /** Layout settings `hasMarginTop` / `hasMarginBottom`. Default false. */
  hasMarginTop?: boolean;
  hasMarginBottom?: boolean;
  /** Constrain content to the page width. Default true. */
  contained?: boolean;
  children?: ReactNode;
}

/** A page section with the spacing presets and heights of spec §3 and an optional background layer. */
export function Section({
  spacing = 'default',
  height,
  background,
  hasMarginTop = false,
  hasMarginBottom = false,
  contained = true,
  className,
  children,
  ...props
}: SectionProps) {
  return (
    <section
      data-slot="section"
      data-theme={background?.theme === 'dark' ? 'dark' : undefined}
      className={cn(
        'relative isolate flex flex-col justify-center text-ink',
        background?.theme && 'bg-transparent',
        spacingClasses[spacing],
        height && heightClasses[height],
        hasMarginTop && 'mt-section-default',
        hasMarginBottom && 'mb-section-default',
        className,
      )}
      {...props}
    >
      {background && <BackgroundLayer {...background} />}
      {contained ? <div className="mx-auto w-full max-w-7xl px-4 desk:px-8">{children}</div> : children}
    </section>
  );
}
