import { describe, expect, it } from 'vitest';
import { type AnalyticsEvent, categoryLevels, isEcommerceEvent, itemsValue, toGaItem } from './event-shapes';

describe('categoryLevels', () => {
  it.each([
    [
      '/equipment/bars/weightlifting',
      { item_category: 'equipment', item_category2: 'bars', item_category3: 'weightlifting' },
    ],
    ['Bars', { item_category: 'Bars' }],
    [['Racks', ' Squat racks '], { item_category: 'Racks', item_category2: 'Squat racks' }],
    [
      '/a/b/c/d/e/f',
      {
        item_category: 'a',
        item_category2: 'b',
        item_category3: 'c',
        item_category4: 'd',
        item_category5: 'e',
      },
    ],
    ['', {}],
    [undefined, {}],
  ])('maps %j to %j', (category, expected) => {
    expect(categoryLevels(category)).toEqual(expected);
  });
});

describe('itemsValue', () => {
  it('sums price × quantity in minor units before converting', () => {
    expect(
      itemsValue(
        [
          { price: 10, quantity: 1 },
          { price: 20, quantity: 1 },
        ],
        'usd',
      ),
    ).toBe(0.3);
  });
});

describe('toGaItem', () => {
  it('maps a validated item to GA4 names with major-unit price and discount', () => {
    expect(
      toGaItem(
        {
          id: 'p1',
          name: 'Plate',
          price: 1250,
          quantity: 2,
          discount: 250,
          listName: 'Plates',
          category: 'a/b',
          brand: undefined,
          variant: undefined,
          coupon: undefined,
          listId: undefined,
        },
        'sek',
      ),
    ).toEqual({
      item_id: 'p1',
      item_name: 'Plate',
      item_category: 'a',
      item_category2: 'b',
      price: 12.5,
      quantity: 2,
      discount: 2.5,
      item_list_name: 'Plates',
    });
  });
});

describe('isEcommerceEvent', () => {
  it.each<[string, AnalyticsEvent, boolean]>([
    ['an item event', { event: 'view_item', ecommerce: { currency: 'USD', value: 0, items: [] } }, true],
    ['a route event', { event: 'route_complete', page_path: '/' }, false],
    ['a dynamic event with a null parameter named ecommerce', { event: 'x', ecommerce: null }, false],
  ])('knows whether %s carries an ecommerce object', (_case, event, expected) => {
    expect(isEcommerceEvent(event)).toBe(expected);
  });
});
