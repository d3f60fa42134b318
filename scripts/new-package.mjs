// One-off scaffold used to lay out the workspace; kept so a new domain package starts the same way.
// usage: node scripts/new-package.mjs <name> "<description>" <entries comma-separated> <deps comma-separated> [react]
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';

const [name, description, entriesArg, depsArg, react] = process.argv.slice(2);
const dir = `packages/${name}`;
const entries = entriesArg.split(',');
const deps = depsArg ? depsArg.split(',') : [];
const isReact = react === 'react';
mkdirSync(`${dir}/src`, { recursive: true });
const exportsSrc = {};
const exportsDist = {};
for (const entry of entries) {
  const key = entry === 'index' ? '.' : `./${entry}`;
  const ext = isReact && entry !== 'index' ? 'tsx' : 'ts';
  exportsSrc[key] = `./src/${entry}.${ext}`;
  exportsDist[key] = { types: `./dist/${entry}.d.ts`, default: `./dist/${entry}.js` };
  const file = `${dir}/src/${entry}.${ext}`;
  if (!existsSync(file)) writeFileSync(file, `export {};\n`);
}
const dependencies = {};
for (const dep of deps) dependencies[dep] = dep.startsWith('@ironmark/') ? 'workspace:*' : 'catalog:';
const pkg = {
  name: `@ironmark/${name}`,
  version: '0.1.0',
  description,
  license: 'MIT',
  type: 'module',
  sideEffects: false,
  exports: exportsSrc,
  publishConfig: { exports: exportsDist },
  files: ['dist'],
  scripts: {
    build: 'tsup',
    typecheck: 'tsc -p tsconfig.json',
    lint: 'biome lint . && node ../../scripts/check-publish.mjs',
    test: 'vitest run',
  },
  dependencies,
  ...(isReact
    ? { peerDependencies: { react: '^19.0.0' }, peerDependenciesMeta: { react: { optional: true } } }
    : {}),
  devDependencies: Object.fromEntries(
    [
      ['@arethetypeswrong/cli', 'catalog:'],
      ['@ironmark/config', 'workspace:*'],
      ['@types/node', 'catalog:'],
      ...(isReact
        ? [
            ['@types/react', 'catalog:'],
            ['react', 'catalog:'],
            ['@testing-library/react', 'catalog:'],
            ['jsdom', 'catalog:'],
            ['react-dom', 'catalog:'],
          ]
        : []),
      ['fast-check', 'catalog:'],
      ['publint', 'catalog:'],
      ['tsup', 'catalog:'],
      ['typescript', 'catalog:'],
      ['vitest', 'catalog:'],
    ].filter(([d]) => !(d in dependencies)),
  ),
};
writeFileSync(`${dir}/package.json`, `${JSON.stringify(pkg, null, 2)}\n`);
writeFileSync(
  `${dir}/tsconfig.json`,
  `${JSON.stringify({ extends: `@ironmark/config/tsconfig/${isReact ? 'react-library' : 'library'}.json`, include: ['src', '*.ts'] }, null, 2)}\n`,
);
writeFileSync(
  `${dir}/tsup.config.ts`,
  `import { defineConfig } from 'tsup';\n\nexport default defineConfig({\n  entry: [${entries.map((e) => `'src/${e}.${isReact && e !== 'index' ? 'tsx' : 'ts'}'`).join(', ')}],\n  format: ['esm'],\n  dts: true,\n  clean: true,\n  sourcemap: true,\n  target: 'es2022',\n});\n`,
);
writeFileSync(
  `${dir}/vitest.config.ts`,
  `import { nodePreset } from '@ironmark/config/vitest/presets';\nimport { defineConfig } from 'vitest/config';\n\nexport default defineConfig(nodePreset);\n`,
);
