#!/usr/bin/env node
// The browser tests (Storybook story tests, Playwright end-to-end, Lighthouse) drive a system Chromium.
// Find it, or say clearly how to get one.
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const found = candidates.find((path) => path && existsSync(path));
if (!found) {
  console.error(
    [
      'No Chromium found for the browser tests.',
      'Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`) or point CHROME_PATH at a Chrome/Chromium binary.',
      'Browser downloads (`playwright install`) are not used by this project.',
    ].join('\n'),
  );
  process.exit(1);
}
console.log(`Chromium for browser tests: ${found}`);
