#!/usr/bin/env node
// Makes a file-by-file (unbundled) tsup output loadable by plain Node ESM: every relative specifier in
// dist/**/*.js and *.d.ts gets the file it names (`./cn` → `./cn.js`, `./catalogue` →
// `./catalogue/index.js`), and a JSON import gets its `with { type: 'json' }` attribute.
// Bundlers accept both forms; Node accepts only these. usage: node esm-specifiers.mjs <dist folder>
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const dist = resolve(process.argv[2] ?? 'dist');

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(js|d\.ts)$/.test(name)) yield path;
  }
}

/** The specifier Node needs for `spec` written in `file`, or `spec` when it already names a file. */
export function withExtension(file, spec) {
  if (!spec.startsWith('./') && !spec.startsWith('../')) return spec;
  if (/\.(m?js|json|css)$/.test(spec)) return spec;
  const base = resolve(dirname(file), spec);
  const types = file.endsWith('.d.ts');
  for (const [suffix, probe] of [
    ['.js', types ? '.d.ts' : '.js'],
    ['/index.js', types ? '/index.d.ts' : '/index.js'],
  ]) {
    if (existsSync(base + probe)) return spec + suffix;
  }
  throw new Error(`${file}: cannot resolve '${spec}' in the build output`);
}

// Static `import … from '…'`, `export … from '…'`, `import '…'` at a line start, and `import('…')`:
// the forms esbuild and tsc write. Anchored so a specifier-like string in a comment is left alone.
const STATIC =
  /^((?:import|export)\b[^;'"]*?\bfrom\s*|import\s*)(["'])([^"'\n]+)\2(\s*(?:with|assert)\s*\{)?/gm;
const DYNAMIC = /(\bimport\(\s*)(["'])(\.{1,2}\/[^"'\n]+)\2/g;

let changed = 0;
for (const file of files(dist)) {
  const source = readFileSync(file, 'utf8');
  const next = source
    .replace(STATIC, (match, head, quote, spec, attributes) => {
      const fixed = withExtension(file, spec);
      const json = fixed.endsWith('.json') && !attributes && !file.endsWith('.d.ts');
      if (fixed === spec && !json) return match;
      return `${head}${quote}${fixed}${quote}${json ? ' with { type: "json" }' : (attributes ?? '')}`;
    })
    .replace(DYNAMIC, (_match, head, quote, spec) => `${head}${quote}${withExtension(file, spec)}${quote}`);
  if (next !== source) {
    writeFileSync(file, next);
    changed++;
  }
}
console.log(`esm-specifiers: ${changed} files in ${dist} now name their imports as Node ESM needs`);
