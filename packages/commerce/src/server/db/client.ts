import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { migrations } from './migrations';
import { schema, schemaMigrations } from './schema';

/** The one query layer over PGlite and PostgreSQL (drizzle's PostgreSQL dialect). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction of {@link Database}. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** An open database: the query layer, which engine is behind it, and how to close it. */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * LISTENs on `channel` (PostgreSQL: on a connection of its own, re-established after a loss;
   * PGlite: in process). `onListening` runs each time the listen is (re)established — notices sent
   * while it was down are lost. Resolves to the function that stops listening.
   */
  listen?(
    channel: string,
    onNotice: (payload: string) => void,
    onListening?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Where the data lives: a PostgreSQL URL, or a PGlite data folder ('memory://' for a throw-away database). */
export type DatabaseConfig = { databaseUrl: string } | { dataDir: string };

// A new PGlite cluster runs initdb inside WASM: 2–6 s on our 2 cores. Throw-away ('memory://')
// databases start instead from an image of a freshly initialised cluster, made once per process
// (≈ 1.5 s per open after that). Test suites open dozens of them.
let freshClusterImage: Promise<Blob> | undefined;

function freshCluster(): Promise<Blob> {
  freshClusterImage ??= (async () => {
    const cluster = await PGlite.create('memory://');
    try {
      return await cluster.dumpDataDir('none');
    } finally {
      await cluster.close();
    }
  })();
  freshClusterImage.catch(() => {
    freshClusterImage = undefined;
  });
  return freshClusterImage;
}

/**
 * Opens the database: PostgreSQL through postgres.js when `databaseUrl` is given, else PGlite in
 * `{dataDir}/pglite` (created when missing), or in memory for a `memory://` data folder (started
 * from a fresh cluster's image). Nothing is migrated here; call {@link migrate}.
 */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if ('databaseUrl' in config) {
    const client = postgres(config.databaseUrl, {
      max: 10,
      connect_timeout: 5,
      idle_timeout: 30,
      onnotice: () => {},
    });
    const db = drizzlePostgres({ client, schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      async listen(channel, onNotice, onListening) {
        const listening = await client.listen(channel, onNotice, onListening);
        return () => listening.unlisten();
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  const memory = config.dataDir.startsWith('memory://');
  const dataDir = memory ? config.dataDir : join(config.dataDir, 'pglite');
  if (!memory) mkdirSync(dataDir, { recursive: true });
  const client = memory
    ? await PGlite.create(dataDir, { loadDataDir: await freshCluster() })
    : await PGlite.create(dataDir);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async listen(channel, onNotice, onListening) {
      const stop = await client.listen(channel, onNotice);
      onListening?.();
      return () => stop();
    },
    close: () => client.close(),
  };
}

// Any constant works; it only has to be the same for every instance of this backend.
const MIGRATION_LOCK = 7_261_927;

/**
 * Applies the pending {@link migrations} in one transaction under an advisory lock, so several
 * instances starting at once against one PostgreSQL apply each migration exactly once.
 * Returns the ids it applied. `list` defaults to every migration (tests pass a prefix to build a
 * database as an earlier release left it).
 */
export async function migrate(
  db: Database,
  list: readonly { id: string; sql: string }[] = migrations,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(
      sql`CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const applied = new Set(
      (await tx.select({ id: schemaMigrations.id }).from(schemaMigrations)).map((row) => row.id),
    );
    const pending = list.filter((migration) => !applied.has(migration.id));
    for (const migration of pending) {
      for (const statement of migration.sql.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.insert(schemaMigrations).values({ id: migration.id });
    }
    return pending.map((migration) => migration.id);
  });
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EAI_AGAIN',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '3D000', // invalid_catalog_name: the database does not exist
  '08000',
  '08001',
  '08003',
  '08006',
]);

/** Whether an error means the database cannot be reached (⇒ 503), as opposed to a query failing. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
