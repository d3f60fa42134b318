import type { ComponentProps, ReactNode } from 'react';
import { buttonVariants } from '../shell/button-variants';
import { Link } from '../shell/link';
import { Section, type SectionHeight } from './section';

/** A hero call to action. */
export interface HeroAction {
  label: string;
  href: string;
}

export interface HeroProps extends Omit<ComponentProps<'section'>, 'title'> {
  /** Small uppercase line above the title. */
  eyebrow?: string;
  /** Headline of the hero. */
  title: string;
  /** Text under the headline. */
  text?: ReactNode;
  /** Main call to action (label and link). */
  primaryAction?: HeroAction;
  /** Second, quieter call to action. */
  secondaryAction?: HeroAction;
  /** Background image (decorative). */
  image?: string;
  /** Overlay class or hex colour over the image. Default 'bg-grey-900/55'. */
  overlay?: string;
  /** Height preset. Default 'ScreenTop'. */
  height?: SectionHeight;
  /** Heading level of the title. Default 1. */
  level?: 1 | 2;
}

/** The hero: a dark image surface with an uppercase condensed title, text and up to two actions. */
export function Hero({
  eyebrow,
  title,
  text,
  primaryAction,
  secondaryAction,
  image,
  overlay = 'bg-grey-900/55',
  height = 'ScreenTop',
  level = 1,
  className,
  ...props
}: HeroProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <Section
      data-slot="hero"
      height={height}
      spacing="xl"
      // The page's h1 hero opens the page: its image is the LCP.
      background={{ image: image ?? null, value: '#18181a', overlay, theme: 'dark', priority: level === 1 }}
      align="end"
      className={className}
      {...props}
    >
      <div className="max-w-3xl">
        {eyebrow && <p className="font-display text-sm tracking-widest text-ink uppercase">{eyebrow}</p>}
        <Heading className="mt-2 font-display text-4xl leading-none font-semibold tracking-wide text-balance uppercase desk:text-5xl">
          {title}
        </Heading>
        {text && <div className="mt-4 max-w-xl text-lg text-ink">{text}</div>}
        {(primaryAction || secondaryAction) && (
          <div className="mt-8 flex flex-wrap gap-3">
            {primaryAction && (
              <Link href={primaryAction.href} className={buttonVariants({ variant: 'primary', size: 'lg' })}>
                {primaryAction.label}
              </Link>
            )}
            {secondaryAction && (
              <Link
                href={secondaryAction.href}
                className={buttonVariants({ variant: 'outline', size: 'lg' })}
              >
                {secondaryAction.label}
              </Link>
            )}
          </div>
        )}
      </div>
    </Section>
  );
}
