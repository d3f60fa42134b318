import type { ComponentProps } from 'react';
import { Image } from '../media/image';
import { cn } from '../shell/cn';
import { Link } from '../shell/link';

/** Texts of the story card; `{0}` is the number of minutes. */
export interface StoryCardLabels {
  readingTime: string;
}

/** English defaults of {@link StoryCardLabels}. */
export const defaultStoryCardLabels: StoryCardLabels = { readingTime: '{0} min read' };

export interface StoryCardProps extends Omit<ComponentProps<'article'>, 'title'> {
  /** Headline of the story. */
  title: string;
  /** URL of the story page. */
  href: string;
  /** Short teaser under the headline. */
  excerpt?: string;
  /** Category shown above the headline. */
  category?: string;
  /** Publication date (ISO 8601). */
  date?: string;
  /** Reading time in whole minutes (computed by @ironmark/content). */
  readingMinutes: number;
  /** Card image (4:5 area; decorative — the title names the story). */
  image?: string;
  /** Locale of the date. Default 'en'. */
  locale?: string;
  /** Texts of the card; English defaults ({@link defaultStoryCardLabels}). */
  labels?: Partial<StoryCardLabels>;
}

/** A story teaser: 5:4 image, category, title linking to the story, excerpt, date and reading time. */
export function StoryCard({
  title,
  href,
  excerpt,
  category,
  date,
  readingMinutes,
  image,
  locale = 'en',
  labels,
  className,
  ...props
}: StoryCardProps) {
  const l = { ...defaultStoryCardLabels, ...labels };
  const when = date ? new Date(date) : null;
  return (
    <article
      data-slot="story-card"
      className={cn('group relative flex flex-col gap-3', className)}
      {...props}
    >
      <div className="aspect-[5/4] overflow-hidden bg-grey-100">
        {image && (
          <Image
            src={image}
            alt=""
            sizes="(min-width: 1280px) 33vw, (min-width: 640px) 50vw, 100vw"
            className="size-full object-cover transition-transform duration-500 ease-out motion-safe:group-hover:scale-[1.02]"
          />
        )}
      </div>
      {category && <p className="font-display text-xs tracking-widest text-accent uppercase">{category}</p>}
      <h3 className="font-display text-xl font-medium tracking-wide uppercase">
        <Link href={href} className="stretched-link hover:underline">
          {title}
        </Link>
      </h3>
      {excerpt && <p className="text-muted">{excerpt}</p>}
      <p className="tabular flex gap-2 text-sm text-muted">
        {when && !Number.isNaN(when.getTime()) && (
          <time dateTime={date}>
            {when.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' })}
          </time>
        )}
        {when && <span aria-hidden>·</span>}
        <span>{l.readingTime.replace('{0}', String(Math.max(1, Math.round(readingMinutes))))}</span>
      </p>
    </article>
  );
}
