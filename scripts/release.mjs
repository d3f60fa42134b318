#!/usr/bin/env node
// pnpm release [--dry-run]
//   1. versions the published packages from the pending changesets (`changeset version`: new versions,
//      CHANGELOG.md entries, the changesets consumed); --dry-run versions a scratch copy of the
//      manifests and changesets instead and prints the plan, leaving the checkout untouched;
//   2. builds the packages (turbo);
//   3. checks each packed package with publint and attw (scripts/check-publish.mjs);
//   4. packs each package as a dry run and lists name@version, files and size.
// It never publishes: review and commit the versions, then `pnpm -r publish --access public`.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const dryRun = process.argv.includes('--dry-run');
const run = (command, args, cwd = root) => execFileSync(command, args, { cwd, stdio: 'inherit' });
const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
const step = (text) => console.log(`\n▶ release${dryRun ? ' (dry run)' : ''}: ${text}`);

const packageDirs = readdirSync(join(root, 'packages'))
  .map((name) => join(root, 'packages', name))
  .filter((dir) => existsSync(join(dir, 'package.json')) && !read(join(dir, 'package.json')).private);
const pending = readdirSync(join(root, '.changeset')).filter((f) => f.endsWith('.md') && f !== 'README.md');
const changesetBin = join(root, 'node_modules', '.bin', 'changeset');

step(`version ${packageDirs.length} packages from ${pending.length} pending changesets`);
if (dryRun) {
  // A scratch workspace with just what `changeset version` reads: manifests, changelogs, changesets.
  const scratch = mkdtempSync(join(tmpdir(), 'ironmark-release-'));
  try {
    for (const file of ['package.json', 'pnpm-workspace.yaml', '.changeset']) {
      cpSync(join(root, file), join(scratch, file), { recursive: true });
    }
    for (const folder of ['packages', 'apps']) {
      for (const name of readdirSync(join(root, folder))) {
        const from = join(root, folder, name);
        if (!existsSync(join(from, 'package.json'))) continue;
        mkdirSync(join(scratch, folder, name), { recursive: true });
        for (const file of ['package.json', 'CHANGELOG.md']) {
          if (existsSync(join(from, file))) cpSync(join(from, file), join(scratch, folder, name, file));
        }
      }
    }
    execFileSync(changesetBin, ['version'], { cwd: scratch, stdio: ['ignore', 'ignore', 'inherit'] });
    for (const dir of packageDirs) {
      const before = read(join(dir, 'package.json'));
      const after = read(join(scratch, 'packages', dir.split('/').at(-1), 'package.json'));
      console.log(`  ${before.name}: ${before.version} → ${after.version}`);
    }
    const left = readdirSync(join(scratch, '.changeset')).filter(
      (f) => f.endsWith('.md') && f !== 'README.md',
    );
    if (left.length > 0)
      throw new Error(`changeset version left ${left.length} changesets unconsumed: ${left}`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
} else if (pending.length === 0) {
  console.log('  no pending changesets: the versions stay as they are');
} else {
  run(changesetBin, ['version']);
}

step('build');
run('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=./packages/*', '--output-logs=errors-only']);

step('publint and attw on each packed package');
for (const dir of packageDirs) {
  console.log(`  ${read(join(dir, 'package.json')).name}`);
  run('pnpm', ['exec', 'node', join(root, 'scripts', 'check-publish.mjs')], dir);
}

step('pack (dry run)');
for (const dir of packageDirs) {
  const out = execFileSync('pnpm', ['pack', '--dry-run', '--json'], { cwd: dir, encoding: 'utf8' });
  const packed = JSON.parse(out.slice(out.indexOf('{')));
  const files = packed.files ?? [];
  console.log(`  ${packed.name}@${packed.version}: ${files.length} files`);
}

console.log(
  dryRun
    ? '\nrelease dry run: nothing was changed. `pnpm release` versions for real.'
    : '\nrelease: versions and CHANGELOGs written. Review and commit them, then publish: pnpm -r publish --access public',
);
