import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CART_ERROR_CODES, InvalidQuantityError } from './errors';
import {
  addToList,
  applyListChanges,
  cartAfterOrder,
  cartDiffersFrom,
  clearList,
  listQuantity,
  mergeLists,
  moveCartToFavourites,
  moveFavouritesToCart,
  removeAllOf,
  removeFromList,
  updateInList,
} from './lists';
import type { ListItems } from './schemas';

const codeArb = fc.constantFrom('bar-20', 'plate-25', 'rack-1', 'belt-m', 'chalk');
const listArb: fc.Arbitrary<ListItems> = fc.dictionary(
  codeArb,
  fc.record({ quantity: fc.integer({ min: 1, max: 50 }) }),
);
type Op =
  | { kind: 'add' | 'remove' | 'update'; code: string; quantity: number }
  | { kind: 'removeAll'; code: string }
  | { kind: 'clear' };
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('add' as const),
    code: codeArb,
    quantity: fc.integer({ min: 1, max: 20 }),
  }),
  fc.record({
    kind: fc.constantFrom('remove' as const),
    code: codeArb,
    quantity: fc.integer({ min: 1, max: 20 }),
  }),
  fc.record({
    kind: fc.constantFrom('update' as const),
    code: codeArb,
    quantity: fc.integer({ min: -5, max: 20 }),
  }),
  fc.record({ kind: fc.constantFrom('removeAll' as const), code: codeArb }),
  fc.record({ kind: fc.constantFrom('clear' as const) }),
);

function apply(list: ListItems, op: Op): ListItems {
  switch (op.kind) {
    case 'add':
      return addToList(list, op.code, op.quantity);
    case 'remove':
      return removeFromList(list, op.code, op.quantity).list;
    case 'update':
      return updateInList(list, op.code, op.quantity);
    case 'removeAll':
      return removeAllOf(list, op.code);
    case 'clear':
      return clearList();
    default:
      return op satisfies never;
  }
}

describe('addToList', () => {
  it.each<[ListItems, string, number, ListItems]>([
    [{}, 'bar', 1, { bar: { quantity: 1 } }],
    [{ bar: { quantity: 2 } }, 'bar', 3, { bar: { quantity: 5 } }],
    [{ bar: { quantity: 2 } }, 'plate', 4, { bar: { quantity: 2 }, plate: { quantity: 4 } }],
  ])('adds to %j: %s × %i', (list, code, quantity, expected) => {
    const before = structuredClone(list);
    expect(addToList(list, code, quantity)).toEqual(expected);
    expect(list).toEqual(before);
  });

  it.each([[0], [-1], [1.5], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'throws a typed error for quantity %d',
    (quantity) => {
      expect(() => addToList({}, 'bar', quantity)).toThrow(InvalidQuantityError);
      try {
        addToList({}, 'bar', quantity);
      } catch (error) {
        expect(error).toMatchObject({
          code: CART_ERROR_CODES.invalidQuantity,
          context: { productCode: 'bar', quantity },
        });
      }
    },
  );
});

describe('removeFromList', () => {
  it.each<[ListItems, string, number, ListItems, boolean]>([
    [{ bar: { quantity: 3 } }, 'bar', 1, { bar: { quantity: 2 } }, false],
    [{ bar: { quantity: 3 } }, 'bar', 3, {}, true],
    [{ bar: { quantity: 3 }, plate: { quantity: 1 } }, 'bar', 5, { plate: { quantity: 1 } }, true],
    [{ bar: { quantity: 3 } }, 'plate', 1, { bar: { quantity: 3 } }, false],
  ])('removes from %j: %s × %i', (list, code, quantity, expected, removed) => {
    const before = structuredClone(list);
    expect(removeFromList(list, code, quantity)).toEqual({ list: expected, removed });
    expect(list).toEqual(before);
  });

  it('rejects a quantity of 0', () => {
    expect(() => removeFromList({ bar: { quantity: 1 } }, 'bar', 0)).toThrow(InvalidQuantityError);
  });
});

describe('updateInList', () => {
  it.each<[ListItems, string, number, ListItems]>([
    [{ bar: { quantity: 3 } }, 'bar', 7, { bar: { quantity: 7 } }],
    [{}, 'bar', 2, { bar: { quantity: 2 } }],
    [{ bar: { quantity: 3 } }, 'bar', 0, {}],
    [{ bar: { quantity: 3 } }, 'bar', -2, {}],
    [{ bar: { quantity: 3 } }, 'plate', 0, { bar: { quantity: 3 } }],
  ])('updates %j: %s to %i', (list, code, quantity, expected) => {
    expect(updateInList(list, code, quantity)).toEqual(expected);
  });

  it('rejects a fractional quantity', () => {
    expect(() => updateInList({}, 'bar', 0.5)).toThrow(InvalidQuantityError);
  });
});

describe('removeAllOf and clearList', () => {
  it('deletes a line whatever its quantity', () => {
    expect(removeAllOf({ bar: { quantity: 9 }, plate: { quantity: 1 } }, 'bar')).toEqual({
      plate: { quantity: 1 },
    });
  });

  it('leaves the list alone for an unknown code', () => {
    const list = { bar: { quantity: 9 } };
    expect(removeAllOf(list, 'plate')).toBe(list);
  });

  it('empties a list', () => {
    expect(clearList()).toEqual({});
  });
});

describe('moving between cart and favourites', () => {
  const cart = { bar: { quantity: 1 }, plate: { quantity: 2 } };
  const favourites = { bar: { quantity: 2 }, rack: { quantity: 1 } };

  it('merges favourites into the cart and empties the favourites', () => {
    expect(moveFavouritesToCart({ cart, favourites })).toEqual({
      cart: { bar: { quantity: 3 }, plate: { quantity: 2 }, rack: { quantity: 1 } },
      favourites: {},
    });
  });

  it('merges the cart into the favourites and empties the cart', () => {
    expect(moveCartToFavourites({ cart, favourites })).toEqual({
      cart: {},
      favourites: { bar: { quantity: 3 }, plate: { quantity: 2 }, rack: { quantity: 1 } },
    });
  });

  it('keeps the total number of units (property)', () => {
    fc.assert(
      fc.property(listArb, listArb, (c, f) => {
        const moved = moveFavouritesToCart({ cart: c, favourites: f });
        expect(listQuantity(moved.cart)).toBe(listQuantity(c) + listQuantity(f));
        expect(mergeLists(c, f)).toEqual(moved.cart);
      }),
    );
  });
});

describe('list invariants (properties)', () => {
  it('never holds a quantity of 0 or below after any sequence of operations', () => {
    fc.assert(
      fc.property(listArb, fc.array(opArb, { maxLength: 30 }), (start, ops) => {
        const end = ops.reduce(apply, start);
        for (const { quantity } of Object.values(end)) {
          expect(Number.isInteger(quantity)).toBe(true);
          expect(quantity).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('restores the list when the same amount is added then removed', () => {
    fc.assert(
      fc.property(listArb, codeArb, fc.integer({ min: 1, max: 100 }), (list, code, quantity) => {
        expect(removeFromList(addToList(list, code, quantity), code, quantity).list).toEqual(list);
      }),
    );
  });

  it('never mutates its input', () => {
    fc.assert(
      fc.property(listArb, opArb, (list, op) => {
        const before = structuredClone(list);
        apply(list, op);
        expect(list).toEqual(before);
      }),
    );
  });
});

describe('cartDiffersFrom', () => {
  const cart = { bar: { quantity: 2 }, plate: { quantity: 1 } };
  it.each([
    [
      'the same lines in another order',
      [
        { code: 'plate', quantity: 1 },
        { code: 'bar', quantity: 2 },
      ],
      false,
    ],
    ['a line added to the cart', [{ code: 'bar', quantity: 2 }], true],
    [
      'a line removed from the cart',
      [
        ...Object.entries(cart).map(([code, l]) => ({ code, quantity: l.quantity })),
        { code: 'rack', quantity: 1 },
      ],
      true,
    ],
    [
      'a quantity changed',
      [
        { code: 'bar', quantity: 1 },
        { code: 'plate', quantity: 1 },
      ],
      true,
    ],
    [
      'duplicates summing to the cart',
      [
        { code: 'bar', quantity: 1 },
        { code: 'bar', quantity: 1 },
        { code: 'plate', quantity: 1 },
      ],
      false,
    ],
  ])('%s → %s', (_name, lines, expected) => {
    expect(cartDiffersFrom(cart, lines)).toBe(expected);
  });

  it('an empty cart differs from any line and not from none', () => {
    expect(cartDiffersFrom({}, [])).toBe(false);
    expect(cartDiffersFrom({}, [{ code: 'bar', quantity: 1 }])).toBe(true);
  });
});

describe('cartAfterOrder', () => {
  it('takes out what was ordered and keeps what was added meanwhile', () => {
    const cart = { bar: { quantity: 3 }, plate: { quantity: 1 }, rack: { quantity: 1 } };
    expect(
      cartAfterOrder(cart, [
        { code: 'bar', quantity: 2 },
        { code: 'plate', quantity: 1 },
      ]),
    ).toEqual({ bar: { quantity: 1 }, rack: { quantity: 1 } });
  });

  it('empties the cart when the order held all of it', () => {
    expect(cartAfterOrder({ bar: { quantity: 1 } }, [{ code: 'bar', quantity: 1 }])).toEqual({});
  });
});

describe('applyListChanges', () => {
  it.each([
    [
      'an added line',
      {},
      { bar: { quantity: 2 } },
      { plate: { quantity: 1 } },
      { plate: { quantity: 1 }, bar: { quantity: 2 } },
    ],
    [
      'units added to a line the target has',
      {},
      { bar: { quantity: 1 } },
      { bar: { quantity: 2 } },
      { bar: { quantity: 3 } },
    ],
    [
      'units taken off',
      { bar: { quantity: 3 } },
      { bar: { quantity: 1 } },
      { bar: { quantity: 5 } },
      { bar: { quantity: 3 } },
    ],
    ['a line removed down to nothing', { bar: { quantity: 2 } }, {}, { bar: { quantity: 2 } }, {}],
    ['a removal of a line the target lacks', { bar: { quantity: 2 } }, {}, {}, {}],
    [
      'no change',
      { bar: { quantity: 2 } },
      { bar: { quantity: 2 } },
      { plate: { quantity: 4 } },
      { plate: { quantity: 4 } },
    ],
  ])('applies %s to the target', (_name, before, after, target, expected) => {
    expect(applyListChanges(target as ListItems, before as ListItems, after as ListItems)).toEqual(expected);
  });

  it('adds exactly the units the change added (property)', () => {
    fc.assert(
      fc.property(
        listArb,
        listArb,
        codeArb,
        fc.integer({ min: 1, max: 9 }),
        (target, before, code, added) => {
          const after = addToList(before, code, added);
          const result = applyListChanges(target, before, after);
          expect(listQuantity(result)).toBe(listQuantity(target) + added);
          expect(result[code]?.quantity).toBe((target[code]?.quantity ?? 0) + added);
        },
      ),
    );
  });
});
