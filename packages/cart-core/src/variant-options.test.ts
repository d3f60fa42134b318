import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RealtimeEntry } from './schemas';
import {
  availableByStock,
  hasOptionModel,
  type OptionVariant,
  optionGroups,
  optionNames,
  pickVariant,
} from './variant-options';

const COLOURS = [
  ['BK', 'Black'],
  ['RD', 'Red'],
] as const;
const SIZES = ['S', 'M', 'L'] as const;

/** A hoodie in black and red, S–L, except red L, which is not made. */
const hoodie: OptionVariant[] = COLOURS.flatMap(([key, colour]) =>
  SIZES.filter((size) => !(key === 'RD' && size === 'L')).map((size) => ({
    code: `HOOD-${key}-${size}`,
    options: { colour, size },
  })),
);

const values = (groups: ReturnType<typeof optionGroups>, name: string) =>
  groups
    .find((group) => group.name === name)
    ?.values.map(({ value, selected, available, code }) => ({ value, selected, available, code }));

describe('optionNames', () => {
  it('lists the options in the order they first appear on the variants', () => {
    expect(optionNames(hoodie)).toEqual(['colour', 'size']);
    expect(optionNames([{ code: 'A', options: {} }])).toEqual([]);
  });
});

describe('hasOptionModel', () => {
  it.each([
    ['apparel with colour and size', hoodie, true],
    [
      'a single option (weight)',
      [
        { code: 'P5', options: { weight: '5 kg' } },
        { code: 'P10', options: { weight: '10 kg' } },
      ],
      true,
    ],
    [
      'variants without options',
      [
        { code: 'A', options: {} },
        { code: 'B', options: {} },
      ],
      false,
    ],
    [
      'a variant missing an option',
      [
        { code: 'A', options: { colour: 'Red', size: 'S' } },
        { code: 'B', options: { colour: 'Red' } },
      ],
      false,
    ],
    [
      'two variants with the same values',
      [
        { code: 'A', options: { size: 'S' } },
        { code: 'B', options: { size: 'S' } },
      ],
      false,
    ],
  ])('%s → %s', (_, variants, expected) => {
    expect(hasOptionModel(variants)).toBe(expected);
  });
});

describe('optionGroups', () => {
  it('gives one group per option, each value once, in catalogue order', () => {
    const groups = optionGroups(hoodie, 'HOOD-BK-M');
    expect(groups.map((group) => group.name)).toEqual(['colour', 'size']);
    expect(values(groups, 'colour')).toEqual([
      { value: 'Black', selected: true, available: true, code: 'HOOD-BK-M' },
      { value: 'Red', selected: false, available: true, code: 'HOOD-RD-M' },
    ]);
    expect(values(groups, 'size')).toEqual([
      { value: 'S', selected: false, available: true, code: 'HOOD-BK-S' },
      { value: 'M', selected: true, available: true, code: 'HOOD-BK-M' },
      { value: 'L', selected: false, available: true, code: 'HOOD-BK-L' },
    ]);
  });

  it('disables a size whose combination with the chosen colour does not exist', () => {
    const size = values(optionGroups(hoodie, 'HOOD-RD-S'), 'size');
    expect(size?.find((entry) => entry.value === 'L')).toEqual({
      value: 'L',
      selected: false,
      available: false,
      code: null,
    });
  });

  it('disables a size whose variant is unavailable and keeps the colour offered while another size is', () => {
    const outOfStock = new Set(['HOOD-RD-S']);
    const groups = optionGroups(hoodie, 'HOOD-RD-M', (code) => !outOfStock.has(code));
    expect(values(groups, 'size')?.map((entry) => [entry.value, entry.available])).toEqual([
      ['S', false],
      ['M', true],
      ['L', false],
    ]);
    expect(values(groups, 'colour')?.map((entry) => [entry.value, entry.available])).toEqual([
      ['Black', true],
      ['Red', true],
    ]);
  });

  it('disables a colour none of whose variants is available', () => {
    const groups = optionGroups(hoodie, 'HOOD-BK-S', (code) => !code.startsWith('HOOD-RD'));
    expect(values(groups, 'colour')?.find((entry) => entry.value === 'Red')).toMatchObject({
      available: false,
      code: null,
    });
  });

  it('marks the selected variant’s values even when that variant is unavailable', () => {
    const groups = optionGroups(hoodie, 'HOOD-BK-L', (code) => code !== 'HOOD-BK-L');
    expect(values(groups, 'size')?.find((entry) => entry.value === 'L')).toMatchObject({
      selected: true,
      available: false,
    });
  });

  it('gives a single-option product one group', () => {
    const plates = [
      { code: 'P5', options: { weight: '5 kg' } },
      { code: 'P10', options: { weight: '10 kg' } },
    ];
    const groups = optionGroups(plates, 'P10', (code) => code !== 'P5');
    expect(groups).toEqual([
      {
        name: 'weight',
        values: [
          { value: '5 kg', selected: false, available: false, code: null },
          { value: '10 kg', selected: true, available: true, code: 'P10' },
        ],
      },
    ]);
  });

  it('is empty for variants without an option model', () => {
    expect(
      optionGroups(
        [
          { code: 'A', options: {} },
          { code: 'B', options: {} },
        ],
        'A',
      ),
    ).toEqual([]);
  });
});

describe('pickVariant', () => {
  it('keeps the chosen size when picking another colour', () => {
    expect(pickVariant(hoodie, 'HOOD-BK-S', 'colour', 'Red')).toBe('HOOD-RD-S');
  });

  it('picks the chosen colour in another size when the size does not exist in it', () => {
    expect(pickVariant(hoodie, 'HOOD-BK-L', 'colour', 'Red')).toBe('HOOD-RD-S');
  });

  it('skips unavailable variants', () => {
    expect(pickVariant(hoodie, 'HOOD-BK-S', 'colour', 'Red', (code) => code !== 'HOOD-RD-S')).toBe(
      'HOOD-RD-M',
    );
  });

  it('keeps the chosen colour when picking a size', () => {
    expect(pickVariant(hoodie, 'HOOD-RD-S', 'size', 'M')).toBe('HOOD-RD-M');
    expect(pickVariant(hoodie, 'HOOD-RD-S', 'size', 'L')).toBeNull();
  });

  it('returns null for an unknown option or value', () => {
    expect(pickVariant(hoodie, 'HOOD-BK-S', 'sleeve', 'Long')).toBeNull();
    expect(pickVariant(hoodie, 'HOOD-BK-S', 'colour', 'Green')).toBeNull();
  });

  it('only ever picks an existing, available variant with the chosen value (property)', () => {
    fc.assert(
      fc.property(
        fc.subarray(hoodie.map((variant) => variant.code)),
        fc.constantFrom(...hoodie.map((variant) => variant.code)),
        fc.constantFrom(...COLOURS.map(([, colour]) => colour), ...SIZES),
        (unavailable, selected, value) => {
          const isAvailable = (code: string) => !unavailable.includes(code);
          const name = SIZES.includes(value as (typeof SIZES)[number]) ? 'size' : 'colour';
          const picked = pickVariant(hoodie, selected, name, value, isAvailable);
          if (picked === null) return;
          const variant = hoodie.find((entry) => entry.code === picked);
          expect(variant?.options[name]).toBe(value);
          expect(isAvailable(picked)).toBe(true);
          // Every value the groups offer picks the variant they name.
          for (const group of optionGroups(hoodie, selected, isAvailable)) {
            for (const entry of group.values) {
              expect(entry.available).toBe(entry.code !== null);
            }
          }
        },
      ),
    );
  });
});

describe('availableByStock', () => {
  const entry = (inStock: number, preOrder = 0): RealtimeEntry => ({
    price: 7900,
    currency: 'usd',
    vatIncluded: false,
    stock: { inStock, preOrder, preOrderDisplay: preOrder > 0, daysAhead: 90, estimatedDeliveryDays: 30 },
  });
  const available = availableByStock({
    'HOOD-BK-S': entry(4),
    'HOOD-BK-M': entry(0),
    'HOOD-BK-L': entry(0, 20),
    'HOOD-RD-S': { noResult: true },
  });

  it.each([
    ['in stock', 'HOOD-BK-S', true],
    ['sold out with nothing to pre-order', 'HOOD-BK-M', false],
    ['sold out but orderable on pre-order', 'HOOD-BK-L', true],
    ['not sold in the channel', 'HOOD-RD-S', false],
    ['still loading', 'HOOD-RD-M', true],
  ])('%s → %s', (_, code, expected) => {
    expect(available(code)).toBe(expected);
  });

  it('keeps a variant not sold online in the channel choosable (it is quoted), judging only the online ones', () => {
    const online = availableByStock({ 'HOOD-BK-M': entry(0), 'HOOD-RD-S': { noResult: true } }, [
      'HOOD-BK-M',
    ]);
    expect(online('HOOD-BK-M')).toBe(false);
    expect(online('HOOD-RD-S')).toBe(true);
  });
});
