import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { assertBuilt, type RunningStorefront, startStorefront } from '../bench/lib/server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the shared storefront server, e.g. http://127.0.0.1:41234. */
    origin: string;
    /** Process group id of the shared server (for memory samples). */
    pgid: number;
    /** DATA_DIR of the shared server. */
    dataDir: string;
  }
}

let shared: RunningStorefront | undefined;

/** Starts one storefront (fresh temp DATA_DIR, embedded defaults) shared by the files that only read or post. */
export default async function setup(project: TestProject) {
  assertBuilt();
  // memory-probe.cjs: a full collection and a memory reading on SIGUSR2 (the soak's leak measure).
  const probe = fileURLToPath(new URL('./memory-probe.cjs', import.meta.url));
  const nodeOptions = [process.env.NODE_OPTIONS, `--require ${probe}`].filter(Boolean).join(' ');
  shared = await startStorefront({ env: { NODE_OPTIONS: nodeOptions } });
  project.provide('origin', shared.origin);
  project.provide('pgid', shared.pgid);
  project.provide('dataDir', shared.dataDir);
  return async () => {
    await shared?.stop();
    shared?.removeData();
  };
}
