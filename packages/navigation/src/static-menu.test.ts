import { FREE_SHIPPING_MESSAGE } from '@ironmark/config';
import { describe, expect, it } from 'vitest';
import { menuDepth, menuLinks } from './model';
import { navigationSetSchema } from './schemas';
import {
  certificationLogoFor,
  certificationLogoSource,
  certificationLogos,
  staticMenu,
  staticMenuPaths,
} from './static-menu';

/** spec §2 'Routes in the static fallback menu', transcribed line by line (financing providers: our two). */
const SPEC_PATHS = [
  '/equipment',
  '/configurator-options',
  '/equipment/free-weights',
  ...['', '/weightlifting', '/powerlifting', '/hybridbars', '/specialty', '/experience'].map(
    (p) => `/equipment/bars${p}`,
  ),
  '/equipment/barbell-collars',
  ...['', '/weightlifting', '/powerlifting', '/fitness'].map((p) => `/equipment/plates${p}`),
  '/equipment/liftingsets',
  ...['', '/fixed', '/rotating'].map((p) => `/equipment/dumbbells${p}`),
  '/equipment/kettlebells',
  '/equipment/strength-systems',
  ...['', '/racks', '/rigs', '/fitness-attachments', '/storage-attachments', '/outdoor', '/experience'].map(
    (p) => `/equipment/racks-and-rigs${p}`,
  ),
  ...['', '/stations', '/attachments', '/experience'].map((p) => `/equipment/cables${p}`),
  ...['', '/selectorized', '/plate-loaded', '/multi-station'].map((p) => `/equipment/machines${p}`),
  ...['', '/workout', '/competition'].map((p) => `/equipment/benches${p}`),
  ...['', '/freestanding', '/sound-reduction'].map((p) => `/equipment/platforms${p}`),
  '/equipment/flooring',
  ...['', '/free-standing', '/wall-mounted', '/prestera', '/competition'].map(
    (p) => `/equipment/storage${p}`,
  ),
  ...['', '/training', '/competition'].map((p) => `/equipment/accessories${p}`),
  ...['', '/bikes', '/rowers', '/treadmills', '/cross-trainers', '/climbers', '/ski-ergs'].map(
    (p) => `/equipment/cardio${p}`,
  ),
  '/outlet',
  '/competition',
  '/quote',
  '/partner-portfolio',
  '/design',
  '/design-your-gym',
  '/gear',
  '/gear/featured',
  ...['', '/belts', '/straps', '/knee-support', '/wrist-wraps'].map((p) => `/gear/liftinggear${p}`),
  ...['', '/tops', '/bottoms', '/singlets'].map((p) => `/gear/apparel${p}`),
  '/gear/accessories',
  '/stories',
  '/stories/beginners-guide-to-lifting-belts',
  '/stories/guide-to-knee-sleeves',
  '/stories/deep-dive-into-lifting-belts',
  '/education',
  ...[
    '',
    '/competition',
    '/sports-performance',
    '/commercial-fitness',
    '/functional-training',
    '/military-first-responders',
    '/campus-recreation',
    '/home-gym',
  ].map((p) => `/markets${p}`),
  '/case-studies',
  '/financing',
  '/financing/affirm',
  '/financing/klarna',
  '/explore',
  '/about',
  '/news',
  '/a-stronger-world',
  '/guides',
  '/cart',
  '/contact-sales',
  '/contact-us',
  '/contact',
  '/shipping',
  '/iwf',
  '/ipf',
  '/wppo',
];

describe('staticMenu', () => {
  const urls = menuLinks(staticMenu).map((link) => link.url);

  it('is a valid navigation set', () => {
    expect(navigationSetSchema.parse(staticMenu)).toEqual(staticMenu);
  });

  it('lists the spec paths without duplicates in the transcription', () => {
    expect(new Set(SPEC_PATHS).size).toBe(SPEC_PATHS.length);
  });

  it.each(SPEC_PATHS)('contains %s exactly once', (path) => {
    expect(urls.filter((url) => url === path)).toHaveLength(1);
  });

  it('contains no path beyond the spec list', () => {
    expect(urls.filter((url) => !SPEC_PATHS.includes(url))).toEqual([]);
  });

  it('roots every menu URL', () => {
    for (const link of menuLinks(staticMenu)) expect(link.url, link.where).toMatch(/^\/(?!\/)/);
  });

  it('nests at most 3 levels', () => {
    expect(menuDepth(staticMenu.primary)).toBe(3);
  });

  it('gives every item a unique id and a label', () => {
    const ids: string[] = [];
    const walk = (items: typeof staticMenu.primary) => {
      for (const item of items) {
        expect(item.label.trim()).not.toBe('');
        ids.push(item.id);
        walk(item.children);
      }
    };
    walk([...staticMenu.primary, ...staticMenu.secondary, ...(staticMenu.focus ? [staticMenu.focus] : [])]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('carries the free-shipping message of spec §9', () => {
    expect(staticMenu.config.freeShippingMessage).toBe('orders over $500');
    expect(staticMenu.announcement.messages[0]).toEqual({
      text: `Free shipping on ${FREE_SHIPPING_MESSAGE}`,
      url: '/shipping',
      priority: 1,
    });
  });

  it('shows the three certification logos with rooted links', () => {
    expect(staticMenu.config.certificationLogos.map((logo) => [logo.value, logo.url])).toEqual([
      ['iwf', '/iwf'],
      ['ipf', '/ipf'],
      ['wppo', '/wppo'],
    ]);
  });
});

describe('certification logos', () => {
  it('keeps the source weightlifting link without its leading slash, as given', () => {
    expect(certificationLogoSource[0]).toMatchObject({ value: 'iwf', url: 'iwf' });
  });

  it('normalises it to a rooted link', () => {
    expect(certificationLogos[0]?.url).toBe('/iwf');
  });

  it.each([
    ['iwf', '/iwf', 'weightlifting'],
    ['ipf', '/ipf', 'powerlifting'],
    ['wppo', '/wppo', 'para-powerlifting'],
    ['ipc', '/wppo', 'para-powerlifting'],
    [' IPC ', '/wppo', 'para-powerlifting'],
  ])('picks the logo for %j', (value, url, sport) => {
    expect(certificationLogoFor(value)).toMatchObject({ url, sport });
  });

  it('has no logo for an unknown value', () => {
    expect(certificationLogoFor('usaw')).toBeUndefined();
  });
});

describe('staticMenuPaths', () => {
  it('returns every spec §2 path once', () => {
    expect([...staticMenuPaths()].sort()).toEqual([...SPEC_PATHS].sort());
  });

  it('includes the two financing provider pages we chose', () => {
    expect(staticMenuPaths()).toEqual(expect.arrayContaining(['/financing/affirm', '/financing/klarna']));
  });
});
