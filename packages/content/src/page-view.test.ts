import { describe, expect, it } from 'vitest';
import {
  actionView,
  type LayerView,
  layerView,
  pageLayersView,
  pageListsStories,
  storyCardView,
} from './page-view';
import { cmsLayerSchema, type Layer, type StorySummary } from './schemas';
import { toLayer } from './source';
import type { Translations } from './translations';

/** A layer as `getPage` returns it: parsed (defaults filled) and keyed by `kind`. */
function layer(kind: Layer['kind'], fields: Record<string, unknown>, id = 1): Layer {
  return toLayer(
    cmsLayerSchema.parse({ __component: `layers.${kind}`, id, background: {}, layout: {}, ...fields }),
  );
}

const asset = (url: string, extra: Record<string, unknown> = {}) => ({ id: url, url, name: '', ...extra });

const translations: Translations = {
  language: 'sv',
  messages: {
    'media.playVideo': 'Spela video: {0}',
    'media.view3d': 'Visa i 3D: {0}',
    'stories.readingTime': '{0} min läsning',
  },
  fallback: {},
};

function story(slug: string, category: string, date: string): StorySummary {
  return {
    id: slug,
    language: 'en',
    slug,
    path: `/stories/${slug}`,
    title: `Title ${slug}`,
    excerpt: `Excerpt ${slug}`,
    date,
    category,
    author: { name: 'Coach', role: null },
    heroImage: asset(`/media/content/${slug}.svg`),
    readingTime: 4,
    published: true,
  };
}

const stories = [
  story('a', 'Guides', '2026-03-03'),
  story('b', 'News', '2026-03-02'),
  story('c', 'Guides', '2026-03-01'),
  story('d', 'Guides', '2026-02-01'),
];

describe('pageLayersView', () => {
  it.each([
    ['hero', { heading: 'Built to last' }, null],
    ['rich-text', { body: 'Text' }, null],
    ['media-text', { heading: 'Bars', media: asset('/bar.jpg') }, null],
    ['cards', { cards: [{ title: 'Card' }] }, 'About us'],
    ['stats', { stats: [{ value: '1987', label: 'Founded' }] }, 'About us'],
    ['call-to-action', { heading: 'Talk to us' }, 'About us'],
    ['story-list', {}, 'About us'],
  ] as const)('with a %s layer first, shows the page title %s as its own h1', (kind, fields, title) => {
    const view = pageLayersView(
      { title: 'About us', layers: [layer(kind, fields)] },
      { locale: 'en-us', translations },
    );
    expect(view.title).toBe(title);
  });

  it('shows the page title when the page has no layers', () => {
    expect(pageLayersView({ title: 'Empty', layers: [] }, { locale: 'en', translations }).title).toBe(
      'Empty',
    );
  });

  it('makes only the first layer’s heading an h1', () => {
    const view = pageLayersView(
      {
        title: 'Page',
        layers: [
          layer('rich-text', { heading: 'First', body: 'One' }, 1),
          layer('rich-text', { heading: 'Second', body: 'Two' }, 2),
          layer('hero', { heading: 'Third' }, 3),
        ],
      },
      { locale: 'en', translations },
    );
    expect(view.layers.map((item) => ('level' in item ? item.level : null))).toEqual([1, 2, 2]);
  });

  it('resolves the control texts in the page’s language, placeholders kept', () => {
    expect(pageLayersView({ title: 'P', layers: [] }, { locale: 'sv-se', translations }).labels).toEqual({
      playVideo: 'Spela video: {0}',
      view3d: 'Visa i 3D: {0}',
      readingTime: '{0} min läsning',
    });
  });
});

describe('layerView', () => {
  it('localises a hero’s calls to action and prefers its media over the background image', () => {
    const view = layerView(
      layer('hero', {
        heading: 'Strength',
        eyebrow: 'New',
        text: 'Built in Sweden',
        media: asset('/media/hero.jpg'),
        background: { image: asset('/media/bg.jpg') },
        layout: { height: 'Md' },
        ctas: [
          { label: 'Shop', url: '/equipment' },
          { label: 'Guide', url: 'https://example.com/guide' },
          { label: 'Third', url: '/third' },
        ],
      }),
      { locale: 'sv-se', first: true },
    );
    expect(view).toEqual({
      kind: 'hero',
      id: 1,
      level: 1,
      eyebrow: 'New',
      title: 'Strength',
      text: 'Built in Sweden',
      image: '/media/hero.jpg',
      height: 'Md',
      primaryAction: { label: 'Shop', href: '/sv-se/equipment' },
      secondaryAction: { label: 'Guide', href: 'https://example.com/guide' },
    });
  });

  it('falls back to the background image and leaves a hero without links or eyebrow unset', () => {
    const view = layerView(layer('hero', { heading: 'H', background: { image: asset('/bg.jpg') } }), {
      locale: 'en',
      first: false,
    });
    expect(view).toMatchObject({ level: 2, image: '/bg.jpg', height: undefined, eyebrow: undefined });
    expect(view).toMatchObject({ primaryAction: undefined, secondaryAction: undefined });
  });

  it('carries a section layer’s spacing, height, margins and background', () => {
    const view = layerView(
      layer('stats', {
        stats: [{ value: '40', label: 'Countries' }],
        background: { tw_value: '#0E0E10', tw_overlay: 'bg-ink/40', image: asset('/bg.jpg') },
        layout: { height: 'Navigation', hasMarginTop: true, background: { tw_paddingTop: 'lg' } },
      }),
      { locale: 'en', first: false },
    );
    expect(view).toMatchObject({
      layout: {
        spacing: 'lg',
        height: 'Navigation',
        hasMarginTop: true,
        hasMarginBottom: false,
        background: { image: '/bg.jpg', value: '#0E0E10', overlay: 'bg-ink/40' },
      },
      stats: [{ value: '40', label: 'Countries' }],
    });
  });

  it('gives cards localised links and alt texts from the alternative text, caption or name', () => {
    const view = layerView(
      layer('cards', {
        cards: [
          { title: 'Bars', url: '/equipment/bars', image: asset('/bars.jpg', { alternativeText: 'A bar' }) },
          { title: 'Plates', image: asset('/plates.jpg', { caption: 'Bumper plates' }) },
          { title: 'Racks', url: 'mailto:sales@ironmark.example', image: asset('/racks.jpg') },
          { title: 'Text only', text: 'No image' },
        ],
      }),
      { locale: 'de-de', first: false },
    );
    expect(view.kind === 'cards' && view.cards).toEqual([
      { title: 'Bars', text: '', href: '/de-de/equipment/bars', image: { src: '/bars.jpg', alt: 'A bar' } },
      { title: 'Plates', text: '', href: null, image: { src: '/plates.jpg', alt: 'Bumper plates' } },
      {
        title: 'Racks',
        text: '',
        href: 'mailto:sales@ironmark.example',
        image: { src: '/racks.jpg', alt: '' },
      },
      { title: 'Text only', text: 'No image', href: null, image: null },
    ]);
  });

  it('keeps Markdown bodies as source text and localises media-text links', () => {
    const view = layerView(
      layer('media-text', {
        heading: 'Workshop',
        body: 'Made **here**. <script>x</script>',
        media: asset('/workshop.jpg'),
        mediaPosition: 'right',
        ctas: [{ label: 'Visit', url: '/contact-us' }],
      }),
      { locale: 'fr-fr', first: false },
    );
    expect(view).toMatchObject({
      kind: 'media-text',
      level: 2,
      body: 'Made **here**. <script>x</script>',
      media: { url: '/workshop.jpg' },
      mediaPosition: 'right',
      actions: [{ label: 'Visit', href: '/fr-fr/contact-us' }],
    });
  });

  it.each([
    [{ limit: 2 }, ['a', 'b']],
    [{ category: 'Guides', limit: 2 }, ['a', 'c']],
    [{ category: 'Guides' }, ['a', 'c', 'd']],
    [{ category: 'Unknown' }, []],
  ])('lists the newest stories of %o', (fields, slugs) => {
    const view: LayerView = layerView(layer('story-list', fields), {
      locale: 'sv-se',
      first: false,
      stories,
    });
    expect(view.kind === 'story-list' && view.stories.map((item) => item.href)).toEqual(
      slugs.map((slug) => `/sv-se/stories/${slug}`),
    );
  });

  it('lists no stories when none are given', () => {
    const view = layerView(layer('story-list', {}), { locale: 'en', first: false });
    expect(view.kind === 'story-list' && view.stories).toEqual([]);
  });
});

describe('helpers', () => {
  it('maps a story to its card props', () => {
    expect(storyCardView(story('a', 'Guides', '2026-03-03'), 'en-gb')).toEqual({
      title: 'Title a',
      href: '/en-gb/stories/a',
      excerpt: 'Excerpt a',
      category: 'Guides',
      date: '2026-03-03',
      readingMinutes: 4,
      image: '/media/content/a.svg',
    });
  });

  it('localises site links and keeps external ones', () => {
    expect(actionView({ label: 'Bars', url: '/equipment' }, 'sv-se')).toEqual({
      label: 'Bars',
      href: '/sv-se/equipment',
    });
    expect(actionView({ label: 'IWF', url: 'https://iwf.sport' }, 'sv-se').href).toBe('https://iwf.sport');
  });

  it('says whether a page lists stories', () => {
    expect(pageListsStories({ layers: [layer('rich-text', { body: 'x' })] })).toBe(false);
    expect(
      pageListsStories({ layers: [layer('rich-text', { body: 'x' }), layer('story-list', {}, 2)] }),
    ).toBe(true);
  });
});
