import {
  classicZodImportsOf,
  externalImportsOf,
  externalSpecifiersOf,
} from '@ironmark/config/vitest/import-graph';
import { describe, expect, it } from 'vitest';

describe('@ironmark/media root entry', () => {
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

  // issue 16: the ui media components plan and render in the browser; zod stays out of the first load.
  it.each([
    './render.ts',
    './image.ts',
    './video.ts',
    './kind.ts',
    './url.ts',
    './markdown-url.ts',
    './preview.ts',
    './log-messages.ts',
  ])('%s, used by browser code, reaches no zod', async (module) => {
    const specifiers = await externalSpecifiersOf(new URL(module, import.meta.url).pathname);
    expect(specifiers.filter((specifier) => /^zod(\/|$)/.test(specifier))).toEqual([]);
  });
});
