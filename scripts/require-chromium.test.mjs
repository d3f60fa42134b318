// The test command's Chromium step: found → used; missing → installed when root or passwordless sudo
// may (apt-get, as CI does); otherwise the one command to run. The machine is a recording fake here.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CHROMIUM_PATHS, ensureChromium, INSTALL_COMMAND } from './require-chromium.mjs';

function fakeMachine({ present = [], root = false, sudo = false, apt = true, installs = true } = {}) {
  const files = new Set(present);
  const commands = [];
  return {
    commands,
    host: {
      exists: (path) => files.has(path),
      isRoot: () => root,
      canSudo: () => sudo,
      hasApt: () => apt,
      run: (command, args) => {
        commands.push([command, ...args].join(' '));
        if (args.includes('install')) {
          if (!installs) throw new Error('exit status 100');
          files.add('/usr/bin/chromium');
        }
      },
    },
  };
}

const quiet = () => {};

describe('ensureChromium', () => {
  test('uses CHROME_PATH first, then the known paths, installing nothing', () => {
    const { host, commands } = fakeMachine({ present: ['/opt/chrome', '/usr/bin/chromium'], root: true });
    assert.deepEqual(ensureChromium({ env: { CHROME_PATH: '/opt/chrome' }, host, log: quiet }), {
      path: '/opt/chrome',
    });
    assert.deepEqual(ensureChromium({ env: {}, host, log: quiet }), { path: '/usr/bin/chromium' });
    assert.deepEqual(commands, []);
  });

  test('as root, installs Debian chromium with apt-get and uses it', () => {
    const { host, commands } = fakeMachine({ root: true });
    assert.deepEqual(ensureChromium({ env: {}, host, log: quiet }), { path: CHROMIUM_PATHS[0] });
    assert.deepEqual(commands, [
      'env DEBIAN_FRONTEND=noninteractive apt-get update -qq',
      'env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
    ]);
  });

  test('with passwordless sudo, installs through sudo -n', () => {
    const { host, commands } = fakeMachine({ sudo: true });
    assert.deepEqual(ensureChromium({ env: {}, host, log: quiet }), { path: CHROMIUM_PATHS[0] });
    assert.ok(commands.every((command) => command.startsWith('sudo -n env DEBIAN_FRONTEND=noninteractive')));
    assert.equal(commands.length, 2);
  });

  test('without root or sudo, installs nothing and names the one command', () => {
    const { host, commands } = fakeMachine();
    const result = ensureChromium({ env: {}, host, log: quiet });
    assert.match(result.error, new RegExp(INSTALL_COMMAND.replaceAll(' ', '\\s+')));
    assert.deepEqual(commands, []);
  });

  test('a failed install names the command too', () => {
    const { host } = fakeMachine({ root: true, installs: false });
    assert.match(
      ensureChromium({ env: {}, host, log: quiet }).error,
      /Installing chromium failed.*apt-get install/,
    );
  });

  test('without apt-get, asks for a Chrome and CHROME_PATH', () => {
    const { host, commands } = fakeMachine({ root: true, apt: false });
    assert.match(ensureChromium({ env: {}, host, log: quiet }).error, /export CHROME_PATH=/);
    assert.deepEqual(commands, []);
  });
});
