import { nodePreset } from '@ironmark/config/vitest/presets';
import { defineConfig } from 'vitest/config';

export default defineConfig(nodePreset);
