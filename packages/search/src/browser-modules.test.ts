import { describe, expect, it } from 'vitest';
import { staticZodChainsOf } from '@ironmark/config/vitest/import-graph';

const path = (file: string) => new URL(`./${file}`, import.meta.url).pathname;

// Issue 16: the search page and the category listing run these in the browser; zod (the protocol's and
// the state's schemas) arrives after hydration, with the first answer, never in the page's first load.
describe('the browser modules of @ironmark/search', () => {
  it.each([
    'react.tsx',
    'page-controller.ts',
    'page-model.ts',
    'category-listing.ts',
    'listing.ts',
    'client.ts',
    'connection.ts',
    'sort.ts',
    'state.ts',
    'url-state.ts',
    'protocol-limits.ts',
  ])('%s loads zod only on demand', (file) => {
    expect(staticZodChainsOf(path(file))).toEqual([]);
  });

  it('are told apart from the schema modules, which load zod as they load', () => {
    expect(staticZodChainsOf(path('index.ts'))).toEqual(
      expect.arrayContaining(['index.ts > protocol.ts > zod/mini', 'index.ts > state-schema.ts > zod/mini']),
    );
  });
});
