import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { NAVIGATION_TRANSFORM_ERROR, toNavigation } from './cms';
import { menuLinks } from './model';
import { navigationSetSchema } from './schemas';
import { staticMenu } from './static-menu';

const payload = {
  primary: [
    {
      id: 11,
      label: ' Equipment ',
      url: 'equipment',
      highlight: null,
      displayVisual: true,
      bgImageUrl: '  https://media.example/bg.jpg  ',
      thumbnailUrl: '   ',
      feature: {
        id: 3,
        imageUrl: ' /uploads/feature.jpg ',
        ctaText: 'Shop bars',
        clickUrl: '/equipment/bars',
        altText: 'A bar',
      },
      extra: [
        { label: 'Outlet', url: '/outlet' },
        { label: 'Evil', url: 'javascript:alert(1)' },
        { label: 'Blank', url: '  ' },
      ],
      children: [
        {
          id: 12,
          label: 'Bars',
          url: '/equipment/bars',
          thumbnail: { data: { id: 9, attributes: { url: ' /uploads/bars.jpg' } } },
          feature: { imageUrl: '', ctaText: 'No image', clickUrl: '/x', altText: '' },
          children: [{ label: 'Weightlifting', url: '/equipment/bars/weightlifting', icon: null }],
        },
      ],
    },
    { id: 'gear', label: 'Gear', url: '/gear', bgImage: { url: '/uploads/gear.jpg' }, icon: 'list' },
  ],
  secondary: [{ id: 1, label: 'Cart', url: '/cart', icon: 'cart' }],
  focus: { id: 2, label: 'Outlet', url: '/outlet', highlight: true },
  announcement: {
    links: [{ label: 'Contact', url: 'contact' }],
    messages: [
      { text: 'Free shipping', url: '/shipping', priority: 1 },
      { text: '  ', url: '/x', priority: 9 },
      { text: 'New racks', url: null },
    ],
    autoRotate: true,
    rotationInterval: null,
  },
  config: { certificationLogos: ['iwf', 'ipc', 'wppo'] },
};

describe('toNavigation', () => {
  const nav = toNavigation(payload);

  it('produces a valid navigation set', () => {
    expect(navigationSetSchema.safeParse(nav).success).toBe(true);
    expect(nav).not.toBe(staticMenu);
  });

  it('trims image URLs and ignores blank ones', () => {
    const [equipment, gear] = nav.primary;
    expect(equipment?.bgImageUrl).toBe('https://media.example/bg.jpg');
    expect(equipment).not.toHaveProperty('thumbnailUrl');
    expect(equipment?.children[0]?.thumbnailUrl).toBe('/uploads/bars.jpg');
    expect(gear?.bgImageUrl).toBe('/uploads/gear.jpg');
  });

  it('keeps a feature only when it has an image', () => {
    expect(nav.primary[0]?.feature).toEqual({
      id: '3',
      imageUrl: '/uploads/feature.jpg',
      ctaText: 'Shop bars',
      clickUrl: '/equipment/bars',
      altText: 'A bar',
    });
    expect(nav.primary[0]?.children[0]).not.toHaveProperty('feature');
  });

  it('roots links and drops unsafe or blank ones', () => {
    expect(nav.primary[0]?.url).toBe('/equipment');
    expect(nav.primary[0]?.extra).toEqual([{ label: 'Outlet', url: '/outlet' }]);
    expect(nav.announcement.links).toEqual([{ label: 'Contact', url: '/contact' }]);
    for (const link of menuLinks(nav)) expect(link.url).toMatch(/^(\/|https?:|mailto:|tel:)/);
  });

  it('fills defaults, stringifies ids and trims labels', () => {
    expect(nav.primary[0]).toMatchObject({
      id: '11',
      label: 'Equipment',
      highlight: false,
      displayVisual: true,
    });
    expect(nav.primary[0]?.children[0]?.children[0]).toMatchObject({
      id: 'cms-0-0-0',
      children: [],
      extra: [],
    });
    expect(nav.primary[1]?.icon).toBe('list');
    expect(nav.focus).toMatchObject({ id: '2', highlight: true });
    expect(nav.secondary[0]?.icon).toBe('cart');
  });

  it('keeps non-blank messages, defaults priority 0 and the 7000 ms interval', () => {
    expect(nav.announcement.messages).toEqual([
      { text: 'Free shipping', url: '/shipping', priority: 1 },
      { text: 'New racks', url: null, priority: 0 },
    ]);
    expect(nav.announcement.rotationInterval).toBe(7000);
  });

  it('maps certification values to logos, ipc to the para-powerlifting logo once', () => {
    expect(nav.config.certificationLogos.map((logo) => logo.url)).toEqual(['/iwf', '/wppo']);
    expect(nav.config).toMatchObject({ keyboardNavigation: true, animation: true, imagePreload: true });
  });

  it.each([
    ['a Strapi v4 envelope', { data: { id: 1, attributes: payload } }],
    ['a Strapi v5 envelope', { data: payload }],
  ])('unwraps %s', (_name, wrapped) => {
    expect(toNavigation(wrapped)).toEqual(nav);
  });

  it.each([
    ['an empty primary list', { primary: [] }],
    ['a null primary list', { primary: null }],
    ['no primary key', {}],
  ])('falls back to the static menu for %s', (_name, input) => {
    const error = vi.spyOn(console, 'error');
    expect(toNavigation(input)).toBe(staticMenu);
    expect(error).not.toHaveBeenCalled();
  });

  it.each([
    ['null', null],
    ['a string', 'navigation'],
    ['an item without label', { primary: [{ id: 1, url: '/x' }] }],
    ['a bad icon', { primary: [{ label: 'x', icon: 'rocket' }] }],
    ['a bad rotation interval', { primary: [{ label: 'x' }], announcement: { rotationInterval: -5 } }],
  ])('logs and falls back to the static menu for %s', (_name, input) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(toNavigation(input)).toBe(staticMenu);
    expect(error).toHaveBeenCalledWith(NAVIGATION_TRANSFORM_ERROR, expect.any(Error));
  });

  it('never throws and always returns a valid set for arbitrary payloads', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.record({ primary: fc.array(fc.jsonValue()) })), (input) => {
        expect(navigationSetSchema.safeParse(toNavigation(input)).success).toBe(true);
      }),
    );
  }, 30_000);
});
