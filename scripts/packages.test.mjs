// The published packages install and load outside this workspace, as another team would use them:
// every package is packed (`pnpm pack`, publishConfig applied, workspace: and catalog: versions
// resolved), the tarballs are installed into a scratch project in the system temp folder, each
// entry of each package is imported by plain Node ESM, and @ironmark/ui's entries are bundled by a
// Vite React app build. Needs the packages built (`pnpm build`; the test command's turbo run does it).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The workspace's published packages: `packages/*` without `private`. */
export function publishedPackages() {
  return readdirSync(join(root, 'packages'))
    .map((name) => ({ dir: join(root, 'packages', name), name }))
    .filter(({ dir }) => existsSync(join(dir, 'package.json')))
    .map(({ dir }) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }))
    .filter(({ manifest }) => !manifest.private);
}

/** The `catalog:` versions of pnpm-workspace.yaml. */
function catalog() {
  const yaml = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const section = yaml.slice(yaml.indexOf('\ncatalog:'));
  const versions = {};
  for (const match of section.matchAll(/^ {2}'?([^':\s]+)'?:\s*([\w.^~-]+)\s*$/gm))
    versions[match[1]] = match[2];
  return versions;
}

/** Child processes see none of the workspace's pnpm/npm settings. */
const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !/^(npm_|pnpm_|PNPM_|INIT_CWD$|TURBO_)/i.test(key)),
);

const packages = publishedPackages();
let scratch;
let consumer;

before(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'ironmark-consumer-'));
  const tarballs = join(scratch, 'tarballs');
  mkdirSync(tarballs);
  for (const { dir, manifest } of packages) {
    assert.ok(existsSync(join(dir, 'dist')), `${manifest.name} is not built: run \`pnpm build\` first`);
  }
  // pnpm pack of each package, two at a time.
  const queue = [...packages];
  const packOne = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      await run('pnpm', ['pack', '--pack-destination', tarballs], { cwd: next.dir, env: cleanEnv });
    }
  };
  await Promise.all([packOne(), packOne()]);
  const tarballOf = Object.fromEntries(
    packages.map(({ manifest }) => {
      const file = `${manifest.name.replace('@', '').replace('/', '-')}-${manifest.version}.tgz`;
      assert.ok(existsSync(join(tarballs, file)), `pnpm pack wrote no ${file}`);
      return [manifest.name, `file:${join(tarballs, file)}`];
    }),
  );
  const versions = catalog();
  consumer = join(scratch, 'app');
  mkdirSync(join(consumer, 'src'), { recursive: true });
  const externals = ['react', 'react-dom', '@tanstack/react-query', 'vite', '@vitejs/plugin-react'];
  writeFileSync(
    join(consumer, 'package.json'),
    JSON.stringify({
      name: 'ironmark-consumer',
      private: true,
      type: 'module',
      dependencies: {
        ...tarballOf,
        ...Object.fromEntries(externals.map((name) => [name, versions[name]])),
      },
    }),
  );
  // The tarballs depend on each other by version; point those at the tarballs, not the registry.
  writeFileSync(
    join(consumer, 'pnpm-workspace.yaml'),
    [
      'pmOnFail: ignore',
      'allowBuilds:',
      '  esbuild: true',
      'overrides:',
      ...Object.entries(tarballOf).map(([name, spec]) => `  '${name}': '${spec}'`),
      '',
    ].join('\n'),
  );
  await run('pnpm', ['install', '--prefer-offline', '--reporter=append-only'], {
    cwd: consumer,
    env: cleanEnv,
    maxBuffer: 64 * 1024 * 1024,
  });
});

after(() => rmSync(scratch, { recursive: true, force: true }));

/** The import specifiers of a package's published module entries (no stylesheets, no JSON presets). */
function entriesOf(name) {
  const manifest = JSON.parse(readFileSync(join(consumer, 'node_modules', name, 'package.json'), 'utf8'));
  return Object.keys(manifest.exports ?? { '.': manifest.main })
    .filter((key) => !key.includes('*') && !/\.(css|json)$/.test(key))
    .map((key) => (key === '.' ? name : `${name}/${key.slice(2)}`));
}

/**
 * Imports each specifier in one fresh plain Node process; resolves to `{ specifier: names | { error } }`
 * (the export names, or the error it threw).
 */
async function importInNode(specifiers, conditions = []) {
  const script = `
    const results = {};
    for (const specifier of ${JSON.stringify(specifiers)}) {
      try { results[specifier] = Object.keys(await import(specifier)); }
      catch (error) { results[specifier] = { error: String(error?.stack ?? error) }; }
    }
    console.log(JSON.stringify(results));`;
  const { stdout } = await run(
    process.execPath,
    [...conditions.map((c) => `--conditions=${c}`), '--input-type=module', '-e', script],
    { cwd: consumer, env: cleanEnv, maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1));
}

/** Like importInNode; when one entry brings the process down, one process per entry. */
async function importEach(specifiers, conditions = []) {
  try {
    return await importInNode(specifiers, conditions);
  } catch {
    // `server-only` throws from CommonJS while loading, which ends the process, not just its import.
    const results = {};
    for (const specifier of specifiers) {
      try {
        Object.assign(results, await importInNode([specifier], conditions));
      } catch (error) {
        results[specifier] = { error: String(error.stderr || error.message) };
      }
    }
    return results;
  }
}

const SERVER_ONLY = 'It should only be used from a Server Component';

describe('published packages, installed from their tarballs outside the workspace', {
  concurrency: 2,
}, () => {
  for (const { manifest } of packages) {
    test(`${manifest.name}: every entry imports in plain Node ESM`, async () => {
      const results = await importEach(entriesOf(manifest.name));
      // Server entries import `server-only`, which loads only under the react-server condition
      // (Next.js sets it for server code; plain Node takes `--conditions=react-server`).
      const serverOnly = Object.keys(results).filter((s) => results[s].error?.includes(SERVER_ONLY));
      if (serverOnly.length > 0) Object.assign(results, await importEach(serverOnly, ['react-server']));
      for (const [specifier, result] of Object.entries(results)) {
        assert.ok(!result.error, `${specifier} does not load in Node:\n${result.error}`);
        assert.ok(result.length > 0, `${specifier} exports nothing`);
      }
    });
  }

  test('@ironmark/ui: every entry bundles in a Vite React app build', async () => {
    const entries = entriesOf('@ironmark/ui');
    assert.ok(entries.length >= 5, `@ironmark/ui has only ${entries.length} entries`);
    writeFileSync(
      join(consumer, 'index.html'),
      '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
    );
    writeFileSync(
      join(consumer, 'vite.config.js'),
      "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()], logLevel: 'warn' };\n",
    );
    writeFileSync(
      join(consumer, 'src', 'main.jsx'),
      [
        ...entries.map((specifier, i) => `import * as entry${i} from '${specifier}';`),
        "import { createRoot } from 'react-dom/client';",
        `const entries = [${entries.map((_, i) => `entry${i}`).join(', ')}];`,
        'createRoot(document.getElementById("root")).render(<p>{entries.map((e) => Object.keys(e).length).join(" ")}</p>);',
        '',
      ].join('\n'),
    );
    await run(join(consumer, 'node_modules', '.bin', 'vite'), ['build'], {
      cwd: consumer,
      env: { ...cleanEnv, NODE_ENV: 'production' },
      maxBuffer: 64 * 1024 * 1024,
    });
    const assets = readdirSync(join(consumer, 'dist', 'assets'));
    assert.ok(
      assets.some((file) => file.endsWith('.js')),
      `vite build wrote no script: ${assets.join(', ')}`,
    );
  });
});
