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

  // issue 16: the header islands and the shell run these in the browser; zod stays out of the first load.
  it.each([
    './model.ts',
    './localise.ts',
    './panels.ts',
    './menu-machine.ts',
    './announcement.ts',
    './hash-scroll.ts',
    './category-links.ts',
    './static-menu.ts',
    './react.tsx',
  ])('%s, used by browser code, reaches no zod', async (module) => {
    const specifiers = await externalSpecifiersOf(new URL(module, import.meta.url).pathname);
    expect(specifiers.filter((specifier) => /^zod(\/|$)/.test(specifier))).toEqual([]);
  });

  it('keeps the schemas in a module of their own, which validates with zod/mini', async () => {
    const specifiers = await externalSpecifiersOf(new URL('./schemas.ts', import.meta.url).pathname);
    expect(specifiers).toContain('zod/mini');
  });
});
