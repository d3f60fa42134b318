// @vitest-environment node
import { readFileSync } from 'node:fs';
import { classicZodImportsOf, externalSpecifiersOf } from '@ironmark/config/vitest/import-graph';
import { describe, expect, it } from 'vitest';

const { exports } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, string>;
};
const entries = Object.entries(exports).filter(([, path]) => /\.tsx?$/.test(path));

describe('@ironmark/ui subpath entries', () => {
  it('are all checked (every export but the stylesheet)', () => {
    expect(entries.length).toBe(Object.keys(exports).length - 1);
  });

  it.each(entries)('%s never reaches classic zod (it runs in the browser)', async (_subpath, path) => {
    expect(await classicZodImportsOf(new URL(`../${path}`, import.meta.url).pathname)).toEqual([]);
  });

  it.each(['./lists', './consent', './checkout'])('%s validates with zod/mini', async (subpath) => {
    const specifiers = await externalSpecifiersOf(
      new URL(`../${exports[subpath]}`, import.meta.url).pathname,
    );
    expect(specifiers).toContain('zod/mini');
  });
});
