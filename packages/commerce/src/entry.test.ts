import { externalImportsOf, externalSpecifiersOf } from '@ironmark/config/vitest/import-graph';
import { describe, expect, it } from 'vitest';

// Specifiers that load classic zod (~27 kB gzip more than zod/mini in the storefront's client bundle).
const CLASSIC_ZOD = new Set(['zod', 'zod/v4', 'zod/v4/classic', 'zod/v3']);

describe('@ironmark/commerce root entry', () => {
  it('imports no React (React bindings live under a subpath)', async () => {
    const imports = await externalImportsOf(new URL('./index.ts', import.meta.url).pathname);
    expect(
      imports.filter((name) => /^(react|react-dom|next)$/.test(name) || name.startsWith('@tanstack/react')),
    ).toEqual([]);
  });

  it.each([
    ['root', './index.ts'],
    ['react', './react.tsx'],
  ])('%s entry validates with zod/mini, never classic zod (it runs in the browser)', async (_name, entry) => {
    const specifiers = await externalSpecifiersOf(new URL(entry, import.meta.url).pathname);
    expect(specifiers.filter((specifier) => CLASSIC_ZOD.has(specifier))).toEqual([]);
    expect(specifiers).toContain('zod/mini');
  });
});
