import { bundledFilesOf, externalImportsOf } from '@ironmark/config/vitest/import-graph';
import { describe, expect, it } from 'vitest';

describe('@ironmark/content root entry', () => {
  it('imports no React (React bindings live under a subpath)', async () => {
    const imports = await externalImportsOf(new URL('./index.ts', import.meta.url).pathname);
    expect(
      imports.filter((name) => /^(react|react-dom|next)$/.test(name) || name.startsWith('@tanstack/react')),
    ).toEqual([]);
  });
});

describe('@ironmark/content demo data', () => {
  const dataFiles = async (entry: string) =>
    (await bundledFilesOf(new URL(entry, import.meta.url).pathname)).filter((file) => file.endsWith('.json'));

  it.each([
    ['root', './index.ts'],
    ['markdown', './markdown.tsx'],
  ])(
    'the %s entry bundles no demo content, only the English UI texts it falls back to',
    async (_name, entry) => {
      expect((await dataFiles(entry)).filter((file) => !file.endsWith('data/translations.en.json'))).toEqual(
        [],
      );
    },
  );

  it('lives behind ./demo: every content file', async () => {
    const files = await dataFiles('./demo.ts');
    expect(files.length).toBeGreaterThanOrEqual(28);
    expect(files).toContainEqual(expect.stringMatching(/data\/pages\.en\.json$/));
  });
});
