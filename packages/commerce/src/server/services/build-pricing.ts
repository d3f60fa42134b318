import { BARBELL_CONFIGURATOR, barbellAllowedValues, type PriceAndAvailability } from '@ironmark/cart-core';

/** One sellable variant a build is made of, and how many units of it. */
export interface BuildPart {
  /** Variant code (article id) in the catalogue. */
  code: string;
  /** Whole units, at least 1. */
  quantity: number;
}

/** The configuration a build stores and its configurator (see the `buildSchema` of the contract). */
export interface BuildConfiguration {
  configuratorName: string;
  configuration: Readonly<Record<string, string>>;
}

/** The barbell-set configurator's bars (the `bar` option's values) as variants: competition bars, hard chrome. */
const BARBELL_BARS: Readonly<Record<string, string>> = {
  '20': 'IM-BAR-WL-20M-BR-CH',
  '15': 'IM-BAR-WL-15W-BR-CH',
};

/**
 * One plate of each weight (kg as the `plates` option writes it) the barbell-set loads: competition
 * bumpers from 10 kg up, IWF change plates below.
 */
const BARBELL_PLATES: Readonly<Record<string, string>> = {
  '25': 'IM-PL-WL-COMP-25',
  '20': 'IM-PL-WL-COMP-20',
  '15': 'IM-PL-WL-COMP-15',
  '10': 'IM-PL-WL-COMP-10',
  '5': 'IM-PL-WL-CHG-5',
  '2.5': 'IM-PL-WL-CHG-2_5',
  '2': 'IM-PL-WL-CHG-2',
  '1.5': 'IM-PL-WL-CHG-1_5',
  '1': 'IM-PL-WL-CHG-1',
  '0.5': 'IM-PL-WL-CHG-0_5',
};

/** The barbell-set's collars (the `collars` option's values): a pair, or none. */
const BARBELL_COLLARS: Readonly<Record<string, readonly BuildPart[]>> = {
  competition: [{ code: 'IM-COL-COMP-CH', quantity: 1 }],
  none: [],
};

function barbellSetParts(configuration: Readonly<Record<string, string>>): BuildPart[] | null {
  // Only the values the configurator offers: anything else is not a build we can take apart.
  for (const [option, values] of Object.entries(barbellAllowedValues)) {
    const value = configuration[option];
    if (value === undefined || !values.includes(value)) return null;
  }
  const bar = BARBELL_BARS[configuration.bar ?? ''];
  const collars = BARBELL_COLLARS[configuration.collars ?? ''];
  if (!bar || !collars) return null;
  const parts: BuildPart[] = [{ code: bar, quantity: 1 }];
  const plates = configuration.plates ?? '';
  for (const kg of plates === '' ? [] : plates.split(',')) {
    const code = BARBELL_PLATES[kg];
    if (!code) return null;
    // The `plates` value lists one sleeve; the set loads both.
    parts.push({ code, quantity: 2 });
  }
  return mergeParts([...parts, ...collars]);
}

/** Parts with the same code summed into one, in first-seen order. */
function mergeParts(parts: readonly BuildPart[]): BuildPart[] {
  const merged = new Map<string, number>();
  for (const part of parts) merged.set(part.code, (merged.get(part.code) ?? 0) + part.quantity);
  return [...merged].map(([code, quantity]) => ({ code, quantity }));
}

/**
 * The sellable variants one unit of a build is made of, or `null` when it cannot be taken apart: an
 * unknown configurator, or a value its configurator does not offer. Parts are whole variants the
 * catalogue sells, so the server prices a build from its own price lists, never from the client.
 */
export function buildParts(build: BuildConfiguration): BuildPart[] | null {
  switch (build.configuratorName) {
    case BARBELL_CONFIGURATOR:
      return barbellSetParts(build.configuration);
    default:
      return null;
  }
}

/** The price of one unit of a build from its parts, in minor units of the quote's currency. */
export interface BuildPrice {
  /** Σ part shelf price × part quantity. */
  unitPrice: number;
  /** Σ (shelf − campaign price) × part quantity: the reduction campaigns on its parts give. */
  priceReduction: number;
}

/**
 * Prices one unit of a build from its parts: `price(code)` gives a part's price and availability in
 * the quote's channel and currency (null when it has none there). `null` when the build has no parts
 * ({@link buildParts}) or any part has no price: such a build shows no price rather than a wrong one.
 */
export function priceBuild(
  build: BuildConfiguration,
  price: (code: string) => Pick<PriceAndAvailability, 'price' | 'campaignPrice'> | null,
): BuildPrice | null {
  const parts = buildParts(build);
  if (!parts || parts.length === 0) return null;
  let unitPrice = 0;
  let priceReduction = 0;
  for (const part of parts) {
    const unit = price(part.code);
    if (!unit) return null;
    unitPrice += unit.price * part.quantity;
    priceReduction += (unit.campaignPrice == null ? 0 : unit.price - unit.campaignPrice) * part.quantity;
  }
  return { unitPrice, priceReduction };
}
