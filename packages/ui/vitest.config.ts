import { domPreset } from '@ironmark/config/vitest/presets';
import { defineConfig, mergeConfig } from 'vitest/config';

export default defineConfig(mergeConfig(domPreset, { test: { setupFiles: ['./src/test/setup.ts'] } }));
