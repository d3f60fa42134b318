import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { docgenOptions } from './docgen.ts';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // Stories sit beside the components in packages/ui.
  stories: ['../../../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Prop tables with TSDoc descriptions (see docgen.ts).
  typescript: { reactDocgen: 'react-docgen-typescript', reactDocgenTypescriptOptions: docgenOptions },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()];
    // The locale toolbar's texts come from @ironmark/content's demo files, whose modules import the
    // `server-only` marker (it throws in a browser bundle): swap it for a no-op here.
    const serverOnly = fileURLToPath(new URL('./server-only.ts', import.meta.url));
    const alias = viteConfig.resolve?.alias;
    viteConfig.resolve = {
      ...viteConfig.resolve,
      alias: [
        ...(Array.isArray(alias) ? alias : Object.entries(alias ?? {}).map(([find, replacement]) => ({ find, replacement }))),
        { find: /^server-only$/, replacement: serverOnly },
      ],
    };
    return viteConfig;
  },
};

export default config;
