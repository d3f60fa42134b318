import type { CategoryFacetGroup } from '@ironmark/search';

/** Stories and tests only: a barbell category's facet groups, as @ironmark/search's `categoryListingView` builds them. */
export const barbellFacetGroups: CategoryFacetGroup[] = [
  {
    field: 'category',
    kind: 'subcategory',
    values: [
      { value: '/barbells/olympic', label: 'Olympic bars', count: 3 },
      { value: '/barbells/technique', label: 'Technique bars', count: 2 },
    ],
  },
  {
    field: 'weight',
    kind: 'specification',
    values: [
      { value: '15', label: '15 kg', count: 1 },
      { value: '20', label: '20 kg', count: 3 },
    ],
  },
  { field: 'cert', kind: 'certification', values: [{ value: 'iwf', label: 'IWF', count: 2 }] },
  {
    field: 'price',
    kind: 'price',
    values: [
      { value: '-500', band: { to: 500 }, count: 1 },
      { value: '500-1000', band: { from: 500, to: 1000 }, count: 2 },
      { value: '1000-', band: { from: 1000 }, count: 2 },
    ],
  },
  {
    field: 'availability',
    kind: 'availability',
    values: [
      { value: 'in-stock', count: 4 },
      { value: 'pre-order', count: 1 },
    ],
  },
];
