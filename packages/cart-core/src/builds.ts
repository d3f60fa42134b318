import { DuplicateBuildError, InvalidQuantityError } from './errors';
import type { Build } from './schemas';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The running number of a build code `{configuratorName}_{n}`, or `undefined` for another configurator. */
function buildNumber(code: string, configuratorName: string): number | undefined {
  const match = new RegExp(`^${escapeRegExp(configuratorName)}_(\\d+)$`).exec(code);
  return match ? Number(match[1]) : undefined;
}

/** A configurator name as a title: each hyphen-separated word capitalised ('power-rack' → 'Power Rack'). */
export function configuratorTitle(configuratorName: string): string {
  return configuratorName
    .split('-')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * A new build for `configuratorName` (spec §3 'Builds'): quantity 1, code
 * `{configuratorName}_{n}` and name `{Title} {n}`, where n is one more than the highest number
 * among the existing builds of that configurator (1 for the first). The builds are not changed;
 * add the result with {@link addBuild}.
 */
export function createBuild(
  builds: readonly Build[],
  configuratorName: string,
  configuration: Readonly<Record<string, string>>,
): Build {
  const highest = builds.reduce(
    (max, build) => Math.max(max, buildNumber(build.code, configuratorName) ?? 0),
    0,
  );
  const n = highest + 1;
  return {
    configuratorName,
    name: `${configuratorTitle(configuratorName)} ${n}`,
    code: `${configuratorName}_${n}`,
    quantity: 1,
    configuration: { ...configuration },
  };
}

/** Whether two configurations hold the same option → value pairs (order-insensitive). */
export function sameConfiguration(
  a: Readonly<Record<string, string>>,
  b: Readonly<Record<string, string>>,
): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key])
  );
}

/**
 * Appends a build. A build whose configurator and configuration equal an existing one is refused
 * with {@link DuplicateBuildError} ('Build already exists, please make changes to add a new build').
 */
export function addBuild(builds: readonly Build[], build: Build): Build[] {
  const existing = builds.find(
    (other) =>
      other.configuratorName === build.configuratorName &&
      sameConfiguration(other.configuration, build.configuration),
  );
  if (existing) throw new DuplicateBuildError(existing.code);
  return [...builds, build];
}

/** Removes the build with `code` (spec §4); an unknown code leaves the list as it is. */
export function removeBuild(builds: readonly Build[], code: string): Build[] {
  return builds.filter((build) => build.code !== code);
}

/** Sets the quantity (whole units) of the build with `code`; 0 or below removes it. */
export function updateBuildQuantity(builds: readonly Build[], code: string, quantity: number): Build[] {
  if (!Number.isInteger(quantity)) throw new InvalidQuantityError(code, quantity);
  if (quantity <= 0) return removeBuild(builds, code);
  return builds.map((build) => (build.code === code ? { ...build, quantity } : build));
}

/** An empty builds list (spec §4 'all cleared'). */
export function clearBuilds(): Build[] {
  return [];
}

/**
 * Adds to `target` the builds `after` has and `before` had not (the same objects), in order. A build
 * whose configuration `target` already holds is not added again; one whose code `target` already
 * uses is renumbered as {@link createBuild} would number it there. The cart store uses it to keep
 * the builds a visitor made while the stored lists were still being read. No list is modified.
 */
export function applyNewBuilds(
  target: readonly Build[],
  before: readonly Build[],
  after: readonly Build[],
): Build[] {
  let result = [...target];
  for (const build of after) {
    if (before.includes(build)) continue;
    const clash = result.some((other) => other.code === build.code);
    const added = clash
      ? { ...createBuild(result, build.configuratorName, build.configuration), quantity: build.quantity }
      : build;
    try {
      result = addBuild(result, added);
    } catch (error) {
      if (!(error instanceof DuplicateBuildError)) throw error;
    }
  }
  return result;
}
