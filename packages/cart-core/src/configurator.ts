/** One choice of a configurator option: the value a build stores and how it reads. */
export interface ConfiguratorChoice {
  /** What the build's configuration stores for this choice (and what a configuration link carries). */
  readonly value: string;
  /** Name of the choice, e.g. 'Men’s bar 20 kg'. */
  readonly label: string;
  /** Optional detail shown under the label, e.g. '28 mm shaft, 2,200 mm'. */
  readonly description?: string;
}

/** One option of a configurator (e.g. the bar) and its choices, in the order they are offered. */
export interface ConfiguratorOption {
  /** Key in the build's configuration (spec §3 'Builds'). */
  readonly name: string;
  /** Display name of the option, e.g. 'Bar'. */
  readonly label: string;
  /** The choices; the first is the default. */
  readonly values: readonly ConfiguratorChoice[];
}

/**
 * A full configuration for `options`: each option takes its value from `given` when present, else its
 * first choice ('' for an option without choices). Keys of `given` that are not options are dropped.
 */
export function defaultConfiguration(
  options: readonly ConfiguratorOption[],
  given?: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(
    options.map((option) => [option.name, given?.[option.name] ?? option.values[0]?.value ?? '']),
  );
}

/** Option name → the values it offers: what a configuration link may carry (see `decodeConfiguration`). */
export function configuratorAllowedValues(
  options: readonly ConfiguratorOption[],
): Record<string, readonly string[]> {
  return Object.fromEntries(
    options.map((option) => [option.name, option.values.map((choice) => choice.value)]),
  );
}

/** Option name → its display name, for build cards. */
export function configuratorOptionLabels(options: readonly ConfiguratorOption[]): Record<string, string> {
  return Object.fromEntries(options.map((option) => [option.name, option.label]));
}

/**
 * Value → its display name, for build cards: the choice's label, or its description for the options
 * named in `describedOptions` whose choice has one (e.g. plates read '25 + 20 + 10 kg'). Keyed by value
 * alone, so a value offered by two options takes the name from the later option.
 */
export function configuratorValueLabels(
  options: readonly ConfiguratorOption[],
  describedOptions: readonly string[] = [],
): Record<string, string> {
  return Object.fromEntries(
    options.flatMap((option) =>
      option.values.map((choice) => [
        choice.value,
        choice.description && describedOptions.includes(option.name) ? choice.description : choice.label,
      ]),
    ),
  );
}

/** Name of the barbell-set configurator: build codes `barbell-set_{n}`, names 'Barbell Set {n}' (spec §3). */
export const BARBELL_CONFIGURATOR = 'barbell-set';

/**
 * The options of the barbell-set configurator on /design-your-gym: bar, plates per side (kg,
 * inside out, comma-separated) and collars. English texts; values are what a build stores.
 */
export const barbellOptions: readonly ConfiguratorOption[] = [
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

/** Option name → the values it offers in the barbell-set configurator (what a configuration link may carry). */
export const barbellAllowedValues: Readonly<Record<string, readonly string[]>> =
  configuratorAllowedValues(barbellOptions);

/** Display names of the barbell-set options, for build cards. */
export const barbellOptionLabels: Readonly<Record<string, string>> = configuratorOptionLabels(barbellOptions);

/**
 * Display names of the barbell-set values, for build cards: plates read as their description
 * ('25 + 20 + 10 kg'; the empty bar reads 'No plates'), bars and collars as their label.
 */
export const barbellValueLabels: Readonly<Record<string, string>> = configuratorValueLabels(barbellOptions, [
  'plates',
]);

/** The numbers a plate-load preview draws for a barbell-set configuration. */
export interface BarbellLoad {
  /** Bar weight in kg. */
  barKg: number;
  /** Plates on each sleeve, inside out, in kg. */
  platesPerSide: number[];
  /** Collar weight per sleeve in kg; 0 without collars. */
  collarKg: number;
}

/** Weight of one competition collar in kg. */
const COMPETITION_COLLAR_KG = 2.5;

/**
 * The preview's numbers for a barbell-set configuration: bar kg (default 20 when no bar is chosen),
 * plates per side in kg from the comma-separated `plates` value ('' or absent = none) and collar kg per
 * sleeve (2.5 for competition collars, else 0).
 */
export function previewLoad(configuration: Readonly<Record<string, string>>): BarbellLoad {
  const plates = configuration.plates ?? '';
  return {
    barKg: Number(configuration.bar ?? '20'),
    platesPerSide: plates === '' ? [] : plates.split(',').map(Number),
    collarKg: configuration.collars === 'competition' ? COMPETITION_COLLAR_KG : 0,
  };
}
