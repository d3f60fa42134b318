import { build } from 'esbuild';

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
