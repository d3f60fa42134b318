#!/usr/bin/env node
// Fails when a published package changed on this branch without a changeset naming it.
// "Changed" compares the working tree with the merge-base of HEAD and main (origin/main when there is
// no local main; CHANGESET_BASE overrides). Only what ships counts: src/ outside tests, stories and
// fixtures, data/, package.json, tsup.config.ts and the manifest's `files`; not Markdown.
// On main itself, or in a clone without main's history, there is nothing to compare: it says so.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

const git = (cwd, ...args) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
const tryGit = (cwd, ...args) => {
  try {
    return git(cwd, ...args);
  } catch {
    return undefined;
  }
};

/** The commit to compare with, or `{ skip }` saying why there is none. */
export function baseOf(cwd, env = process.env) {
  if (!tryGit(cwd, 'rev-parse', '--is-inside-work-tree')) return { skip: 'not a git checkout' };
  const refs = env.CHANGESET_BASE ? [env.CHANGESET_BASE] : ['main', 'origin/main'];
  const ref = refs.find((candidate) =>
    tryGit(cwd, 'rev-parse', '--verify', '--quiet', `${candidate}^{commit}`),
  );
  if (!ref) return { skip: `no ${refs.join(' or ')} in this clone (fetch it to check changesets)` };
  let base = tryGit(cwd, 'merge-base', 'HEAD', ref);
  if (!base && tryGit(cwd, 'rev-parse', '--is-shallow-repository') === 'true') {
    // A shallow clone: deepen it once so the fork point is there.
    tryGit(cwd, 'fetch', '--quiet', '--unshallow');
    base = tryGit(cwd, 'merge-base', 'HEAD', ref);
  }
  if (!base) return { skip: `HEAD shares no history with ${ref} in this clone` };
  return { base, ref };
}

/** Whether a file (relative to its package) ships in the published package. */
export function ships(file, manifest) {
  if (/\.md$/i.test(file)) return false;
  if (/(^|\/)(__fixtures__|__snapshots__|test|testing)\//.test(file)) return false;
  if (/\.(test|spec|stories)\.[cm]?[jt]sx?$/.test(file) || /\.stories\.data\.[jt]s$/.test(file)) return false;
  if (file === 'package.json' || file === 'tsup.config.ts') return true;
  if (file.startsWith('src/') || file.startsWith('data/')) return true;
  return (manifest.files ?? []).some(
    (entry) => entry !== 'dist' && (file === entry || file.startsWith(`${entry}/`)),
  );
}

/** Package names of a changeset file's front matter. */
export function packagesOfChangeset(text) {
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  return [...front.matchAll(/^\s*['"]?([^'":\s]+)['"]?\s*:\s*(major|minor|patch)\s*$/gm)].map((m) => m[1]);
}

/** Checks the checkout at `root`: `{ skip }`, or `{ ref, missing: [{ name, files }] }`. */
export function checkChangesets(root, env = process.env) {
  const found = baseOf(root, env);
  if (found.skip) return found;
  const changed = new Set([
    ...git(root, 'diff', '--name-only', found.base).split('\n'),
    ...git(root, 'ls-files', '--others', '--exclude-standard').split('\n'),
  ]);
  changed.delete('');
  const covered = new Set();
  for (const file of changed) {
    if (/^\.changeset\/[^/]+\.md$/.test(file) && !/README\.md$/i.test(file) && existsSync(join(root, file))) {
      for (const name of packagesOfChangeset(readFileSync(join(root, file), 'utf8'))) covered.add(name);
    }
  }
  const missing = [];
  for (const dir of readdirSync(join(root, 'packages'))) {
    const manifestPath = join(root, 'packages', dir, 'package.json');
    if (!existsSync(manifestPath)) continue;
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    if (manifest.private || covered.has(manifest.name)) continue;
    const prefix = `packages/${dir}/`;
    // Versioned on this branch (`pnpm release` consumed its changesets): covered by its CHANGELOG.
    const baseManifest = tryGit(root, 'show', `${found.base}:${prefix}package.json`);
    if (baseManifest && JSON.parse(baseManifest).version !== manifest.version) continue;
    const files = [...changed]
      .filter((file) => file.startsWith(prefix) && ships(file.slice(prefix.length), manifest))
      .sort();
    if (files.length > 0) missing.push({ name: manifest.name, files });
  }
  return { ref: found.ref, missing };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = relative(process.cwd(), join(import.meta.dirname, '..')) || '.';
  const result = checkChangesets(root);
  if (result.skip) {
    console.log(`changesets: not checked — ${result.skip}`);
  } else if (result.missing.length === 0) {
    console.log(`changesets: every published package changed since ${result.ref} has a changeset`);
  } else {
    console.error(`changesets: published packages changed since ${result.ref} without a changeset:`);
    for (const { name, files } of result.missing) {
      console.error(
        `  ${name}: ${files.slice(0, 5).join(', ')}${files.length > 5 ? ` (+${files.length - 5})` : ''}`,
      );
    }
    console.error(
      'Record each change with `pnpm changeset` (what changed for the package’s users), and commit it.',
    );
    process.exit(1);
  }
}
