#!/usr/bin/env node
// The browser tests (Storybook story tests, Playwright end-to-end, Lighthouse) drive a system Chromium.
// Find it; when there is none and this user may install packages (root, or sudo without a password),
// install Debian's `chromium` with apt-get, as CI does. Otherwise print the one command to run.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Where a Chromium is looked for, in order. */
export const CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The one command a user without root runs to get the browser. */
export const INSTALL_COMMAND = 'sudo apt-get install -y chromium';

const onPath = (command) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** What {@link ensureChromium} needs from the machine; the defaults use the real one. */
export const machine = {
  exists: existsSync,
  isRoot: () => process.getuid?.() === 0,
  canSudo: () => onPath('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0,
  hasApt: () => process.platform === 'linux' && onPath('apt-get'),
  /** Runs a command with the terminal attached; throws when it fails. */
  run: (command, args) => execFileSync(command, args, { stdio: 'inherit' }),
};

/**
 * Resolves the Chromium for the browser tests: CHROME_PATH or a known path; else installs Debian's
 * `chromium` when allowed. Returns `{ path }` or `{ error }` (the message naming the one command).
 */
export function ensureChromium({
  env = process.env,
  paths = CHROMIUM_PATHS,
  host = machine,
  log = console.log,
} = {}) {
  const find = () => [env.CHROME_PATH, ...paths].find((path) => path && host.exists(path));
  const found = find();
  if (found) return { path: found };
  const asRoot = host.isRoot() ? [] : host.canSudo() ? ['sudo', '-n'] : undefined;
  if (asRoot && host.hasApt()) {
    log("No Chromium found for the browser tests: installing Debian's chromium (apt-get) …");
    const apt = (...args) => {
      const [command, ...rest] = [...asRoot, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args];
      host.run(command, rest);
    };
    try {
      apt('update', '-qq');
      apt('install', '-y', '-qq', 'chromium');
    } catch (error) {
      return { error: `Installing chromium failed (${error.message}). Run: ${INSTALL_COMMAND}` };
    }
    const installed = find();
    if (installed) return { path: installed };
    return {
      error: `apt-get installed chromium, but no binary is at ${paths.join(' or ')}. Set CHROME_PATH.`,
    };
  }
  return {
    error: [
      'No Chromium found for the browser tests. Run this once, then the test command again:',
      `  ${host.hasApt() ? INSTALL_COMMAND : 'install Chromium or Chrome, then export CHROME_PATH=/path/to/chrome'}`,
      '(or point CHROME_PATH at a Chrome/Chromium binary; `playwright install` downloads are not used here)',
    ].join('\n'),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = ensureChromium();
  if (result.error) {
    console.error(result.error);
    process.exit(1);
  }
  console.log(`Chromium for browser tests: ${result.path}`);
}
