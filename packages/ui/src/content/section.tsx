import type { ComponentProps, ReactNode } from 'react';
import { Image } from '../media/image';
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
  /** The image is the page's largest above the fold (LCP): loaded eagerly, first. Default lazy. */
  priority?: boolean;
}

const isColour = (value: string) => /^#[\da-f]{3,8}$/i.test(value.trim());

/** Relative luminance (WCAG) of a `#rgb` / `#rrggbb(aa)` colour. */
function luminance(hex: string): number {
  let digits = hex.trim().slice(1);
  if (digits.length <= 4) digits = [...digits].map((digit) => digit + digit).join('');
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((at) => Number.parseInt(digits.slice(at, at + 2), 16) / 255);
  const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Light ink (#f6f5f1) and dark ink (#0e0e10) of the theme, as luminances. */
const LIGHT_INK = luminance('#f6f5f1');
const DARK_INK = luminance('#0e0e10');

/**
 * The surface theme of the content over a background layer: the layer's own `theme` when set; over an
 * image, dark (content images carry a dark overlay, and light text is what reads on a photo); over a
 * colour, whichever ink contrasts more with it (so '#0E0E10' and the accent red get light text, a pale
 * grey keeps dark text). No image and no colour: the page's theme.
 */
export function layerTheme(background: BackgroundLayerProps | undefined): 'dark' | 'light' | undefined {
  if (!background) return undefined;
  if (background.theme) return background.theme;
  if (background.image) return 'dark';
  const value = background.value?.trim();
  if (!value || !isColour(value)) return undefined;
  const back = luminance(value);
  const onLight = (LIGHT_INK + 0.05) / (back + 0.05);
  const onDark = (back + 0.05) / (DARK_INK + 0.05);
  return onLight > onDark ? 'dark' : 'light';
}

/** Renders a background layer behind its section's content (decorative: hidden from assistive tech). */
export function BackgroundLayer({ image, value, overlay, priority = false }: BackgroundLayerProps) {
  const colour = value && isColour(value) ? value : undefined;
  const colourClass = value && !colour ? value : undefined;
  return (
    <div
      data-slot="background-layer"
      aria-hidden
      // The layer's colours (`bg-ink/45` overlays …) are light-theme tokens, whatever the content's theme.
      data-theme="light"
      className={cn('absolute inset-0 -z-10', colourClass)}
      style={colour ? { backgroundColor: colour } : undefined}
    >
      {image && (
        <Image src={image} alt="" sizes="100vw" priority={priority} className="size-full object-cover" />
      )}
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
  /** Where the content sits when the section is taller than it (a `height` preset). Default 'center'. */
  align?: 'center' | 'end';
  /** Vertical padding preset. Default 'default'. */
  spacing?: SectionSpacing;
  /** Minimum height preset. Default none. */
  height?: SectionHeight;
  /** Background layer behind the content. */
  background?: BackgroundLayerProps;
  /** Layout settings `hasMarginTop` / `hasMarginBottom`. Default false. */
  hasMarginTop?: boolean;
  /** Adds the preset's bottom margin. Default false. */
  hasMarginBottom?: boolean;
  /** Constrain content to the page width. Default true. */
  contained?: boolean;
  children?: ReactNode;
}

/** A page section with the spacing presets and heights of spec §3 and an optional background layer. */
export function Section({
  spacing = 'default',
  align = 'center',
  height,
  background,
  hasMarginTop = false,
  hasMarginBottom = false,
  contained = true,
  className,
  children,
  ...props
}: SectionProps) {
  const theme = layerTheme(background);
  return (
    <section
      data-slot="section"
      data-theme={theme}
      className={cn(
        'relative isolate flex flex-col text-ink',
        align === 'end' ? 'justify-end' : 'justify-center',
        theme && 'bg-transparent',
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
