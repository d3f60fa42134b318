import {
  bundledFilesOf,
  classicZodImportsOf,
  externalImportsOf,
  externalSpecifiersOf,
} from '@ironmark/config/vitest/import-graph';
import { describe, expect, it } from 'vitest';

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
    const path = new URL(entry, import.meta.url).pathname;
    expect(await classicZodImportsOf(path)).toEqual([]);
    expect(await externalSpecifiersOf(path)).toContain('zod/mini');
  });
});

describe('@ironmark/commerce demo data', () => {
  const dataFiles = async (entry: string) =>
    (await bundledFilesOf(new URL(entry, import.meta.url).pathname)).filter((file) => file.endsWith('.json'));

  it.each([
    ['root', './index.ts'],
    ['react', './react.tsx'],
    ['server', './server.ts'],
  ])('the %s entry bundles no demo data', async (_name, entry) => {
    expect(await dataFiles(entry)).toEqual([]);
  });

  it('lives behind ./demo', async () => {
    // The English catalogue and its Swedish, German and French texts.
    expect((await dataFiles('./demo.ts')).sort()).toEqual([
      expect.stringMatching(/data\/generated\/catalogue\.de\.json$/),
      expect.stringMatching(/data\/generated\/catalogue\.fr\.json$/),
      expect.stringMatching(/data\/generated\/catalogue\.json$/),
      expect.stringMatching(/data\/generated\/catalogue\.sv\.json$/),
    ]);
  });
});
