// V8's explicit compile hint on the browser chunks of a build (issue 16). Run after `next build`.
// Plain JavaScript so the build runs it without a compile step; typed by compile-hints.d.mts.
//
// V8 compiles a function when it is first called, on the main thread. Turbopack wraps every module in
// a function that runs when the app starts, and React's and the router's code is called during
// hydration: at 4x CPU those lazy compiles were ~90 ms of the 180 ms task in which a category page's
// modules load (real trace, its self time in Turbopack's module loader). A script that begins with
// the magic comment `//# allFunctionsCalledOnLoad` (Chrome 136 and newer; others ignore the comment)
// has all its functions compiled while it streams in, off the main thread. Every chunk Turbopack
// emits is code a page runs when it loads that chunk (its first load, or a lazy panel as it opens),
// so each gets the hint; the `noModule` polyfills, which current browsers never load, do not.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The magic comment, on a line of its own at the start of a script. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Adds {@link COMPILE_HINT} to every JavaScript chunk under `nextDir`/static/chunks except the build
 * manifest's polyfills, once (a chunk that has it is left as it is). Returns the chunks it changed.
 */
export function addCompileHints(nextDir) {
  const manifest = JSON.parse(readFileSync(join(nextDir, 'build-manifest.json'), 'utf8'));
  const polyfills = new Set((manifest.polyfillFiles ?? []).map((file) => join(nextDir, file)));
  const changed = [];
  const visit = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith('.js') && !polyfills.has(path)) {
        const source = readFileSync(path, 'utf8');
        if (source.startsWith(COMPILE_HINT)) continue;
        writeFileSync(path, COMPILE_HINT + source);
        changed.push(path);
      }
    }
  };
  visit(join(nextDir, 'static', 'chunks'));
  return changed;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const changed = addCompileHints(process.argv[2] ?? '.next');
  console.log(`compile hints: ${changed.length} browser chunks marked //# allFunctionsCalledOnLoad`);
}
