import { externalImportsOf } from '@ironmark/config/vitest/import-graph';
import { describe, expect, it } from 'vitest';

describe('@ironmark/commerce root entry', () => {
  it('imports no React (React bindings live under a subpath)', async () => {
    const imports = await externalImportsOf(new URL('./index.ts', import.meta.url).pathname);
    expect(
      imports.filter((name) => /^(react|react-dom|next)$/.test(name) || name.startsWith('@tanstack/react')),
    ).toEqual([]);
  });
});
