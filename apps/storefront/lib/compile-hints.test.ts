import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from './compile-hints.mjs';

/** A build folder with two app chunks (one in a sub-folder), a polyfill and a stylesheet. */
function build(): string {
  const dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  mkdirSync(join(dir, 'static', 'chunks', 'app'), { recursive: true });
  writeFileSync(
    join(dir, 'build-manifest.json'),
    JSON.stringify({
      polyfillFiles: ['static/chunks/polyfill.js'],
      rootMainFiles: ['static/chunks/main.js'],
    }),
  );
  writeFileSync(join(dir, 'static', 'chunks', 'main.js'), 'main();');
  writeFileSync(join(dir, 'static', 'chunks', 'app', 'page.js'), 'page();');
  writeFileSync(join(dir, 'static', 'chunks', 'polyfill.js'), 'polyfill();');
  writeFileSync(join(dir, 'static', 'chunks', 'page.css'), 'body{}');
  return dir;
}

const read = (dir: string, ...path: string[]) => readFileSync(join(dir, 'static', 'chunks', ...path), 'utf8');

describe('addCompileHints', () => {
  it('starts every app chunk with the hint, on a line of its own, and leaves the code as it was', () => {
    const dir = build();
    expect(addCompileHints(dir)).toHaveLength(2);
    expect(read(dir, 'main.js')).toBe('//# allFunctionsCalledOnLoad\nmain();');
    expect(read(dir, 'app', 'page.js')).toBe(`${COMPILE_HINT}page();`);
  });

  it('leaves the polyfills and other files alone', () => {
    const dir = build();
    addCompileHints(dir);
    expect(read(dir, 'polyfill.js')).toBe('polyfill();');
    expect(read(dir, 'page.css')).toBe('body{}');
  });

  it('marks a chunk once, however often it runs', () => {
    const dir = build();
    addCompileHints(dir);
    expect(addCompileHints(dir)).toEqual([]);
    expect(read(dir, 'main.js')).toBe(`${COMPILE_HINT}main();`);
  });
});
