import type { ConfiguratorOption } from '@ironmark/ui/lists';

/** Name of the barbell-set configurator: build codes `barbell-set_{n}`, names 'Barbell Set {n}'. */
export const BARBELL_CONFIGURATOR = 'barbell-set';

/**
 * The options of the barbell-set configurator on /design-your-gym: bar, plates per side (kg,
 * inside out, comma-separated) and collars. English texts; values are what a build stores.
 */
export const barbellOptions: ConfiguratorOption[] = [
  {
    name: 'bar',
    label: 'Bar',
    values: [
      { value: '20', label: 'Men’s bar 20 kg', description: '28 mm shaft, 2,200 mm' },
      { value: '15', label: 'Women’s bar 15 kg', description: '25 mm shaft, 2,010 mm' },
    ],
  },
  {
    name: 'plates',
    label: 'Plates per side',
    values: [
      { value: '25,20,10', label: '55 kg per side', description: '25 + 20 + 10 kg' },
      { value: '25,25,15,5', label: '70 kg per side', description: '25 + 25 + 15 + 5 kg' },
      { value: '20,10,2.5,1', label: '33.5 kg per side', description: '20 + 10 + 2.5 + 1 kg' },
      { value: '', label: 'Empty bar', description: 'No plates' },
    ],
  },
  {
    name: 'collars',
    label: 'Collars',
    values: [
      { value: 'competition', label: 'Competition collars', description: '2.5 kg each' },
      { value: 'none', label: 'No collars' },
    ],
  },
];

/** Option name → the values it offers (what a configuration link may carry). */
export const barbellAllowedValues: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  barbellOptions.map((option) => [option.name, option.values.map((choice) => choice.value)]),
);

/** Display names of the options, for build cards. */
export const barbellOptionLabels: Record<string, string> = Object.fromEntries(
  barbellOptions.map((option) => [option.name, option.label]),
);

/** Display names of the option values, for build cards (the empty plate value reads 'Empty bar'). */
export const barbellValueLabels: Record<string, string> = Object.fromEntries(
  barbellOptions.flatMap((option) =>
    option.values.map((choice) => [
      choice.value,
      choice.description && option.name === 'plates' ? choice.description : choice.label,
    ]),
  ),
);

/** The preview's numbers for a configuration: bar kg, plates per side (kg) and collar kg per sleeve. */
export function previewLoad(configuration: Readonly<Record<string, string>>): {
  barKg: number;
  platesPerSide: number[];
  collarKg: number;
} {
  const plates = configuration.plates ?? '';
  return {
    barKg: Number(configuration.bar ?? '20'),
    platesPerSide: plates === '' ? [] : plates.split(',').map(Number),
    collarKg: configuration.collars === 'competition' ? 2.5 : 0,
  };
}
