import { describe, expect, it } from 'vitest';
import {
  compactNavigationItems,
  expandNavigationItems,
  menuDepth,
  menuOutline,
  navigationItem,
} from './model';
import { staticMenu } from './static-menu';

describe('menuOutline', () => {
  const outline = menuOutline(staticMenu);

  it('keeps the primary items and their direct children, two levels deep', () => {
    expect(staticMenu.primary.some((item) => item.children.some((child) => child.children.length > 0))).toBe(
      true,
    );
    expect(outline.primary.map((item) => item.label)).toEqual(staticMenu.primary.map((item) => item.label));
    expect(
      outline.primary.map((item) => item.children.map((child) => [child.id, child.label, child.url])),
    ).toEqual(
      staticMenu.primary.map((item) => item.children.map((child) => [child.id, child.label, child.url])),
    );
    expect(menuDepth(outline.primary)).toBeLessThanOrEqual(2);
  });

  it('drops the images, features, extra links and tracking data of both levels', () => {
    const rich = menuOutline({
      ...staticMenu,
      primary: [
        navigationItem({
          id: 'a',
          label: 'A',
          url: '/a',
          ariaLabel: 'Open A',
          bgImageUrl: '/a.svg',
          trackingData: { label: '/a' },
          children: [
            navigationItem({
              id: 'b',
              label: 'B',
              url: '/b',
              thumbnailUrl: '/t.svg',
              bgImageUrl: '/bg.svg',
              extra: [{ label: 'X', url: '/x' }],
              children: [navigationItem({ id: 'c', label: 'C', url: '/c' })],
            }),
          ],
        }),
      ],
    });
    expect(rich.primary[0]).toEqual(
      navigationItem({
        id: 'a',
        label: 'A',
        url: '/a',
        ariaLabel: 'Open A',
        children: [navigationItem({ id: 'b', label: 'B', url: '/b' })],
      }),
    );
  });

  it('is much smaller than the whole tree', () => {
    expect(JSON.stringify(outline).length).toBeLessThan(JSON.stringify(staticMenu).length * 0.6);
  });
});

describe('compactNavigationItems', () => {
  it('leaves out every field that holds its default, and expandNavigationItems gives the items back whole', () => {
    const compact = compactNavigationItems(menuOutline(staticMenu).primary);
    const wire = JSON.stringify(compact);
    for (const field of [
      '"highlight":false',
      '"displayVisual":false',
      '"children":[]',
      '"extra":[]',
      '"url":null',
    ]) {
      expect(wire).not.toContain(field);
    }
    expect(wire.length).toBeLessThan(JSON.stringify(menuOutline(staticMenu).primary).length * 0.7);
    expect(expandNavigationItems(compact)).toEqual(menuOutline(staticMenu).primary);
    expect(expandNavigationItems(compactNavigationItems(staticMenu.primary))).toEqual(staticMenu.primary);
  });

  it('keeps the fields that differ from their defaults', () => {
    const fields = {
      id: 'a',
      label: 'A',
      url: '/a',
      highlight: true,
      displayVisual: true,
      ariaLabel: 'Open A',
      extra: [{ label: 'More', url: '/more' }],
    };
    const item = navigationItem({ ...fields, children: [navigationItem({ id: 'b', label: 'B' })] });
    expect(compactNavigationItems([item])).toEqual([{ ...fields, children: [{ id: 'b', label: 'B' }] }]);
    expect(expandNavigationItems(compactNavigationItems([item]))).toEqual([item]);
  });
});
