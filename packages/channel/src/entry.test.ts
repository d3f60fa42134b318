import {
  classicZodImportsOf,
  externalImportsOf,
  externalSpecifiersOf,
  modulesLoadingZod,
} from '@ironmark/config/vitest/import-graph';
import { dirname } from 'node:path';
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
    // index.ts is the barrel over every module, schema modules included (see its header).
    const reachingZod = modulesLoadingZod(dirname(fileURLToPath(import.meta.url)));
    expect(reachingZod).toEqual(['channel-schema.ts', 'settings-schema.ts']);
  });
});
