/** The storefront app folder (apps/storefront). */
export const appDir: string;
/** Throws a clear error when the storefront has not been built. */
export function assertBuilt(): void;
/** Node options every storefront server runs with ('--disable-proto=delete'). */
export const HARDENED_NODE_OPTIONS: string;
/** `NODE_OPTIONS` with {@link HARDENED_NODE_OPTIONS} added once. */
export function hardenedNodeOptions(existing?: string): string;
/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number>;
/** A fresh temporary folder. */
export function tempDir(prefix?: string): string;
/** Process ids of a process group. */
export function groupPids(pgid: number): number[];
/** Resident memory of a process group in MB, or null when none is left. */
export function groupRssMb(pgid: number): number | null;

export interface StartOptions {
  dataDir?: string;
  env?: Record<string, string>;
  port?: number;
  readyPath?: string;
  timeoutMs?: number;
  /** Run with {@link HARDENED_NODE_OPTIONS} (default true). */
  hardened?: boolean;
}

export interface RunningStorefront {
  readonly origin: string;
  /** Milliseconds from spawning `next start` until the first page answered. */
  firstPageMs?: number;
  readonly port: number;
  readonly dataDir: string;
  readonly pgid: number;
  log(): string;
  alive(): boolean;
  exited(): { code: number | null; signal: NodeJS.Signals | null } | null;
  rssMb(): number | null;
  signal(signal: NodeJS.Signals): void;
  kill(): Promise<void>;
  stop(graceMs?: number): Promise<void>;
  removeData(): void;
}

/** Starts `next start` on 127.0.0.1 in its own process group and waits until it answers. */
export function startStorefront(options?: StartOptions): Promise<RunningStorefront>;
