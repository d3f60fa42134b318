import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBuild,
  applyNewBuilds,
  clearBuilds,
  configuratorTitle,
  createBuild,
  removeBuild,
  sameConfiguration,
  updateBuildQuantity,
} from './builds';
import { CART_ERROR_CODES, DuplicateBuildError } from './errors';
import type { Build } from './schemas';

const build = (
  configuratorName: string,
  n: number,
  configuration: Record<string, string> = { n: String(n) },
): Build => ({
  configuratorName,
  name: `${configuratorTitle(configuratorName)} ${n}`,
  code: `${configuratorName}_${n}`,
  quantity: 1,
  configuration,
});

describe('configuratorTitle', () => {
  it.each([
    ['power-rack', 'Power Rack'],
    ['rack', 'Rack'],
    ['half-rack-xl', 'Half Rack Xl'],
    ['gym--floor', 'Gym Floor'],
  ])('%s → %s', (name, expected) => {
    expect(configuratorTitle(name)).toBe(expected);
  });
});

describe('createBuild', () => {
  it.each<[string, Build[], string, string]>([
    ['the first build', [], 'power-rack_1', 'Power Rack 1'],
    ['after two builds', [build('power-rack', 1), build('power-rack', 2)], 'power-rack_3', 'Power Rack 3'],
    ['after a gap', [build('power-rack', 1), build('power-rack', 7)], 'power-rack_8', 'Power Rack 8'],
    [
      'ignoring other configurators',
      [build('half-rack', 5), build('power-rack-xl', 9)],
      'power-rack_1',
      'Power Rack 1',
    ],
    ['after the earlier ones were removed', [build('power-rack', 4)], 'power-rack_5', 'Power Rack 5'],
  ])('numbers %s', (_name, builds, code, name) => {
    expect(createBuild(builds, 'power-rack', { colour: 'black' })).toEqual({
      configuratorName: 'power-rack',
      name,
      code,
      quantity: 1,
      configuration: { colour: 'black' },
    });
  });

  it('handles configurator names with regular-expression characters', () => {
    expect(createBuild([build('rack+plus', 2)], 'rack+plus', {}).code).toBe('rack+plus_3');
  });
});

describe('addBuild', () => {
  it('appends a new build without touching the input', () => {
    const builds = [build('power-rack', 1, { colour: 'black' })];
    const next = addBuild(builds, build('power-rack', 2, { colour: 'red' }));
    expect(next.map((b) => b.code)).toEqual(['power-rack_1', 'power-rack_2']);
    expect(builds).toHaveLength(1);
  });

  it('refuses a duplicate configuration with the spec text', () => {
    const builds = [build('power-rack', 1, { colour: 'black', height: '220' })];
    const duplicate = createBuild(builds, 'power-rack', { height: '220', colour: 'black' });
    expect(() => addBuild(builds, duplicate)).toThrow(new DuplicateBuildError('power-rack_1'));
    expect(() => addBuild(builds, duplicate)).toThrow(
      'Build already exists, please make changes to add a new build',
    );
    try {
      addBuild(builds, duplicate);
    } catch (error) {
      expect(error).toBeInstanceOf(DuplicateBuildError);
      expect(error).toMatchObject({
        code: CART_ERROR_CODES.duplicateBuild,
        context: { existingCode: 'power-rack_1' },
      });
    }
  });

  it('accepts the same configuration for another configurator', () => {
    const builds = [build('power-rack', 1, { colour: 'black' })];
    expect(addBuild(builds, build('half-rack', 1, { colour: 'black' }))).toHaveLength(2);
  });
});

describe('sameConfiguration', () => {
  it.each([
    [{ a: '1', b: '2' }, { b: '2', a: '1' }, true],
    [{ a: '1' }, { a: '2' }, false],
    [{ a: '1' }, { a: '1', b: '2' }, false],
    [{}, {}, true],
    [{ a: '' }, { b: '' }, false],
  ])('%j vs %j → %s', (a, b, expected) => {
    expect(sameConfiguration(a, b)).toBe(expected);
  });
});

describe('removeBuild, updateBuildQuantity and clearBuilds', () => {
  const builds = [build('power-rack', 1), build('power-rack', 2)];

  it('removes by code', () => {
    expect(removeBuild(builds, 'power-rack_1').map((b) => b.code)).toEqual(['power-rack_2']);
    expect(removeBuild(builds, 'nope')).toEqual(builds);
  });

  it.each([
    [3, [3, 1]],
    [0, [1]],
  ])('sets quantity %i', (quantity, expected) => {
    expect(updateBuildQuantity(builds, 'power-rack_1', quantity).map((b) => b.quantity)).toEqual(expected);
  });

  it('clears all builds', () => {
    expect(clearBuilds()).toEqual([]);
  });

  it('numbers each new build above every existing one and keeps codes unique (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 20 }), (removals) => {
        let list: Build[] = [];
        removals.forEach((remove, index) => {
          const next = createBuild(list, 'rack', { step: String(index) });
          const number = Number(next.code.split('_')[1]);
          for (const existing of list) expect(number).toBeGreaterThan(Number(existing.code.split('_')[1]));
          expect(next.name).toBe(`Rack ${number}`);
          list = addBuild(list, next);
          if (remove) list = removeBuild(list, list[0]!.code);
        });
        expect(new Set(list.map((b) => b.code)).size).toBe(list.length);
      }),
    );
  });
});

describe('applyNewBuilds', () => {
  const stored = [createBuild([], 'rack', { height: '230' })];

  it('adds the builds made since, renumbering one whose code the target already uses', () => {
    const made = createBuild([], 'rack', { height: '200' }); // rack_1, as the stored one
    const other = createBuild([], 'bench', { pad: 'red' });
    const result = applyNewBuilds(stored, [], [made, other]);
    expect(result.map((build) => [build.code, build.name, build.configuration])).toEqual([
      ['rack_1', 'Rack 1', { height: '230' }],
      ['rack_2', 'Rack 2', { height: '200' }],
      ['bench_1', 'Bench 1', { pad: 'red' }],
    ]);
  });

  it('leaves out the builds that were there before and a configuration the target already holds', () => {
    const before = [createBuild([], 'bench', { pad: 'red' })];
    const same = createBuild([], 'rack', { height: '230' });
    expect(applyNewBuilds(stored, before, [...before, same])).toEqual(stored);
  });
});
