import path from 'node:path';
import { fileURLToPath } from 'node:url';
import reactDocgenTypescript from '@joshwooding/vite-plugin-react-docgen-typescript';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { docgenOptions } from './.storybook/docgen.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Every story runs as a test in Debian's Chromium, with an axe check per story and a check that its
// docs page has a prop table. storybookTest leaves Storybook's docgen plugin out for speed, so the
// same docgen (same options as main.ts) is added back here for that check.
export default defineConfig({
  plugins: [
    reactDocgenTypescript({ ...docgenOptions, savePropValueAsString: true }),
    storybookTest({ configDir: path.join(dirname, '.storybook') }),
  ],
  // `TEST_STORY_THEME=dark` (turbo passes TEST_*) starts every story on the dark surface (preview.tsx `initialGlobals`): a one-off
  // axe pass over the dark theme. Not a second project in the default run: it doubles the run (~2.5 →
  // ~5 min on 2 cores).
  define: { __STORY_THEME__: JSON.stringify(process.env.TEST_STORY_THEME ?? 'light') },
  test: {
    name: 'storybook',
    reporters: ['default'],
    // The first story of a file waits for Vite to transform its imports: on 2 busy cores that alone
    // passed the 15 s default (a Root Panel story failed at 18.8 s with its assertions never reached).
    testTimeout: 60_000,
    // All story files share one iframe instead of a fresh page per file, which reloaded and re-ran
    // every module (preview, addons, axe-core, the components) 81 times: 300–410 s → 120–165 s on
    // 2 busy cores, the same 328 tests. Each story still renders into a cleaned-up canvas with its own
    // globals (the theme decorator sets or clears the root's theme every story); ui has no module state
    // a story could leave behind for the next file but caches of fixed data (translations, Intl names).
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
