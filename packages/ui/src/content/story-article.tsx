import type { ComponentProps } from 'react';
import { Image } from '../media/image';
import { cn } from '../shell/cn';
import { CmsMarkdown } from './cms-markdown';
import { defaultStoryCardLabels, type StoryCardLabels } from './story-card';

export interface StoryArticleProps extends Omit<ComponentProps<'article'>, 'title' | 'children'> {
  /** Headline of the story (the page's h1). */
  title: string;
  /** The story body in Markdown; raw HTML is not rendered and URLs follow the §5 rule. */
  markdown: string;
  /** Author's name, shown as 'By …'. */
  author?: string;
  /** Publication date (ISO 8601). */
  date?: string;
  /** Estimated reading time in whole minutes. */
  readingMinutes: number;
  /** Category shown above the headline. */
  category?: string;
  /** Lead image (decorative). */
  image?: string;
  /** Locale used to format the publish date; default 'en-US'. */
  locale?: string;
  /** Texts of the byline; English defaults ({@link defaultStoryCardLabels}). */
  labels?: Partial<StoryCardLabels>;
}

/**
 * A story page body: header with category, title, author, date and reading time, then the Markdown
 * rendered by react-markdown with raw HTML off and `urlTransform` = `safeMarkdownUrl` (spec §5: only
 * http, https, irc, ircs, mailto, xmpp or scheme-less URLs survive).
 */
export function StoryArticle({
  title,
  markdown,
  author,
  date,
  readingMinutes,
  category,
  image,
  locale = 'en',
  labels,
  className,
  ...props
}: StoryArticleProps) {
  const l = { ...defaultStoryCardLabels, ...labels };
  const when = date ? new Date(date) : null;
  return (
    <article data-slot="story-article" className={cn('mx-auto max-w-3xl px-4 py-12', className)} {...props}>
      <header className="flex flex-col gap-3">
        {category && <p className="font-display text-sm tracking-widest text-accent uppercase">{category}</p>}
        <h1 className="font-display text-4xl leading-tight font-semibold tracking-wide uppercase">{title}</h1>
        <p className="tabular flex flex-wrap gap-2 text-sm text-muted">
          {author && <span>{author}</span>}
          {author && <span aria-hidden>·</span>}
          {when && !Number.isNaN(when.getTime()) && (
            <time dateTime={date}>
              {when.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' })}
            </time>
          )}
          {when && <span aria-hidden>·</span>}
          <span>{l.readingTime.replace('{0}', String(Math.max(1, Math.round(readingMinutes))))}</span>
        </p>
      </header>
      {image && (
        <Image
          src={image}
          alt=""
          sizes="(min-width: 768px) 720px, 100vw"
          priority
          className="mt-8 aspect-[5/4] w-full bg-grey-100 object-cover"
        />
      )}
      <div
        data-slot="story-body"
        className={cn(
          'mt-8 flex flex-col gap-4 text-lg leading-relaxed',
          '[&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-accent',
          '[&_h2]:mt-6 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:tracking-wide [&_h2]:uppercase',
          '[&_h3]:mt-4 [&_h3]:font-display [&_h3]:text-xl [&_h3]:uppercase',
          '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6',
          '[&_blockquote]:border-l-2 [&_blockquote]:border-accent [&_blockquote]:pl-4 [&_blockquote]:italic',
          '[&_img]:w-full [&_img]:bg-grey-100',
        )}
      >
        <CmsMarkdown>{markdown}</CmsMarkdown>
      </div>
    </article>
  );
}
