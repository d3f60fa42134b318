// Test helpers (not exported by the package): the backends every database suite runs against.
import { randomBytes } from 'node:crypto';
import { formatWithOptions } from 'node:util';
import { env, parseEnv } from '@ironmark/config/env';
import postgres from 'postgres';
import { demoCatalogue } from '../demo';
import { type Commerce, type CommerceOptions, createCommerce } from '../server/commerce';
import type { Logger } from '../server/services/outbox';

/** The PostgreSQL the suite tries when DATABASE_URL is unset (our machines and CI; trust auth). */
export const LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
/** The Redis the rate-limit suite tries when REDIS_URL is unset. */
export const LOCAL_REDIS_URL = 'redis://127.0.0.1:6379';

/**
 * A silent logger that keeps what was logged, for assertions: `lines` the messages, `output` each
 * line as the console would print it (message and details, errors with their causes).
 */
export function recordingLogger(): Logger & { lines: string[]; output: string[] } {
  const lines: string[] = [];
  const output: string[] = [];
  const keep = (message: string, details: unknown[]) => {
    lines.push(message);
    output.push(formatWithOptions({ depth: 8 }, message, ...details));
  };
  return {
    lines,
    output,
    info: (message, ...details) => keep(message, details),
    error: (message, ...details) => keep(message, details),
  };
}

/** The environment of a test backend: defaults, no external services. */
export function testEnv(overrides: Partial<CommerceOptions['env']> = {}): CommerceOptions['env'] {
  return {
    ...parseEnv({ SITE_URL: 'http://shop.test' }),
    DATABASE_URL: undefined,
    REDIS_URL: undefined,
    SMTP_URL: undefined,
    ...overrides,
  };
}

/** A backend the suite can run on: how to create a fresh commerce and how to throw its data away. */
export interface TestBackend {
  name: 'pglite' | 'postgres';
  /** The PostgreSQL database's URL (PostgreSQL only), e.g. to open it as an earlier release would. */
  databaseUrl?: string;
  create(options?: Partial<CommerceOptions>): Commerce;
  /** Drops the backend's database (PostgreSQL) — call once after every commerce is closed. */
  drop(): Promise<void>;
}

/** An in-memory PGlite backend. */
export function pgliteBackend(): TestBackend {
  return {
    name: 'pglite',
    create: (options = {}) =>
      createCommerce({
        logger: recordingLogger(),
        catalogue: demoCatalogue(),
        ...options,
        env: testEnv({ DATA_DIR: 'memory://', ...options.env }),
      }),
    drop: async () => {},
  };
}

/**
 * A PostgreSQL backend on a fresh database of its own (`ironmark_test_{random}`), created on the
 * server at DATABASE_URL (or {@link LOCAL_POSTGRES_URL}); undefined when no PostgreSQL answers.
 */
export async function postgresBackend(): Promise<TestBackend | undefined> {
  const adminUrl = env().DATABASE_URL ?? LOCAL_POSTGRES_URL;
  const admin = postgres(adminUrl, { connect_timeout: 2, max: 1, onnotice: () => {} });
  const name = `ironmark_test_${randomBytes(6).toString('hex')}`;
  try {
    await admin`SELECT 1`;
    await admin.unsafe(`CREATE DATABASE ${name}`);
  } catch {
    await admin.end({ timeout: 1 }).catch(() => undefined);
    return undefined;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name: 'postgres',
    databaseUrl: url.toString(),
    create: (options = {}) =>
      createCommerce({
        logger: recordingLogger(),
        catalogue: demoCatalogue(),
        ...options,
        env: testEnv({ DATABASE_URL: url.toString(), ...options.env }),
      }),
    drop: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/** PGlite always, plus PostgreSQL when one answers; says clearly when the PostgreSQL suite is skipped. */
export async function testBackends(): Promise<TestBackend[]> {
  const pg = await postgresBackend();
  if (!pg) {
    console.warn(
      `PostgreSQL suite skipped: no PostgreSQL answered at ${env().DATABASE_URL ?? LOCAL_POSTGRES_URL}. Only the PGlite suite ran.`,
    );
  }
  return pg ? [pgliteBackend(), pg] : [pgliteBackend()];
}
