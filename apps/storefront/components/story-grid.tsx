import type { StorySummary } from '@ironmark/content';
import { localiseUrl } from '@ironmark/navigation';
import { StoryCard } from '@ironmark/ui/content';

/** Story cards in a responsive grid, linked inside the page's locale. */
export function StoryGrid({
  stories,
  locale,
  readingTime,
}: {
  stories: readonly StorySummary[];
  locale: string;
  /** The reading-time text of the page's language ('{0} min read'). */
  readingTime: string;
}) {
  return (
    <ul className="mt-8 grid gap-8 sm:grid-cols-2 desk:grid-cols-3">
      {stories.map((story) => (
        <li key={story.slug}>
          <StoryCard
            title={story.title}
            href={localiseUrl(story.path, locale)}
            excerpt={story.excerpt}
            category={story.category}
            date={story.date}
            readingMinutes={story.readingTime}
            image={story.heroImage.url}
            locale={locale}
            labels={{ readingTime }}
          />
        </li>
      ))}
    </ul>
  );
}
