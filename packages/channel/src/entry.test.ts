import {
  classicZodImportsOf,
  externalImportsOf,
  externalSpecifiersOf,
  staticZodChainsOf,
} from '@ironmark/config/vitest/import-graph';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

describe('@ironmark/channel root entry', () => {
  it('imports no React (React bindings live under a subpath)', async () => {
    const imports = await externalImportsOf(new URL('./index.ts', import.meta.url).pathname);
    expect(
      imports.filter((name) => /^(react|react-dom|next)$/.test(name) || name.startsWith('@tanstack/react')),
    ).toEqual([]);
  });

  it('validates with zod/mini, never classic zod (it runs in the browser)', async () => {
    const path = new URL('./index.ts', import.meta.url).pathname;
    expect(await classicZodImportsOf(path)).toEqual([]);
    expect(await externalSpecifiersOf(path)).toContain('zod/mini');
  });
});

describe('zod in the browser (first load)', () => {
  it('is reached by the schema modules alone; every other module gets a schema through import()', () => {
    const folder = dirname(fileURLToPath(import.meta.url));
    // index.ts is the barrel over every module, schema modules included (see its header).
    const modules = readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && path !== 'index.ts')
      .sort();
    const reachingZod = modules.filter((path) => staticZodChainsOf(join(folder, path)).length > 0);
    expect(reachingZod).toEqual(['channel-schema.ts', 'settings-schema.ts']);
  });
});
