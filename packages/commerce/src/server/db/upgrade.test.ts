// Migrations apply to a database an earlier release created and filled (a deployment upgrading), not
// only to fresh ones: on PGlite (a data folder) and on PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { recordingLogger, testBackends, testEnv } from '../../testing/backends';
import { createCommerce } from '../commerce';
import { type DatabaseConfig, migrate, openDatabase } from './client';
import { migrations } from './migrations';

const backends = await testBackends();
/** The migrations of the release before issue 14's concurrency guards. */
const PREVIOUS_RELEASE = migrations.filter((migration) => migration.id < '0003');

describe.each(backends)('upgrading a $name database of the previous release', (backend) => {
  const dir = mkdtempSync(join(tmpdir(), 'ironmark-upgrade-'));
  const config: DatabaseConfig = backend.databaseUrl
    ? { databaseUrl: backend.databaseUrl }
    : { dataDir: dir };
  afterAll(async () => {
    await backend.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps its orders, links them to their sessions and enforces one order per session from then on', async () => {
    const old = await openDatabase(config);
    try {
      expect(await migrate(old.db, PREVIOUS_RELEASE)).toEqual(['0001_initial', '0002_checkout_sessions']);
      // Rows as the previous release wrote them (its columns only).
      const order = (number: string, key: string) => sql`
        INSERT INTO orders (order_number, idempotency_key, status, channel, currency, vat_included, email,
          contact, delivery_address, invoice_address, delivery_method, payment_method, subtotal, discount,
          tax_kind, tax, shipping, gift_card_amount, total)
        VALUES (${number}, ${key}, 'paid', 'en-us', 'usd', false, 'old@example.com', '{}', '{}', '{}',
          'default', 'card', 1000, 0, 'sales-tax', 0, 0, 0, 1000)`;
      await old.db.execute(order('IM-4000001', 'legacy-key-0001'));
      await old.db.execute(order('IM-4000002', 'legacy-key-0002'));
      await old.db.execute(sql`
        INSERT INTO checkout_sessions (id, channel, lines, status, order_number, created_at, last_active_at)
        VALUES ('legacy-session', 'en-us', '[]', 'placed', 'IM-4000001', now(), now())`);
    } finally {
      await old.close();
    }

    const commerce = createCommerce({
      env: testEnv(backend.databaseUrl ? { DATABASE_URL: backend.databaseUrl } : { DATA_DIR: dir }),
      logger: recordingLogger(),
    });
    try {
      const { db } = await commerce.database();
      const applied = await db.execute(sql`SELECT id FROM schema_migrations ORDER BY id`);
      const rowsOf = (result: unknown) =>
        (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
      expect(rowsOf(applied).map((row) => row.id)).toEqual(migrations.map((migration) => migration.id));
      const linked = await db.execute(
        sql`SELECT order_number, session_id, request_hash FROM orders ORDER BY order_number`,
      );
      expect(rowsOf(linked)).toEqual([
        { order_number: 'IM-4000001', session_id: 'legacy-session', request_hash: null },
        { order_number: 'IM-4000002', session_id: null, request_hash: null },
      ]);
      // A second order for the already placed session is refused by the database itself.
      await expect(
        db.execute(sql`
          INSERT INTO orders (idempotency_key, session_id, status, channel, currency, vat_included, email,
            contact, delivery_address, invoice_address, delivery_method, payment_method, subtotal, discount,
            tax_kind, tax, shipping, gift_card_amount, total)
          VALUES ('another-key-01', 'legacy-session', 'paid', 'en-us', 'usd', false, 'x@example.com', '{}',
            '{}', '{}', 'default', 'card', 1, 0, 'sales-tax', 0, 0, 0, 1)`),
      ).rejects.toThrow();
      // The upgraded database serves the new routes: an idempotent quote, and the old orders' lookups.
      const services = await commerce.services();
      expect(await services.orders.status('IM-4000002', 'old@example.com')).toMatchObject({ total: 1000 });
      const body = {
        channel: 'en-us',
        topic: 'sales' as const,
        name: 'Ada',
        email: 'upgrade@example.com',
        message: 'After the upgrade',
      };
      const first = await services.contact.send(body, { idempotencyKey: 'upgrade-key-01' });
      expect(await services.contact.send(body, { idempotencyKey: 'upgrade-key-01' })).toEqual(first);
    } finally {
      await commerce.close();
    }
  });
});
