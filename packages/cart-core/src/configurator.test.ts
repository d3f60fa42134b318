import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBuild } from './builds';
import {
  BARBELL_CONFIGURATOR,
  type BarbellLoad,
  barbellAllowedValues,
  barbellOptionLabels,
  barbellOptions,
  barbellValueLabels,
  type ConfiguratorOption,
  configuratorAllowedValues,
  configuratorOptionLabels,
  configuratorValueLabels,
  defaultConfiguration,
  previewLoad,
} from './configurator';
import { decodeConfiguration, encodeConfiguration } from './quote-list';

const rack: ConfiguratorOption[] = [
  {
    name: 'height',
    label: 'Height',
    values: [
      { value: '220', label: '220 cm', description: 'Standard ceilings' },
      { value: '240', label: '240 cm' },
    ],
  },
  { name: 'colour', label: 'Colour', values: [{ value: 'black', label: 'Black', description: 'Matte' }] },
  { name: 'extras', label: 'Extras', values: [] },
];

describe('previewLoad', () => {
  it.each<[string, Record<string, string>, BarbellLoad]>([
    [
      "the men's bar with three plates and competition collars",
      { bar: '20', plates: '25,20,10', collars: 'competition' },
      { barKg: 20, platesPerSide: [25, 20, 10], collarKg: 2.5 },
    ],
    [
      "the women's bar with four plates and no collars",
      { bar: '15', plates: '25,25,15,5', collars: 'none' },
      { barKg: 15, platesPerSide: [25, 25, 15, 5], collarKg: 0 },
    ],
    [
      'fractional plates',
      { bar: '20', plates: '20,10,2.5,1', collars: 'none' },
      { barKg: 20, platesPerSide: [20, 10, 2.5, 1], collarKg: 0 },
    ],
    [
      'an empty bar',
      { bar: '15', plates: '', collars: 'competition' },
      { barKg: 15, platesPerSide: [], collarKg: 2.5 },
    ],
    ['an empty configuration', {}, { barKg: 20, platesPerSide: [], collarKg: 0 }],
    ['an unknown collar value', { collars: 'spring' }, { barKg: 20, platesPerSide: [], collarKg: 0 }],
  ])('reads %s', (_case, configuration, expected) => {
    expect(previewLoad(configuration)).toEqual(expected);
  });

  it('gives a finite load for every configuration the configurator offers', () => {
    const choice = (name: string) => fc.constantFrom(...(barbellAllowedValues[name] ?? []));
    fc.assert(
      fc.property(
        fc.record({ bar: choice('bar'), plates: choice('plates'), collars: choice('collars') }),
        (configuration) => {
          const load = previewLoad(configuration);
          return [load.barKg, load.collarKg, ...load.platesPerSide].every(
            (kg) => Number.isFinite(kg) && kg >= 0,
          );
        },
      ),
    );
  });
});

describe('defaultConfiguration', () => {
  it.each<[string, Record<string, string> | undefined, Record<string, string>]>([
    ['no given values: each first choice', undefined, { height: '220', colour: 'black', extras: '' }],
    ['a given value wins', { height: '240' }, { height: '240', colour: 'black', extras: '' }],
    [
      'keys that are not options are dropped',
      { depth: '90' },
      { height: '220', colour: 'black', extras: '' },
    ],
  ])('%s', (_case, given, expected) => {
    expect(defaultConfiguration(rack, given)).toEqual(expected);
  });

  it('opens the barbell set on the men’s bar, 55 kg per side and competition collars', () => {
    expect(defaultConfiguration(barbellOptions)).toEqual({
      bar: '20',
      plates: '25,20,10',
      collars: 'competition',
    });
  });
});

describe('configuratorAllowedValues', () => {
  it.each<[string, readonly ConfiguratorOption[], Record<string, readonly string[]>]>([
    ['a rack', rack, { height: ['220', '240'], colour: ['black'], extras: [] }],
    [
      'the barbell set',
      barbellOptions,
      {
        bar: ['20', '15'],
        plates: ['25,20,10', '25,25,15,5', '20,10,2.5,1', ''],
        collars: ['competition', 'none'],
      },
    ],
    ['no options', [], {}],
  ])('lists the values of %s per option', (_case, options, expected) => {
    expect(configuratorAllowedValues(options)).toEqual(expected);
  });

  it.each<[string, string, Record<string, string>]>([
    [
      'a configuration of offered values',
      'bar=15&collars=none&plates=',
      { bar: '15', collars: 'none', plates: '' },
    ],
    ['an unknown value', 'bar=30&collars=none', { collars: 'none' }],
    ['an unknown option', 'bar=20&colour=red', { bar: '20' }],
  ])('lets a link keep only offered values: %s', (_case, encoded, expected) => {
    expect(decodeConfiguration(encoded, barbellAllowedValues)).toEqual(expected);
  });

  it('round-trips every barbell configuration through a configuration link', () => {
    const choice = (name: string) => fc.constantFrom(...(barbellAllowedValues[name] ?? []));
    fc.assert(
      fc.property(
        fc.record({ bar: choice('bar'), plates: choice('plates'), collars: choice('collars') }),
        (configuration) => {
          expect(decodeConfiguration(encodeConfiguration(configuration), barbellAllowedValues)).toEqual(
            configuration,
          );
        },
      ),
    );
  });
});

describe('configuratorOptionLabels', () => {
  it.each<[string, readonly ConfiguratorOption[], Record<string, string>]>([
    ['a rack', rack, { height: 'Height', colour: 'Colour', extras: 'Extras' }],
    ['the barbell set', barbellOptions, { bar: 'Bar', plates: 'Plates per side', collars: 'Collars' }],
  ])('names the options of %s', (_case, options, expected) => {
    expect(configuratorOptionLabels(options)).toEqual(expected);
  });

  it('is what barbellOptionLabels holds', () => {
    expect(barbellOptionLabels).toEqual({ bar: 'Bar', plates: 'Plates per side', collars: 'Collars' });
  });
});

describe('configuratorValueLabels', () => {
  it.each<[string, readonly string[] | undefined, Record<string, string>]>([
    ['labels only by default', undefined, { '220': '220 cm', '240': '240 cm', black: 'Black' }],
    [
      'descriptions for described options that have one',
      ['height'],
      { '220': 'Standard ceilings', '240': '240 cm', black: 'Black' },
    ],
    [
      'an unknown described option changes nothing',
      ['depth'],
      { '220': '220 cm', '240': '240 cm', black: 'Black' },
    ],
  ])('%s', (_case, described, expected) => {
    expect(configuratorValueLabels(rack, described)).toEqual(expected);
  });

  it('lets the later option name a value two options share', () => {
    const shared: ConfiguratorOption[] = [
      { name: 'left', label: 'Left', values: [{ value: 'x', label: 'Left X' }] },
      { name: 'right', label: 'Right', values: [{ value: 'x', label: 'Right X' }] },
    ];
    expect(configuratorValueLabels(shared)).toEqual({ x: 'Right X' });
  });

  it.each([
    ['20', 'Men’s bar 20 kg'],
    ['15', 'Women’s bar 15 kg'],
    ['25,20,10', '25 + 20 + 10 kg'],
    ['25,25,15,5', '25 + 25 + 15 + 5 kg'],
    ['20,10,2.5,1', '20 + 10 + 2.5 + 1 kg'],
    ['', 'No plates'],
    ['competition', 'Competition collars'],
    ['none', 'No collars'],
  ])('names the barbell value %j %j on build cards', (value, expected) => {
    expect(barbellValueLabels[value]).toBe(expected);
  });
});

describe('the barbell-set configurator', () => {
  it('numbers its builds barbell-set_{n} and names them Barbell Set {n} (spec §3)', () => {
    const build = createBuild([], BARBELL_CONFIGURATOR, defaultConfiguration(barbellOptions));
    expect(build).toMatchObject({ code: 'barbell-set_1', name: 'Barbell Set 1', quantity: 1 });
  });

  it('offers each value once per option and a label for every value', () => {
    for (const option of barbellOptions) {
      const values = option.values.map((choice) => choice.value);
      expect(new Set(values).size).toBe(values.length);
      for (const value of values) expect(barbellValueLabels[value]).toBeTruthy();
    }
  });
});
