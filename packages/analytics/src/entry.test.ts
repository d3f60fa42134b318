import {
  classicZodImportsOf,
  externalImportsOf,
  externalSpecifiersOf,
  staticZodChainsOf,
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

describe('zod stays out of the first load', () => {
  // What the storefront's browser code uses: the React binding, the tag loader's helpers and the
  // affiliate report (their schemas are loaded on demand).
  it.each([
    './react.tsx',
    './tags.ts',
    './affiliate.ts',
    './consent.ts',
    './data-layer.ts',
    './event-shapes.ts',
    './money.ts',
    './route.ts',
    './item-events.ts',
  ])('%s reaches no zod through static imports', (entry) => {
    expect(staticZodChainsOf(new URL(entry, import.meta.url).pathname)).toEqual([]);
  });

  it.each([
    ['./events.ts', 'the event builders'],
    ['./consent-schema.ts', 'the stored-consent schema'],
    ['./affiliate-schema.ts', 'the affiliate purchase schema'],
  ])('%s (%s, loaded on demand) does validate with zod/mini', (entry) => {
    const chains = staticZodChainsOf(new URL(entry, import.meta.url).pathname);
    expect(chains.map((chain) => chain.split(' > ').at(-1))).toEqual(expect.arrayContaining(['zod/mini']));
  });
});
