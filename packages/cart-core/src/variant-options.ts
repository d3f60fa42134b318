/**
 * The option model of a product page: which options a product's variants vary by (colour, size …),
 * which values each option offers, which of them can be chosen with the current selection, and
 * which variant a choice picks. Pure functions over plain data; no DOM, no React.
 *
 * Options are ordered (the order in which they first appear on the variants, e.g. colour before
 * size) and a choice is checked against the options before it: a colour is offered when some
 * available variant has it; a size when the variant of the chosen colour in that size exists and
 * is available.
 */

/** A variant as the option model reads it: its code and its option values by option name. */
export interface OptionVariant {
  code: string;
  /** Option name → value, e.g. `{ colour: 'Red', size: 'M' }`. */
  options: Readonly<Record<string, string>>;
}

/** One value of an option as the picker shows it. */
export interface OptionValue {
  value: string;
  /** Whether the selected variant has this value. */
  selected: boolean;
  /** Whether a variant with this value (and the earlier options' selected values) exists and is available. */
  available: boolean;
  /** The variant choosing this value picks; `null` when none is available (the choice is disabled). */
  code: string | null;
}

/** One option of a product (e.g. colour) with its values in catalogue order. */
export interface OptionGroup {
  /** The option's key in the variants' `options`, e.g. 'colour'. */
  name: string;
  values: OptionValue[];
}

import { hasResult } from './records';
import type { RealtimeEntry } from './schemas';
import { orderableUnits } from './stock';

/** Whether a variant may be chosen (exists in the channel, has orderable stock …); default: every variant. */
export type VariantAvailable = (code: string) => boolean;

const always: VariantAvailable = () => true;

/** The option names of `variants` in the order they first appear. */
export function optionNames(variants: readonly OptionVariant[]): string[] {
  const names: string[] = [];
  for (const variant of variants) {
    for (const name of Object.keys(variant.options)) if (!names.includes(name)) names.push(name);
  }
  return names;
}

/**
 * Whether the variants can be chosen option by option: at least one option, every variant has a
 * value for every option, and no two variants share the same values. Otherwise a product page
 * lists the variants themselves.
 */
export function hasOptionModel(variants: readonly OptionVariant[]): boolean {
  const names = optionNames(variants);
  if (names.length === 0) return false;
  const seen = new Set<string>();
  for (const variant of variants) {
    if (names.some((name) => variant.options[name] === undefined)) return false;
    const key = JSON.stringify(names.map((name) => variant.options[name]));
    if (seen.has(key)) return false;
    seen.add(key);
  }
  return true;
}

function matches(variant: OptionVariant, wanted: ReadonlyArray<readonly [string, string | undefined]>) {
  return wanted.every(([name, value]) => variant.options[name] === value);
}

/**
 * The variant that choosing `value` for option `name` picks, starting from the selected variant:
 * an available variant with that value and the selected values of the options before it, keeping
 * as many of the later options' selected values as possible (first in catalogue order on a tie).
 * `null` when no available variant fits.
 */
export function pickVariant(
  variants: readonly OptionVariant[],
  selectedCode: string,
  name: string,
  value: string,
  isAvailable: VariantAvailable = always,
): string | null {
  const names = optionNames(variants);
  const at = names.indexOf(name);
  if (at < 0) return null;
  const selected = variants.find((variant) => variant.code === selectedCode);
  const earlier = names.slice(0, at).map((option) => [option, selected?.options[option]] as const);
  const later = names.slice(at + 1);
  let best: OptionVariant | null = null;
  let bestScore = -1;
  for (const variant of variants) {
    if (variant.options[name] !== value || !matches(variant, earlier) || !isAvailable(variant.code)) continue;
    const score = later.filter((option) => variant.options[option] === selected?.options[option]).length;
    if (score > bestScore) {
      best = variant;
      bestScore = score;
    }
  }
  return best?.code ?? null;
}

/**
 * The option groups of a product page for the selected variant: one group per option, each value
 * marked selected, available (see {@link pickVariant}) and with the variant it picks. An empty
 * list when the variants have no option model ({@link hasOptionModel}).
 */
export function optionGroups(
  variants: readonly OptionVariant[],
  selectedCode: string,
  isAvailable: VariantAvailable = always,
): OptionGroup[] {
  if (!hasOptionModel(variants)) return [];
  const selected = variants.find((variant) => variant.code === selectedCode);
  return optionNames(variants).map((name) => {
    const values: string[] = [];
    for (const variant of variants) {
      const value = variant.options[name] as string;
      if (!values.includes(value)) values.push(value);
    }
    return {
      name,
      values: values.map((value) => {
        const isSelected = selected?.options[name] === value;
        const code = pickVariant(variants, selectedCode, name, value, isAvailable);
        return { value, selected: isSelected, available: code !== null, code };
      }),
    };
  });
}

/**
 * Availability from real-time entries (code → entry): a variant sold online is unavailable when its
 * entry says the channel has no result for it or it has no orderable units (in stock plus
 * orderable pre-order, {@link orderableUnits}). A variant whose entry is still loading counts as
 * available, so choices are not disabled before the stock is known. When `onlineCodes` is given,
 * variants outside it (not sold online in the channel: quoted, not bought) stay choosable.
 */
export function availableByStock(
  entries: Readonly<Record<string, RealtimeEntry | undefined>>,
  onlineCodes?: readonly string[],
): VariantAvailable {
  return (code) => {
    if (onlineCodes && !onlineCodes.includes(code)) return true;
    const entry = entries[code];
    if (entry === undefined) return true;
    return hasResult(entry) && orderableUnits(entry.stock) > 0;
  };
}
