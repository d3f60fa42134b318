// The READMEs of @ironmark/ui and @ironmark/config list their API: every value a published entry
// exports (read from the built entry files) is named in the package's README.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Names in the `export { … }` statements of a built (esbuild) module. */
function exportedNames(file) {
  const source = readFileSync(file, 'utf8');
  const names = [];
  for (const [, list] of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const item of list.split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .at(-1);
      if (name) names.push(name);
    }
  }
  return names;
}

for (const name of ['ui', 'config']) {
  test(`@ironmark/${name}: the README names every exported value`, () => {
    const dir = join(root, 'packages', name);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const readme = readFileSync(join(dir, 'README.md'), 'utf8');
    const missing = [];
    for (const [entry, target] of Object.entries(manifest.publishConfig.exports)) {
      const file = typeof target === 'string' ? target : target.default;
      if (!file.endsWith('.js')) continue;
      assert.ok(existsSync(join(dir, file)), `${manifest.name}: ${file} is not built (pnpm build)`);
      assert.ok(
        readme.includes(`${manifest.name}${entry === '.' ? '' : entry.slice(1)}`),
        `entry ${entry} not in README`,
      );
      for (const value of exportedNames(join(dir, file))) {
        if (!new RegExp(`\\b${value}\\b`).test(readme)) missing.push(`${entry}: ${value}`);
      }
    }
    assert.deepEqual(missing, [], `${manifest.name}'s README does not name these exports`);
  });
}
