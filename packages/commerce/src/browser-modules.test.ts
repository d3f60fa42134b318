import { describe, expect, it } from 'vitest';
import { staticZodChainsOf } from '@ironmark/config/vitest/import-graph';

const path = (file: string) => new URL(`./${file}`, import.meta.url).pathname;

// Issue 16: every page runs these in the browser; zod (the contract's schemas) arrives after
// hydration, with the first answer or stored value to check, never in the page's first load.
describe('the browser modules of @ironmark/commerce', () => {
  it.each([
    'react.tsx',
    'fetch.ts',
    'errors.ts',
    'variant-info-client.tsx',
    'checkout-store.ts',
    'checkout-storage.ts',
    'checkout-page.ts',
    'checkout-rules.ts',
    'checkout-codes.ts',
    'issue-messages.ts',
    'notification.ts',
    'quote-payload.ts',
    'quote-request.ts',
    'list-share.ts',
    'browser-session.ts',
    'bar-comparison.ts',
    'structured-data.ts',
    'text-fallback.ts',
  ])('%s loads zod only on demand', (file) => {
    expect(staticZodChainsOf(path(file))).toEqual([]);
  });

  it('are told apart from the schema modules, which load zod as they load', () => {
    expect(staticZodChainsOf(path('wire.ts'))).toEqual([
      'wire.ts > @ironmark/config/zod-locale',
      'wire.ts > zod/mini',
    ]);
    expect(staticZodChainsOf(path('form-messages.ts'))).toContain('form-messages.ts > wire.ts > zod/mini');
  });
});
