import type { AvailabilityKind } from '@ironmark/cart-core';

/**
 * Message keys of the availability facet's values (search page and category pages); a kind without a
 * key shows cart-core's English label.
 */
export const AVAILABILITY_KEYS: Partial<Record<AvailabilityKind, string>> = {
  'in-stock': 'product.inStock',
  'low-stock': 'product.lowStock',
  'out-of-stock': 'product.outOfStock',
  'pre-order': 'product.preOrder',
  'made-to-order': 'product.madeToOrder',
  'coming-soon': 'product.comingSoon',
  discontinued: 'product.discontinued',
};

/** Message keys of the titles of a category page's specification facets, by facet field (@ironmark/search's CATEGORY_FACETS). */
export const SPEC_FACET_TITLE_KEYS: Readonly<Record<string, string>> = {
  weight: 'catalogue.facet.weight',
  shaft: 'catalogue.facet.shaft',
  knurl: 'catalogue.facet.knurl',
  sleeve: 'catalogue.facet.sleeve',
  finish: 'catalogue.facet.finish',
  colour: 'catalogue.facet.colour',
  tolerance: 'catalogue.facet.tolerance',
  handle: 'catalogue.facet.handle',
  height: 'catalogue.facet.height',
  upright: 'catalogue.facet.upright',
  resistance: 'catalogue.facet.resistance',
  frame: 'catalogue.facet.frame',
  top: 'catalogue.facet.top',
  thickness: 'catalogue.facet.thickness',
  console: 'catalogue.facet.console',
  power: 'catalogue.facet.power',
  max_user: 'catalogue.facet.maxUser',
  size: 'catalogue.facet.size',
  material: 'catalogue.facet.material',
};
