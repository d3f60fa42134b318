// Plain JavaScript: Vite loads config files without transpiling workspace packages.

/** Vitest preset for pure TypeScript packages: Node environment, colocated `*.test.ts`. */
export const nodePreset = {
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    reporters: ['default'],
    restoreMocks: true,
    unstubEnvs: true,
    // CI machines have 2 cores shared by the whole task graph: generous limits keep property tests
    // and database start-up (PGlite ≈ 2–3 s idle, far more under load) from failing on time alone.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Vitest's default on 2 cores is one worker, so a package ran its files one after another while
    // most of them wait on a database, an SMTP server or a timer: commerce took 359 s with one
    // worker and 92 s with two.
    maxWorkers: 2,
  },
};

/** Vitest preset for React packages: jsdom; add the package's Testing Library setup file. */
export const domPreset = {
  test: { ...nodePreset.test, environment: 'jsdom' },
};
