import { describe, expect, it } from 'vitest';
import { categoryTrail, type LinkedCategory, subcategoryLinks } from './category-links';

const categories: LinkedCategory[] = [
  { path: '/equipment', label: 'Equipment', parent: null, children: ['/equipment/bars', '/equipment/gone'] },
  { path: '/equipment/bars', label: 'Bars', parent: '/equipment', children: ['/equipment/bars/women'] },
  { path: '/equipment/bars/women', label: 'Women’s bars', parent: '/equipment/bars', children: [] },
  { path: '/orphan', label: 'Orphan', parent: '/missing', children: [] },
];
const getCategory = (path: string) => categories.find((category) => category.path === path);

describe('categoryTrail', () => {
  it('lists the categories from the top down to the category, linked in the locale', () => {
    expect(categoryTrail(categories[2] as LinkedCategory, getCategory, 'sv-se')).toEqual([
      { label: 'Equipment', href: '/sv-se/equipment' },
      { label: 'Bars', href: '/sv-se/equipment/bars' },
      { label: 'Women’s bars', href: '/sv-se/equipment/bars/women' },
    ]);
  });

  it('ends the trail at an ancestor the catalogue does not have', () => {
    expect(categoryTrail(categories[3] as LinkedCategory, getCategory, 'en')).toEqual([
      { label: 'Orphan', href: '/en/orphan' },
    ]);
  });
});

describe('subcategoryLinks', () => {
  it('gives the children the catalogue has, in order, as path and label', () => {
    expect(subcategoryLinks(categories[0] as LinkedCategory, getCategory)).toEqual([
      { path: '/equipment/bars', label: 'Bars' },
    ]);
  });
});
