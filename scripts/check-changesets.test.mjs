// The changeset check, on scratch git repositories: a branch changing what a package ships fails until
// a changeset names the package; tests, stories and docs need none; main, a clone without main and a
// shallow clone are handled.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, test } from 'node:test';
import { checkChangesets, packagesOfChangeset, ships } from './check-changesets.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'ironmark-changesets-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const env = {
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@example.com',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@example.com',
};
const git = (cwd, ...args) =>
  execFileSync('git', args, { cwd, env: { ...process.env, ...env }, stdio: 'pipe' });
const write = (root, file, text) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
};

let count = 0;
/** A repository whose main has two packages (one private), checked out on a new branch. */
function repo() {
  const root = join(scratch, `repo-${count++}`);
  mkdirSync(root);
  git(root, 'init', '-q', '-b', 'main');
  write(
    root,
    'packages/cart/package.json',
    JSON.stringify({ name: '@x/cart', version: '0.1.0', files: ['dist', 'theme.css'] }),
  );
  write(root, 'packages/cart/src/index.ts', 'export const a = 1;\n');
  write(root, 'packages/tools/package.json', JSON.stringify({ name: '@x/tools', private: true }));
  write(root, 'packages/tools/src/index.ts', 'export const b = 1;\n');
  write(root, '.changeset/old.md', "---\n'@x/cart': minor\n---\n\nAn earlier change.\n");
  git(root, 'add', '-A');
  git(root, 'commit', '-qm', 'main');
  git(root, 'checkout', '-qb', 'feature');
  return root;
}

describe('checkChangesets', () => {
  test('fails on a changed source file without a changeset, naming package and file', () => {
    const root = repo();
    write(root, 'packages/cart/src/index.ts', 'export const a = 2;\n');
    assert.deepEqual(checkChangesets(root, {}).missing, [
      { name: '@x/cart', files: ['packages/cart/src/index.ts'] },
    ]);
  });

  test('counts committed and untracked files, and published files outside src', () => {
    const root = repo();
    write(root, 'packages/cart/src/new.ts', 'export const c = 1;\n');
    write(root, 'packages/cart/theme.css', ':root{}\n');
    git(root, 'add', 'packages/cart/theme.css');
    git(root, 'commit', '-qm', 'theme');
    assert.deepEqual(checkChangesets(root, {}).missing[0].files, [
      'packages/cart/src/new.ts',
      'packages/cart/theme.css',
    ]);
  });

  test('passes once a changeset on the branch names the package (an older one on main does not count)', () => {
    const root = repo();
    write(root, 'packages/cart/src/index.ts', 'export const a = 2;\n');
    assert.equal(checkChangesets(root, {}).missing.length, 1);
    write(root, '.changeset/new-a.md', "---\n'@x/cart': patch\n---\n\nA changed.\n");
    assert.deepEqual(checkChangesets(root, {}).missing, []);
  });

  test('a package versioned on the branch (its changesets consumed) is covered', () => {
    const root = repo();
    write(root, 'packages/cart/src/index.ts', 'export const a = 2;\n');
    write(
      root,
      'packages/cart/package.json',
      JSON.stringify({ name: '@x/cart', version: '0.2.0', files: ['dist'] }),
    );
    rmSync(join(root, '.changeset/old.md'));
    assert.deepEqual(checkChangesets(root, {}).missing, []);
  });

  test('needs none for tests, stories, fixtures, docs or a private package', () => {
    const root = repo();
    write(root, 'packages/cart/src/index.test.ts', 'test;\n');
    write(root, 'packages/cart/src/card.stories.tsx', 'story;\n');
    write(root, 'packages/cart/src/__fixtures__/a.ts', 'x;\n');
    write(root, 'packages/cart/README.md', '# cart\n');
    write(root, 'packages/tools/src/index.ts', 'export const b = 2;\n');
    assert.deepEqual(checkChangesets(root, {}).missing, []);
  });

  test('on main there is nothing to compare; without main in the clone it says so', () => {
    const root = repo();
    git(root, 'checkout', '-q', 'main');
    assert.deepEqual(checkChangesets(root, {}).missing, []);
    const lone = join(scratch, 'lone');
    git(scratch, 'clone', '-q', '--single-branch', '--branch', 'feature', root, lone);
    git(lone, 'update-ref', '-d', 'refs/remotes/origin/main');
    assert.match(checkChangesets(lone, {}).skip, /no main or origin\/main/);
  });

  test('a shallow clone is deepened to find the fork point', () => {
    const root = repo();
    write(root, 'packages/cart/src/index.ts', 'export const a = 2;\n');
    git(root, 'commit', '-qam', 'change');
    const shallow = join(scratch, 'shallow');
    git(scratch, 'clone', '-q', '--depth', '1', '--no-single-branch', `file://${root}`, shallow);
    git(shallow, 'checkout', '-q', 'feature');
    assert.deepEqual(checkChangesets(shallow, { CHANGESET_BASE: 'origin/main' }).missing, [
      { name: '@x/cart', files: ['packages/cart/src/index.ts'] },
    ]);
  });
});

describe('helpers', () => {
  test('ships', () => {
    const manifest = { files: ['dist', 'tsconfig'] };
    for (const file of ['src/a.ts', 'data/x.json', 'package.json', 'tsconfig/base.json'])
      assert.ok(ships(file, manifest), file);
    for (const file of [
      'src/a.test.ts',
      'src/b.stories.tsx',
      'src/testing/x.ts',
      'README.md',
      'vitest.config.ts',
    ]) {
      assert.ok(!ships(file, manifest), file);
    }
  });

  test('packagesOfChangeset', () => {
    assert.deepEqual(packagesOfChangeset('---\n\'@x/a\': minor\n"@x/b": patch\n---\n\nText: major\n'), [
      '@x/a',
      '@x/b',
    ]);
  });
});
