import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  bundledFilesOf,
  classicZodImportsOf,
  externalImportsOf,
  externalSpecifiersOf,
  modulesLoadingZod,
} from '@ironmark/config/vitest/import-graph';
import { describe, expect, it } from 'vitest';

describe('@ironmark/cart-core root entry', () => {
  it('imports no React (React bindings live under a subpath)', async () => {
    const imports = await externalImportsOf(new URL('./index.ts', import.meta.url).pathname);
    expect(
      imports.filter((name) => /^(react|react-dom|next)$/.test(name) || name.startsWith('@tanstack/react')),
    ).toEqual([]);
  });
});

describe.each(['./index.ts', './react.tsx'])('@ironmark/cart-core entry %s', (entry) => {
  it('validates with zod/mini, never classic zod (it runs in the browser)', async () => {
    const path = new URL(entry, import.meta.url).pathname;
    expect(await classicZodImportsOf(path)).toEqual([]);
    expect(await externalSpecifiersOf(path)).toContain('zod/mini');
  });
});

describe('zod in the browser (first load)', () => {
  it('is reached by the schema modules alone; every other module gets a schema through import()', () => {
    // index.ts is the barrel over every module, schema modules included (see its header).
    const reachingZod = modulesLoadingZod(dirname(fileURLToPath(import.meta.url)));
    expect(reachingZod).toEqual(['checkout-schema.ts', 'schemas.ts', 'stored-schema.ts']);
  });
});

describe('the cart store (every page, every returning visitor)', () => {
  it('reads a stored record without zod, not even a schema module loaded on demand', async () => {
    // Before, each page of a visitor with a stored record (an empty one included) loaded zod to check
    // it: a long task on a phone after hydration (issue 16).
    const files = await bundledFilesOf(new URL('./cart-store.ts', import.meta.url).pathname);
    expect(files).toContain('src/stored.ts');
    expect(files.filter((file) => /schema/.test(file))).toEqual([]);
    expect(await externalSpecifiersOf(new URL('./cart-store.ts', import.meta.url).pathname)).not.toContain(
      'zod/mini',
    );
  });
});
