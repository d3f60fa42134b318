import { describe, expect, it } from 'vitest';
import { navigationItem } from './model';
import { itemAtNode, menuBreadcrumb, menuPanel, visibleMenuPanels } from './panels';
import { staticMenu } from './static-menu';

const primary = [
  navigationItem({
    id: 'equipment',
    label: 'Equipment',
    url: '/equipment',
    feature: { id: 'f', imageUrl: '/f.jpg', ctaText: 'Shop', clickUrl: '/equipment', altText: 'Rack' },
    extra: [{ label: 'Outlet', url: '/outlet' }],
    children: [
      navigationItem({
        id: 'bars',
        label: 'Bars',
        url: '/equipment/bars',
        displayVisual: true,
        children: [
          navigationItem({
            id: 'wl',
            label: 'Weightlifting',
            url: '/equipment/bars/weightlifting',
            thumbnailUrl: '/wl.jpg',
          }),
          navigationItem({ id: 'pl', label: 'Powerlifting', url: '/equipment/bars/powerlifting' }),
        ],
      }),
      navigationItem({
        id: 'deep',
        label: 'Deep',
        url: null,
        children: [
          navigationItem({
            id: 'd1',
            label: 'D1',
            children: [navigationItem({ id: 'd2', label: 'D2', url: '/d2' })],
          }),
        ],
      }),
    ],
  }),
  navigationItem({ id: 'outlet', label: 'Outlet', url: '/outlet' }),
];

describe('itemAtNode', () => {
  it.each([
    ['root-0', 'equipment'],
    ['root-0-0', 'bars'],
    ['root-0-0-1', 'pl'],
    ['root-1', 'outlet'],
    ['root-5', undefined],
    ['root-0-9', undefined],
    ['root', undefined],
    ['nonsense', undefined],
  ])('finds the item of %s', (node, id) => {
    expect(itemAtNode(primary, node)?.id).toBe(id);
  });
});

describe('menuPanel', () => {
  it('shows the primary items with the country button on the root panel, without back button', () => {
    expect(menuPanel(primary, 'root')).toMatchObject({
      depth: 1,
      item: null,
      items: primary,
      back: null,
      showCountryButton: true,
      showCertificationLogos: false,
      isLeaf: false,
    });
  });

  it('shows the certification logos, feature and extra links on a top-level panel with a back button', () => {
    expect(menuPanel(primary, 'root-0')).toMatchObject({
      depth: 2,
      title: 'Equipment',
      back: 'root',
      showCertificationLogos: true,
      showCountryButton: false,
      feature: { imageUrl: '/f.jpg' },
      extra: [{ label: 'Outlet', url: '/outlet' }],
      layout: 'list',
      columns: 1,
      isLeaf: false,
    });
  });

  it('lays out a displayVisual panel as a 2-column grid', () => {
    expect(menuPanel(primary, 'root-0-0')).toMatchObject({ layout: 'grid', columns: 2 });
  });

  it.each([
    ['root-0-0', true],
    ['root-0-1', false],
    ['root-0-1-0', true],
    ['root-0', false],
  ])('marks %s as a leaf panel: %s', (node, isLeaf) => {
    expect(menuPanel(primary, node)?.isLeaf).toBe(isLeaf);
  });

  it('has a back button on every nested panel of the static menu', () => {
    const walk = (node: string, items: typeof staticMenu.primary) => {
      items.forEach((item, index) => {
        const child = `${node}-${index}`;
        expect(menuPanel(staticMenu.primary, child)?.back).toBe(node);
        walk(child, item.children);
      });
    };
    walk('root', staticMenu.primary);
  });

  it('gives null for an unknown node', () => {
    expect(menuPanel(primary, 'root-7')).toBeNull();
    expect(menuPanel(primary, 'menu')).toBeNull();
  });
});

describe('visibleMenuPanels', () => {
  it('shows nothing while closed', () => {
    expect(visibleMenuPanels(primary, null)).toEqual([]);
  });

  it('shows a leaf panel with its parent alongside', () => {
    expect(visibleMenuPanels(primary, 'root-0-0').map((panel) => panel.node)).toEqual(['root-0', 'root-0-0']);
  });

  it('shows a panel with grandchildren alone', () => {
    expect(visibleMenuPanels(primary, 'root-0-1').map((panel) => panel.node)).toEqual(['root-0-1']);
    expect(visibleMenuPanels(primary, 'root-0').map((panel) => panel.node)).toEqual(['root-0']);
  });

  it('gives nothing for an unknown node', () => {
    expect(visibleMenuPanels(primary, 'root-9')).toEqual([]);
  });
});

describe('menuBreadcrumb', () => {
  it('lists the panels from the root to the node', () => {
    expect(menuBreadcrumb(primary, 'root-0-1-0').map((panel) => panel.title)).toEqual([
      '',
      'Equipment',
      'Deep',
      'D1',
    ]);
  });

  it('is empty for an unknown node', () => {
    expect(menuBreadcrumb(primary, 'root-0-4')).toEqual([]);
  });
});
