import { describe, expect, it, vi } from 'vitest';
import { demoContent } from './demo';
import { localData } from './local-data.gen';
import { createLocalTransport } from './local-transport';
import { contentLanguages } from './locale';
import { createContentSource, normalisePath } from './source';
import { testEnv } from './test-env';

const content = createContentSource({ env: testEnv, localFiles: demoContent });

const requiredPaths = [
  '/',
  '/markets',
  '/markets/competition',
  '/markets/sports-performance',
  '/markets/commercial-fitness',
  '/markets/functional-training',
  '/markets/military-first-responders',
  '/markets/campus-recreation',
  '/markets/home-gym',
  '/education',
  '/about',
  '/a-stronger-world',
  '/financing',
  '/financing/affirm',
  '/financing/klarna',
  '/shipping',
  '/contact',
  '/contact-us',
  '/contact-sales',
  '/partner-portfolio',
  '/design',
  '/design-your-gym',
  '/case-studies',
  '/news',
  '/guides',
  '/stories',
  '/explore',
  '/outlet',
  '/competition',
  '/iwf',
  '/ipf',
  '/wppo',
  '/privacy-policy',
];

describe('pages', () => {
  it.each(contentLanguages)('has every content page in %s', async (language) => {
    const paths = await content.getPagePaths(language);
    expect(requiredPaths.filter((path) => !paths.includes(path))).toEqual([]);
  });

  it('titles the home page exactly as the spec', async () => {
    const result = await content.getPage('en-us', '/');
    expect(result.found && result.page.title).toBe('Strength Equipment Crafted for Performance');
  });

  // Home layers and their rule texts: 0 '' hero, 1 'en-us, en-ca', 2 '*', 3 '*-eu, !de-de', 4 'de-de',
  // 5 'global, en-ae, en-au', 6 '' stories, 7 '!en-ae, *'.
  it.each([
    ['en-us', ['hero', 'call-to-action', 'cards', 'story-list', 'stats']],
    ['en-ca', ['hero', 'call-to-action', 'cards', 'story-list', 'stats']],
    ['sv-se', ['hero', 'cards', 'media-text', 'story-list', 'stats']],
    ['fr-fr', ['hero', 'cards', 'media-text', 'story-list', 'stats']],
    ['en-gb', ['hero', 'cards', 'media-text', 'story-list', 'stats']],
    ['de-de', ['hero', 'cards', 'media-text', 'story-list', 'stats']],
    ['en', ['hero', 'cards', 'call-to-action', 'story-list', 'stats']],
    ['en-ae', ['hero', 'cards', 'call-to-action', 'story-list']],
    ['en-au', ['hero', 'cards', 'call-to-action', 'story-list', 'stats']],
  ])('resolves the home layer rules for %s', async (locale, kinds) => {
    const result = await content.getPage(locale, '/');
    if (!result.found) throw new Error('home page missing');
    expect(result.page.layers.map((layer) => layer.kind)).toEqual(kinds);
  });

  it('shows the German showroom only in Germany and the EU workshop everywhere else in the EU', async () => {
    const headings = async (locale: string) => {
      const result = await content.getPage(locale, '/');
      return result.found
        ? result.page.layers.flatMap((layer) => ('heading' in layer && layer.heading ? [layer.heading] : []))
        : [];
    };
    expect(await headings('de-de')).toContain('Besuchen Sie unseren Showroom in Köln');
    expect(await headings('de-de')).not.toContain('In Schweden geschmiedet, in ganz Europa geschätzt');
    expect(await headings('sv-se')).toContain('Smidd i Sverige, betrodd i hela Europa');
    expect(await headings('sv-se')).not.toContain('Besök vår showroom i Köln');
  });

  it.each([
    ['en-us', 'affirm', true],
    ['en-us', 'klarna', false],
    ['sv-se', 'affirm', false],
    ['sv-se', 'klarna', true],
    ['en', 'klarna', true],
    ['en', 'affirm', false],
    ['en-au', 'affirm', true],
  ])('in %s the %s availability layer shows: %s', async (locale, provider, shown) => {
    const result = await content.getPage(locale, `/financing/${provider}`);
    if (!result.found) throw new Error('provider page missing');
    expect(result.page.layers.some((layer) => layer.kind === 'call-to-action')).toBe(shown);
  });

  it('keeps layer background, overlay, spacing and height settings', async () => {
    const result = await content.getPage('en-us', '/');
    if (!result.found) throw new Error('home page missing');
    const [hero, banner] = result.page.layers;
    expect(hero?.layout).toMatchObject({
      height: 'ScreenTopFloatingNav',
      isCovered: true,
      background: { tw_paddingTop: 'xl', tw_paddingBottom: 'xl' },
    });
    expect(hero?.background.tw_overlay).toBe('bg-ink/45');
    expect(banner?.background.tw_value).toBe('#C8201A');
  });

  it('normalises paths before looking them up', async () => {
    expect(normalisePath('About/')).toBe('/about');
    expect(normalisePath('/markets/home-gym?x=1#top')).toBe('/markets/home-gym');
    expect(normalisePath('')).toBe('/');
    const result = await content.getPage('fr-fr', 'about/');
    expect(result.found && result.page.title).toBe('À propos d’Ironmark');
  });

  it('answers an unknown path with a not-found result and a log line, never a throw', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(content.getPage('en-us', '/no-such-page')).resolves.toEqual({
      found: false,
      path: '/no-such-page',
      reason: 'unknown-path',
    });
    expect(error).toHaveBeenCalledWith('Page not found', 'en', '/no-such-page');
  });

  it('answers a page whose payload does not parse with a not-found result and a log line', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = {
      ...localData,
      'pages.en': {
        data: [
          {
            id: 1,
            documentId: 'x',
            locale: 'en',
            path: '/about',
            title: 'About',
            layers: [{ __component: 'layers.unknown' }],
          },
        ],
        meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } },
      },
    };
    const source = createContentSource({ env: testEnv, transport: createLocalTransport(broken) });
    await expect(source.getPage('en-us', '/about')).resolves.toEqual({
      found: false,
      path: '/about',
      reason: 'invalid-payload',
    });
    expect(error).toHaveBeenCalledWith('Failed to parse content', 'pages', 'en', expect.any(Array));
  });

  it('shows draft content only in preview mode', async () => {
    const published = await content.getPage('en-us', '/');
    const preview = await content.getPreviewPage('en-us', '/');
    if (!published.found || !preview.found) throw new Error('home page missing');
    expect(published.page.published).toBe(true);
    expect(preview.page.published).toBe(false);
    expect(preview.page.layers[0]).toMatchObject({
      heading: 'Strength Equipment Crafted for Performance — spring collection',
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await content.getPage('en-us', '/spring-collection')).found).toBe(false);
    expect((await content.getPreviewPage('sv-se', '/spring-collection')).found).toBe(true);
  });

  it('builds SEO: suffix except on the home page, canonical URL on the locale, comma-joined tags', async () => {
    expect(await content.getSeo('sv-se', '/')).toMatchObject({
      title: 'Styrkeutrustning skapad för prestation',
      titleSuffix: '',
      canonicalUrl: 'https://ironmark.example/sv-se',
      tags: 'barbells,weight plates,power racks,strength equipment,lifting belts',
      locale: 'sv-se',
    });
    const about = await content.getSeo('en-us', '/about');
    expect(about).toMatchObject({
      title: 'About Ironmark',
      titleSuffix: ' | Ironmark',
      canonicalUrl: 'https://ironmark.example/en-us/about',
    });
    expect(about?.image?.url).toBe('/media/content/hero-about-workshop.svg');
    const story = await content.getSeo('de-de', '/stories/guide-to-knee-sleeves');
    expect(story).toMatchObject({
      title: 'Ratgeber Kniebandagen',
      canonicalUrl: 'https://ironmark.example/de-de/stories/guide-to-knee-sleeves',
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await content.getSeo('en-us', '/nowhere')).toBeNull();
  });

  it('keeps the footer to three groups, a newsletter block, dark theme and only social networks with a URL', async () => {
    const footer = await content.getFooter('fr-fr');
    expect(footer?.groups).toHaveLength(3);
    expect(footer?.newsletter.buttonLabel).toBe('S’inscrire');
    expect(footer?.theme).toBe('dark');
    expect(footer?.socialLinks.map((link) => link.network)).toEqual([
      'photo-sharing',
      'professional-network',
      'video-sharing',
    ]);
    expect(footer?.groups.flatMap((group) => group.links.map((link) => link.url))).toContain(
      '/privacy-policy',
    );
  });
});
