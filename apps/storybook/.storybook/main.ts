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
    return viteConfig;
  },
};

export default config;
