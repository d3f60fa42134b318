#!/usr/bin/env node
// Packs the package in the current folder the way `pnpm publish` would (publishConfig swapped in),
// then checks the tarball with publint and @arethetypeswrong/cli. Run from a package's `lint` script.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const out = mkdtempSync(join(tmpdir(), 'ironmark-pack-'));
const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });
try {
  execFileSync('pnpm', ['pack', '--pack-destination', out], { stdio: ['ignore', 'ignore', 'inherit'] });
  const tarball = join(
    out,
    readdirSync(out).find((file) => file.endsWith('.tgz')),
  );
  run('publint', ['run', tarball, '--strict']);
  // Stylesheets are exports too, but not modules: attw has nothing to resolve there.
  const { publishConfig } = JSON.parse(readFileSync('package.json', 'utf8'));
  const styles = Object.keys(publishConfig?.exports ?? {}).filter((key) => key.endsWith('.css'));
  const exclude = styles.length > 0 ? ['--exclude-entrypoints', ...styles] : [];
  run('attw', [tarball, '--profile', 'esm-only', '--format', 'ascii', ...exclude]);
} finally {
  rmSync(out, { recursive: true, force: true });
}
