import {
  classicZodImportsOf,
  externalImportsOf,
  externalSpecifiersOf,
} from '@ironmark/config/vitest/import-graph';
import { describe, expect, it } from 'vitest';

describe('@ironmark/analytics root entry', () => {
  it('imports no React (React bindings live under a subpath)', async () => {
    const imports = await externalImportsOf(new URL('./index.ts', import.meta.url).pathname);
    expect(
      imports.filter((name) => /^(react|react-dom|next)$/.test(name) || name.startsWith('@tanstack/react')),
    ).toEqual([]);
  });
});

describe.each(['./index.ts', './react.tsx'])('@ironmark/analytics entry %s', (entry) => {
  it('validates with zod/mini, never classic zod (it runs in the browser)', async () => {
    const path = new URL(entry, import.meta.url).pathname;
    expect(await classicZodImportsOf(path)).toEqual([]);
    expect(await externalSpecifiersOf(path)).toContain('zod/mini');
  });
});
