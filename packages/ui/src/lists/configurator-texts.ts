import type { ConfiguratorOption } from '@ironmark/cart-core';
import type { Translate } from '../translate';

/** Translation key of an option's display name: `configurator.option.{name}`. */
function optionLabelKey(option: string): string {
  return `configurator.option.${option}`;
}

/**
 * Translation key of a choice's label or description: `configurator.{option}.{value}.{part}`, the
 * value written with '-' for ',' and '_' for '.' ('20,10,2.5,1' → '20-10-2_5-1'), 'empty' for ''.
 */
function choiceKey(option: string, value: string, part: 'label' | 'description'): string {
  const slug = value === '' ? 'empty' : value.replaceAll(',', '-').replaceAll('.', '_');
  return `configurator.${option}.${slug}.${part}`;
}

/** Every translation key the options' texts need (option names, choice labels and descriptions). */
export function configuratorTextKeys(options: readonly ConfiguratorOption[]): string[] {
  return options.flatMap((option) => [
    optionLabelKey(option.name),
    ...option.values.flatMap((choice) => [
      choiceKey(option.name, choice.value, 'label'),
      ...(choice.description === undefined ? [] : [choiceKey(option.name, choice.value, 'description')]),
    ]),
  ]);
}

/** The options (cart-core's English option data) with their texts in the page language (keys from the option and value names). */
export function localiseOptions(options: readonly ConfiguratorOption[], t: Translate): ConfiguratorOption[] {
  return options.map((option) => ({
    name: option.name,
    label: t(optionLabelKey(option.name)),
    values: option.values.map((choice) => ({
      value: choice.value,
      label: t(choiceKey(option.name, choice.value, 'label')),
      ...(choice.description === undefined
        ? {}
        : { description: t(choiceKey(option.name, choice.value, 'description')) }),
    })),
  }));
}

/**
 * Build-card texts in the page language: option names, and value names following the English
 * `valueLabels` (value → the choice's label or description; a value offered twice reads as the later
 * option's choice).
 */
export function localiseBuildLabels(
  options: readonly ConfiguratorOption[],
  valueLabels: Readonly<Record<string, string>>,
  t: Translate,
): { optionLabels: Record<string, string>; valueLabels: Record<string, string> } {
  const values: Record<string, string> = {};
  for (const option of options) {
    for (const choice of option.values) {
      const english = valueLabels[choice.value];
      if (english === undefined) continue;
      const part =
        choice.description !== undefined && english === choice.description ? 'description' : 'label';
      values[choice.value] = t(choiceKey(option.name, choice.value, part));
    }
  }
  return {
    optionLabels: Object.fromEntries(options.map((option) => [option.name, t(optionLabelKey(option.name))])),
    valueLabels: values,
  };
}
