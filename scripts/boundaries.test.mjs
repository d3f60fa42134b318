// The import boundaries of biome.json (`noRestrictedImports` per folder) catch what they promise.
// Each case writes one file at a mirrored workspace path in a scratch folder next to a copy of the real
// biome.json, lints it with the workspace's Biome and checks the verdict: a deliberate violation
// fails the lint, the allowed import next to it passes.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const biome = join(root, 'node_modules', '.bin', 'biome');

const cases = [
  // [file, source, violates]
  ['packages/search/src/a.ts', "import { x } from '@ironmark/storefront/lib/x';", true],
  ['packages/search/src/b.ts', "import { x } from '../../../apps/storefront/lib/x';", true],
  ['packages/ui/src/catalogue/c.tsx', "import { x } from '@ironmark/commerce';", true],
  ['packages/ui/src/catalogue/d.tsx', "import { x } from '@ironmark/content/markdown';", true],
  ['packages/ui/src/catalogue/e.tsx', "import { x } from '@ironmark/storefront';", true],
  ['packages/ui/src/catalogue/f.tsx', "import { x } from '@ironmark/cart-core';", false],
  ['packages/ui/src/catalogue/g.tsx', "import { x } from '../content/hero';", false],
  ['packages/cart-core/src/h.ts', "import { useState as x } from 'react';", true],
  ['packages/commerce/src/i.ts', "import { useQuery as x } from '@tanstack/react-query';", true],
  ['packages/cart-core/src/j.ts', "import { create as x } from 'zustand';", true],
  ['packages/cart-core/src/k.ts', "import { createStore as x } from 'zustand/vanilla';", false],
  ['packages/cart-core/src/react.tsx', "import { useState as x } from 'react';", false],
  ['packages/commerce/src/react/l.tsx', "import { useQuery as x } from '@tanstack/react-query';", false],
  ['packages/navigation/src/m.test.tsx', "import { render as x } from '@testing-library/react';", false],
  ['packages/search/src/s.ts', "import { useSyncExternalStore as x } from 'react';", true],
  ['packages/search/src/react.tsx', "import { useSyncExternalStore as x } from 'react';", false],
  ['packages/ui/src/search/t.tsx', "import { x } from '@ironmark/search/server';", true],
  ['packages/ui/src/search/u.tsx', "import { x } from '@ironmark/search/react';", false],
  ['apps/storefront/lib/v.ts', "import { x } from '@ironmark/search/server';", false],
  ['apps/storefront/lib/n.ts', "import { x } from '@ironmark/commerce/src/contract';", true],
  ['apps/storefront/lib/o.ts', "import { x } from '../../../packages/commerce/src/contract';", true],
  ['apps/storefront/lib/p.ts', "import { x } from '@ironmark/ui/dist/catalogue/index.js';", true],
  ['apps/storefront/lib/q.ts', "import { x } from '@ironmark/commerce/server';", false],
  ['apps/storybook/r.ts', "import { x } from '@ironmark/ui/catalogue';", false],
];

let scratch;
let flagged;

before(() => {
  scratch = mkdtempSync(join(tmpdir(), 'ironmark-boundaries-'));
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  delete config.$schema;
  delete config.vcs;
  writeFileSync(join(scratch, 'biome.json'), JSON.stringify(config));
  for (const [file, source] of cases) {
    mkdirSync(dirname(join(scratch, file)), { recursive: true });
    writeFileSync(join(scratch, file), `${source}\nexport const y = x;\n`);
  }
  let out;
  try {
    out = execFileSync(biome, ['lint', '--reporter=json', '--max-diagnostics=1000', '.'], {
      cwd: scratch,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    out = error.stdout;
  }
  const report = JSON.parse(out.slice(out.indexOf('{')));
  flagged = new Set(
    report.diagnostics
      .filter((d) => d.category === 'lint/style/noRestrictedImports')
      .map((d) => d.location.path.file ?? d.location.path),
  );
});

after(() => rmSync(scratch, { recursive: true, force: true }));

describe('import boundaries (biome.json overrides)', () => {
  for (const [file, source, violates] of cases) {
    test(`${violates ? 'fails' : 'passes'}: ${file} ← ${source.replace(/^import .* from /, '')}`, () => {
      assert.equal(flagged.has(file), violates, `${file}: expected ${violates ? 'a' : 'no'} violation`);
    });
  }
});
