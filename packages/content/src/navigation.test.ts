import { locales } from '@ironmark/channel';
import { menuLinks, navigationSetSchema, staticMenu, staticMenuPaths } from '@ironmark/navigation';
import { describe, expect, it, vi } from 'vitest';
import { demoContent } from './demo';
import { contentLanguages } from './locale';
import { createContentSource } from './source';
import { testEnv } from './test-env';

const content = createContentSource({ env: testEnv, localFiles: demoContent });
const everyLocale = [...new Set([...locales, ...contentLanguages])];

describe('navigation of every locale', () => {
  it.each(everyLocale)('parses for %s without falling back to the static menu', async (locale) => {
    const error = vi.spyOn(console, 'error');
    const navigation = await content.getNavigation(locale);
    expect(navigationSetSchema.safeParse(navigation).success).toBe(true);
    expect(navigation).not.toBe(staticMenu);
    expect(navigation.primary.length).toBeGreaterThanOrEqual(4);
    expect(error).not.toHaveBeenCalled();
  });

  it.each(everyLocale)('covers every static-menu path for %s', async (locale) => {
    const urls = new Set(menuLinks(await content.getNavigation(locale)).map((link) => link.url));
    const missing = staticMenuPaths().filter((path) => !urls.has(path));
    expect(missing).toEqual([]);
  });

  it('has feature images with calls to action, extra links and visual thumbnail grids', async () => {
    const navigation = await content.getNavigation('sv-se');
    const equipment = navigation.primary[0]!;
    expect(equipment.feature).toMatchObject({
      imageUrl: '/media/content/feature-competition-platform.svg',
      ctaText: 'Bygg ett flak som håller i decennier',
    });
    expect(equipment.bgImageUrl).toBe('/media/content/menu-equipment-platform.svg');
    expect(equipment.extra.map((link) => link.url)).toContain('/iwf');
    const gear = navigation.primary[1]!;
    expect(gear.displayVisual).toBe(true);
    expect(gear.children.every((child) => child.thumbnailUrl?.startsWith('/media/content/thumb-'))).toBe(
      true,
    );
    expect(navigation.focus).toMatchObject({ url: '/outlet', highlight: true });
    expect(navigation.secondary.map((item) => item.icon)).toEqual(['list', 'cart', 'contact']);
  });

  it('drops a feature whose image URL is blank (spec §5)', async () => {
    const navigation = await content.getNavigation('en-us');
    const company = navigation.primary.find((item) => item.id === 'nav-101' || item.url === '/about');
    expect(company?.feature).toBeUndefined();
  });

  it('uses English for a language-only locale and for languages without content', async () => {
    const english = await content.getNavigation('en');
    expect(await content.getNavigation('en-au')).toEqual(english);
    expect(english.primary[0]!.label).toBe('Equipment');
    expect((await content.getNavigation('de-de')).primary[0]!.label).toBe('Ausrüstung');
    expect((await content.getNavigation('fr-fr')).primary[0]!.label).toBe('Équipement');
  });

  it('orders announcement messages by priority, highest first, each with a link', async () => {
    const announcements = await content.getAnnouncements('en-us');
    expect(announcements.messages.map((message) => message.priority)).toEqual([100, 50, 20, 10]);
    expect(announcements.messages[0]).toEqual({
      text: 'Free shipping on orders over $500',
      url: '/shipping',
      priority: 100,
    });
    expect(announcements.messages.every((message) => message.url?.startsWith('/'))).toBe(true);
    expect(announcements.links.length).toBeGreaterThan(0);
  });
});
