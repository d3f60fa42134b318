// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { configuratorTextKeys, localiseBuildLabels, localiseOptions } from './configurator-texts';

const options = [
  {
    name: 'plates',
    label: 'Plates',
    values: [
      { value: '', label: 'None' },
      { value: '20,2.5', label: '22.5 kg per side', description: 'Two plates' },
    ],
  },
];
const marked = (key: string) => `«${key}»`;

describe('the configurator texts', () => {
  it('keys option names, choice labels and descriptions, with the value written as a slug', () => {
    expect(configuratorTextKeys(options)).toEqual([
      'configurator.option.plates',
      'configurator.plates.empty.label',
      'configurator.plates.20-2_5.label',
      'configurator.plates.20-2_5.description',
    ]);
  });

  it('translates the options by those keys, keeping their values', () => {
    expect(localiseOptions(options, marked)).toEqual([
      {
        name: 'plates',
        label: '«configurator.option.plates»',
        values: [
          { value: '', label: '«configurator.plates.empty.label»' },
          {
            value: '20,2.5',
            label: '«configurator.plates.20-2_5.label»',
            description: '«configurator.plates.20-2_5.description»',
          },
        ],
      },
    ]);
  });

  it('names a build’s values by the part of the choice the English name reads as', () => {
    expect(localiseBuildLabels(options, { '20,2.5': 'Two plates' }, marked).valueLabels).toEqual({
      '20,2.5': '«configurator.plates.20-2_5.description»',
    });
  });
});
