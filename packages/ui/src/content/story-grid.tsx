import type { ComponentProps } from 'react';
import { cn } from '../shell/cn';
import { StoryCard, type StoryCardLabels, type StoryCardProps } from './story-card';

/** A story in a {@link StoryGrid}: the card's texts, link and image (`href` also keys the item). */
export type StoryGridItem = Pick<
  StoryCardProps,
  'title' | 'href' | 'excerpt' | 'category' | 'date' | 'readingMinutes' | 'image'
>;

/** Props of {@link StoryGrid}; other props go to the list element. */
export interface StoryGridProps extends Omit<ComponentProps<'ul'>, 'children'> {
  /** The stories, in display order (links already localised). */
  stories: readonly StoryGridItem[];
  /** Locale of the cards' dates. Default 'en'. */
  locale?: string;
  /** Texts of the cards; English defaults (`defaultStoryCardLabels`). */
  labels?: Partial<StoryCardLabels>;
}

/** Story cards in a responsive grid: one column, two from `sm`, three on desktop. */
export function StoryGrid({ stories, locale, labels, className, ...props }: StoryGridProps) {
  return (
    <ul className={cn('mt-8 grid gap-8 sm:grid-cols-2 desk:grid-cols-3', className)} {...props}>
      {stories.map((story) => (
        <li key={story.href}>
          <StoryCard
            title={story.title}
            href={story.href}
            excerpt={story.excerpt}
            category={story.category}
            date={story.date}
            readingMinutes={story.readingMinutes}
            image={story.image}
            locale={locale}
            labels={labels}
          />
        </li>
      ))}
    </ul>
  );
}
