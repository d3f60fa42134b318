import { describe, expect, it, vi } from 'vitest';
import { demoContent } from './demo';
import { contentLanguages } from './locale';
import { readingTime } from './reading-time';
import { createContentSource } from './source';
import { testEnv } from './test-env';

const content = createContentSource({ env: testEnv, localFiles: demoContent });
const specStories = [
  'beginners-guide-to-lifting-belts',
  'guide-to-knee-sleeves',
  'deep-dive-into-lifting-belts',
];

describe('stories', () => {
  it.each(contentLanguages)(
    'lists at least nine stories in %s, newest first, with the spec stories',
    async (language) => {
      const stories = await content.getStories(language);
      expect(stories.length).toBeGreaterThanOrEqual(9);
      expect(stories.map((story) => story.date)).toEqual(
        [...stories.map((story) => story.date)].sort().reverse(),
      );
      for (const slug of specStories) expect(stories.map((story) => story.slug)).toContain(slug);
      expect(
        stories.every((story) => story.language === language && story.path === `/stories/${story.slug}`),
      ).toBe(true);
    },
  );

  it('returns a story with author, date, category, hero image and computed reading time', async () => {
    const result = await content.getStory('sv-se', 'deep-dive-into-lifting-belts');
    if (!result.found) throw new Error('story missing');
    const { story } = result;
    expect(story).toMatchObject({
      title: 'Fördjupning i lyftbälten',
      author: { name: 'Maja Lindqvist', role: 'Huvudtränare' },
      date: '2025-04-22',
      category: 'Guider',
      heroImage: { url: '/media/content/story-lifting-belt-deep-dive.svg', mime: 'image/svg+xml' },
    });
    expect(story.readingTime).toBe(readingTime(story.body));
    expect(story.readingTime).toBe(1);
  });

  it('answers an unknown or malformed slug with a not-found result and a log line', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await content.getStory('en-us', 'no-such-story')).toEqual({
      found: false,
      path: '/stories/no-such-story',
      reason: 'unknown-path',
    });
    expect(await content.getStory('en-us', '../etc')).toMatchObject({ found: false, reason: 'unknown-path' });
    expect(error).toHaveBeenCalledWith('Story not found', 'en', 'no-such-story');
  });

  it('shows draft stories only in preview mode', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await content.getStory('fr-fr', 'training-log-template')).found).toBe(false);
    const preview = await content.getStory('fr-fr', 'training-log-template', { preview: true });
    expect(preview.found && preview.story.published).toBe(false);
    expect((await content.getStories('fr-fr', { preview: true })).length).toBe(
      (await content.getStories('fr-fr')).length + 1,
    );
  });

  it('produces content search documents for pages and stories', async () => {
    const documents = await content.contentSearchDocuments('de');
    const story = documents.find(
      (document) => document.id.startsWith('story-') && document.path === '/stories/guide-to-knee-sleeves',
    );
    expect(story).toMatchObject({
      kind: 'story',
      title: 'Ratgeber Kniebandagen',
      category: 'Ratgeber',
      date: '2025-02-11',
      image: '/media/content/story-knee-sleeves.svg',
    });
    expect(story?.body).toContain('Kniebandagen sind Neoprenröhren');
    expect(story?.body).not.toContain('##');
    const home = documents.find((document) => document.path === '/');
    expect(home).toMatchObject({
      kind: 'page',
      category: 'home',
      title: 'Kraftsportausrüstung für Höchstleistung',
    });
    expect(new Set(documents.map((document) => document.id)).size).toBe(documents.length);
    expect(documents.some((document) => document.path === '/spring-collection')).toBe(false);
  });
});
