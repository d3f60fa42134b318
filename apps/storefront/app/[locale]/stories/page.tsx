import { storyCardView, t } from '@ironmark/content';
import { Section, StoryGrid } from '@ironmark/ui/content';
import type { Metadata } from 'next';
import { getContent } from '../../../lib/server/content';
import { pageMetadata } from '../../../lib/server/seo';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const seo = await getContent().getSeo(locale, '/stories');
  return pageMetadata({
    locale,
    path: '/stories',
    title: seo?.title ?? 'Stories',
    description: seo?.desc ?? 'Guides, deep dives and stories from the Ironmark Strength Experts.',
  });
}

export default async function StoriesPage({ params }: { params: Params }) {
  const { locale } = await params;
  const content = getContent();
  const [stories, translations] = await Promise.all([
    content.getStories(locale),
    content.getTranslations(locale),
  ]);
  const title = t(translations, 'stories.title');
  return (
    <Section spacing="default">
      <h1 className="font-display text-4xl uppercase tracking-wide">{title}</h1>
      <StoryGrid
        stories={stories.map((story) => storyCardView(story, locale))}
        locale={locale}
        labels={{ readingTime: t(translations, 'stories.readingTime') }}
      />
    </Section>
  );
}
