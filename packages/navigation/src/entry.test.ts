import {
  classicZodImportsOf,
  externalImportsOf,
  externalSpecifiersOf,
} from '@ironmark/config/vitest/import-graph';
import { describe, expect, it } from 'vitest';

describe('@ironmark/navigation root entry', () => {
  it('imports no React (React bindings live under a subpath)', async () => {
    const imports = await externalImportsOf(new URL('./index.ts', import.meta.url).pathname);
    expect(
      imports.filter((name) => /^(react|react-dom|next)$/.test(name) || name.startsWith('@tanstack/react')),
    ).toEqual([]);
  });

  it('validates with zod/mini (it runs in the browser)', async () => {
    const specifiers = await externalSpecifiersOf(new URL('./index.ts', import.meta.url).pathname);
    expect(specifiers).toContain('zod/mini');
  });

  it.each([
    ['root', './index.ts'],
    ['react', './react.tsx'],
  ])('%s entry never reaches classic zod', async (_name, entry) => {
    expect(await classicZodImportsOf(new URL(entry, import.meta.url).pathname)).toEqual([]);
  });
});
