import type { ViteUserConfig } from 'vitest/config';

/** Vitest preset for pure TypeScript packages: Node environment, colocated `*.test.ts`. */
export declare const nodePreset: ViteUserConfig;
/** Vitest preset for React packages: jsdom; add the package's Testing Library setup file. */
export declare const domPreset: ViteUserConfig;
