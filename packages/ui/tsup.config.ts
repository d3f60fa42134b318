import { defineConfig } from 'tsup';

// Files are transpiled one by one (no bundling) so each keeps its own 'use client' directive.
export default defineConfig({
  entry: ['src/**/*.ts', 'src/**/*.tsx', '!src/**/*.test.*', '!src/**/*.stories.*', '!src/test/**'],
  bundle: false,
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
});
