import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { build } from 'esbuild';
import ts from 'typescript';

/**
 * Bundles `entry` (following relative and @ironmark/* imports) and returns every other bare module
 * it reaches — used to prove that a domain package's root entry imports no React.
 */
export async function externalImportsOf(entry: string): Promise<string[]> {
  const specifiers = await externalSpecifiersOf(entry);
  const packages = specifiers.map((path) =>
    path.startsWith('@') ? path.split('/').slice(0, 2).join('/') : (path.split('/')[0] ?? path),
  );
  return [...new Set(packages)].sort();
}

/**
 * Like `externalImportsOf`, but returns the full bare specifiers (`zod/mini`, `react-dom/client`) —
 * used to prove that browser-reachable code imports `zod/mini`, never the larger classic `zod`.
 */
export async function externalSpecifiersOf(entry: string): Promise<string[]> {
  const seen = new Set<string>();
  await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    platform: 'neutral',
    format: 'esm',
    logLevel: 'silent',
    plugins: [
      {
        name: 'record-externals',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => {
            if (args.path.startsWith('@ironmark/')) return undefined;
            seen.add(args.path);
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
  return [...seen].sort();
}

/**
 * The workspace files `entry` bundles (relative imports and @ironmark/* sources, paths relative to the
 * current folder) — used to prove that an entry leaves the demo data (`*.json` files) out.
 */
export async function bundledFilesOf(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'neutral',
    format: 'esm',
    logLevel: 'silent',
    plugins: [
      {
        name: 'externals',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@ironmark/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return Object.keys(result.metafile.inputs).sort();
}

/** Specifiers that load classic zod (~27 kB gzip more than zod/mini in a browser bundle). */
const CLASSIC_ZOD = new Set(['zod', 'zod/v4', 'zod/v4/classic', 'zod/v3']);

/** The classic-zod specifiers `entry` reaches — `[]` for browser code that validates with zod/mini. */
export async function classicZodImportsOf(entry: string): Promise<string[]> {
  return (await externalSpecifiersOf(entry)).filter((specifier) => CLASSIC_ZOD.has(specifier));
}

/** What loads zod in a bundle: `zod` and its subpaths, and the locale module that imports it. */
const ZOD = /^(?:zod(?:\/.*)?|@ironmark\/config\/zod-locale)$/;

/**
 * The specifiers a module loads when it loads: every `import`/`export … from` except `import type`
 * and `export type` (with `verbatimModuleSyntax`, `import { type A } from 'x'` still loads 'x', so
 * it counts). `import()` calls are left out: they load later, in a chunk of their own.
 */
function staticSpecifiers(file: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, kind);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

function resolveRelative(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((suffix) => `${base}${suffix}`)
    .find((path) => statSync(path, { throwIfNoEntry: false })?.isFile());
  if (!found) throw new Error(`Cannot resolve ${specifier} from ${from}`);
  return found;
}

/**
 * The chains of static imports by which `entry` (a file of this package) loads zod, e.g.
 * `['react.tsx > fetch.ts > zod/mini']`; `[]` when it loads zod only through `import()`. Modules of
 * other packages are not followed (each package proves its own), except that the zod locale module
 * of `@ironmark/config` counts as zod. Used to prove that browser code loads its schemas (and zod) on
 * demand, after the page's first load (issue 16).
 */
export function staticZodChainsOf(entry: string): string[] {
  const root = dirname(entry);
  const chains: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string, path: readonly string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticSpecifiers(file)) {
      if (ZOD.test(specifier)) chains.push([...path, specifier].join(' > '));
      else if (specifier.startsWith('.')) {
        const next = resolveRelative(file, specifier);
        visit(next, [...path, relative(root, next)]);
      }
    }
  };
  visit(entry, [relative(root, entry)]);
  return chains;
}

/**
 * The modules of `folder` (searched recursively; tests and the `index.ts` barrel left out) that load
 * zod through static imports ({@link staticZodChainsOf}), as sorted paths relative to `folder`: a
 * package's schema modules, when the rest of it loads its schemas on demand.
 */
export function modulesLoadingZod(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && path !== 'index.ts')
    .filter((path) => staticZodChainsOf(join(folder, path)).length > 0)
    .sort();
}
