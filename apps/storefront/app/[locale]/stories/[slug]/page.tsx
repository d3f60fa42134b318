import { isDefaultChannel } from '@ironmark/channel';
import { seoKeywords, t } from '@ironmark/content';
import { Section, StoryArticle } from '@ironmark/ui/content';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getContent } from '../../../../lib/server/content';
import { pageMetadata } from '../../../../lib/server/seo';

type Params = Promise<{ locale: string; slug: string }>;

export const dynamicParams = true;
export const revalidate = 3600;

export async function generateStaticParams({
  params,
}: {
  params: { locale: string } | Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  // Other locales' stories are generated on first request (ISR), as in the catch-all page.
  if (!isDefaultChannel(locale)) return [];
  const stories = await getContent().getStories(locale);
  return stories.map((story) => ({ slug: story.slug }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, slug } = await params;
  const result = await getContent().getStory(locale, slug);
  if (!result.found) return {};
  const { story } = result;
  return pageMetadata({
    locale,
    path: story.path,
    title: story.seo?.title ?? story.title,
    description: story.seo?.desc ?? story.excerpt,
    keywords: story.seo?.tags ? seoKeywords(story.seo) : [story.category],
    image: story.heroImage.url,
  });
}

export default async function StoryPage({ params }: { params: Params }) {
  const { locale, slug } = await params;
  const [result, translations] = await Promise.all([
    getContent().getStory(locale, slug),
    getContent().getTranslations(locale),
  ]);
  if (!result.found) notFound();
  const { story } = result;
  const readingTime = t(translations, 'stories.readingTime');
  return (
    <Section spacing="default">
      <StoryArticle
        title={story.title}
        markdown={story.body}
        author={story.author.name}
        date={story.date}
        readingMinutes={story.readingTime}
        category={story.category}
        image={story.heroImage.url}
        locale={locale}
        labels={{ readingTime }}
      />
    </Section>
  );
}
