import { externalSpecifiersOf } from '@ironmark/config/vitest/import-graph';
import { describe, expect, it } from 'vitest';
import { configureJitlessZod } from './zod-config';

describe('configureJitlessZod', () => {
  it('makes zod/mini, loaded afterwards, create schemas without the JIT', async () => {
    configureJitlessZod();
    const { config } = await import('zod/mini');
    expect(config().jitless).toBe(true);
  });

  it('keeps the settings zod already has', async () => {
    const { config } = await import('zod/mini');
    const localeError = () => 'message';
    config({ localeError, jitless: false });
    configureJitlessZod();
    expect(config()).toMatchObject({ localeError, jitless: true });
  });

  it('is all the browser instrumentation loads: no zod in the first load', async () => {
    const specifiers = await externalSpecifiersOf(
      new URL('../instrumentation-client.ts', import.meta.url).pathname,
    );
    expect(specifiers.filter((specifier) => /^zod(\/|$)/.test(specifier))).toEqual([]);
  });
});
