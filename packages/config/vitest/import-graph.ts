import { build } from 'esbuild';

/**
 * Bundles `entry` (following relative and @ironmark/* imports) and returns every other bare module
 * it reaches — used to prove that a domain package's root entry imports no React.
 */
export async function externalImportsOf(entry: string): Promise<string[]> {
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
            seen.add(args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : args.path.split('/')[0]!);
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
  return [...seen].sort();
}
