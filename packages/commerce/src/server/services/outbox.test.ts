// The outbox delivered exactly once by any number of workers (issue 17): claims with
// FOR UPDATE SKIP LOCKED and a lease, retries with exponential backoff, dead letters — over a real
// SMTP server on loopback, on PGlite and on PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingLogger, type TestBackend, testBackends } from '../../testing/backends';
import { startSmtpServer, type TestSmtpServer } from '../../testing/smtp-server';
import type { Commerce } from '../commerce';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import { createOutbox, type Mailer, smtpMailer } from './outbox';

const backends = await testBackends();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function enqueueMany(db: Database, count: number, tag: string) {
  await db.transaction(async (tx) => {
    for (let index = 0; index < count; index += 1) {
      await tx.insert(outbox).values({
        kind: 'quote-request',
        recipient: 'experts@ironmark.example',
        subject: `${tag} ${index}`,
        body: `Message ${index}`,
      });
    }
  });
}

async function clear(db: Database) {
  await db.delete(outbox);
}

describe.each(backends.map((backend) => [backend.name, backend] as const))('outbox on %s', (_, backend) => {
  let commerces: Commerce[] = [];
  let smtp: TestSmtpServer;
  let db: Database;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // Three commerces on PostgreSQL (three connection pools, like three instances); PGlite has one.
    // They lend the tests their pools only: their own outbox workers stay off (`deliverMail: false`).
    // Left on, each swept the outbox every 15 s with its own mailer, and a sweep that fell between a
    // row coming due and a test's flush took the row from the test (a retry that never reached the
    // test's SMTP server, once, in a loaded CI run on PostgreSQL).
    const count = backend.name === 'postgres' ? 3 : 1;
    commerces = Array.from({ length: count }, () => backend.create({ seed: false, deliverMail: false }));
    db = (await commerces[0]!.database()).db;
    for (const commerce of commerces.slice(1)) await commerce.database();
  });

  afterAll(async () => {
    for (const commerce of commerces) await commerce.close();
    await (backend as TestBackend).drop();
    await smtp.close();
  });

  it('delivers 80 messages exactly once with 4 concurrent workers over SMTP', async () => {
    await clear(db);
    smtp.messages.length = 0;
    await enqueueMany(db, 80, 'exactly-once');
    const databases = await Promise.all(commerces.map(async (commerce) => (await commerce.database()).db));
    const workers = Array.from({ length: 4 }, (_, index) =>
      createOutbox({
        db: databases[index % databases.length]!,
        mailer: smtpMailer(smtp.url, 'Ironmark <shop@ironmark.example>', { name: `worker-${index}` }),
        logger: recordingLogger(),
        workerId: `worker-${index}`,
        batchSize: 7,
      }),
    );
    await Promise.all(workers.map((worker) => worker.flush()));

    const received = smtp.messages.filter((mail) => mail.subject.startsWith('exactly-once'));
    expect(received).toHaveLength(80);
    expect(new Set(received.map((mail) => mail.messageId)).size).toBe(80);
    expect(new Set(received.map((mail) => mail.subject)).size).toBe(80);
    // More than one worker took part (the claims interleave), and the table agrees.
    if (backend.name === 'postgres')
      expect(new Set(received.map((mail) => mail.client)).size).toBeGreaterThan(1);
    expect(await workers[0]!.counts()).toEqual({ pending: 0, sent: 80, dead: 0 });
    const rows = await db.select().from(outbox);
    expect(rows.every((row) => row.attempts === 1 && row.sentAt !== null)).toBe(true);
  });

  it('a worker that does not deliver sends nothing and leaves every message to one that does', async () => {
    await clear(db);
    smtp.messages.length = 0;
    await enqueueMany(db, 5, 'held');
    const mailer = smtpMailer(smtp.url, 'Ironmark <shop@ironmark.example>');
    const holding = createOutbox({ db, mailer, logger: recordingLogger(), deliver: false });
    holding.kick();
    holding.start();
    await holding.flush();
    holding.stop();
    expect(await holding.counts()).toEqual({ pending: 5, sent: 0, dead: 0 });
    expect(smtp.messages.filter((mail) => mail.subject.startsWith('held'))).toHaveLength(0);
    const delivering = createOutbox({ db, mailer, logger: recordingLogger() });
    await delivering.flush();
    expect(smtp.messages.filter((mail) => mail.subject.startsWith('held'))).toHaveLength(5);
  });

  it("retries a crashed worker's claimed rows once its lease expires, and not before", async () => {
    await clear(db);
    await enqueueMany(db, 10, 'lease');
    const sent: string[] = [];
    const recording: Mailer = {
      async send(message) {
        sent.push(message.subject);
      },
    };
    // The "crashed" worker claims 4 rows and hangs forever on the first send.
    const crashed = createOutbox({
      db,
      mailer: { send: () => new Promise<void>(() => {}) },
      logger: recordingLogger(),
      workerId: 'crashed',
      batchSize: 4,
      leaseMs: 1500,
    });
    crashed.kick();
    for (let waited = 0; waited < 5000; waited += 20) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(outbox)
        .where(eq(outbox.claimedBy, 'crashed'));
      if (row?.n === 4) break;
      await sleep(20);
    }
    const healthy = createOutbox({ db, mailer: recording, logger: recordingLogger(), workerId: 'healthy' });
    await healthy.flush();
    expect(sent.sort()).toEqual(['lease 4', 'lease 5', 'lease 6', 'lease 7', 'lease 8', 'lease 9']);
    await sleep(1600);
    await healthy.flush();
    expect(sent.sort()).toEqual(Array.from({ length: 10 }, (_, index) => `lease ${index}`).sort());
    expect(await healthy.counts()).toEqual({ pending: 0, sent: 10, dead: 0 });
  });

  it('never sends a row twice when a slow worker outlives its lease and another takes over', async () => {
    await clear(db);
    await enqueueMany(db, 8, 'slow');
    const sends = new Map<string, number>();
    const counting = (delayMs: number): Mailer => ({
      async send(message) {
        await sleep(delayMs);
        sends.set(message.subject, (sends.get(message.subject) ?? 0) + 1);
      },
    });
    // The slow worker claims all 8 rows with a 1.5 s lease and needs 0.3 s per e-mail (2.4 s in all).
    const slow = createOutbox({
      db,
      mailer: counting(300),
      logger: recordingLogger(),
      workerId: 'slow',
      leaseMs: 1500,
    });
    const running = slow.flush();
    await sleep(1700);
    // Its unrenewed claims have run out: the fast worker takes them and sends them.
    const fast = createOutbox({
      db,
      mailer: counting(0),
      logger: recordingLogger(),
      workerId: 'fast',
      leaseMs: 1500,
    });
    await fast.flush();
    await running;
    await fast.flush();
    expect([...sends.keys()].sort()).toEqual(Array.from({ length: 8 }, (_, index) => `slow ${index}`).sort());
    expect([...sends.entries()].filter(([, count]) => count > 1)).toEqual([]);
    expect(await fast.counts()).toEqual({ pending: 0, sent: 8, dead: 0 });
  });

  it('still sends the rows of a batch that outlived its lease when no other worker took them, rendering each once', async () => {
    await clear(db);
    await enqueueMany(db, 8, 'loaded');
    const sent: string[] = [];
    let renders = 0;
    // A loaded machine: each attachment (a quote PDF) takes 0.3 s, so the 1.5 s lease of the batch
    // runs out after its fifth row. Nobody else claims the rest: they are still this worker's.
    const loaded = createOutbox({
      db,
      mailer: {
        async send(message) {
          sent.push(message.subject);
        },
      },
      logger: recordingLogger(),
      workerId: 'loaded',
      leaseMs: 1500,
      attachmentsFor: async () => {
        renders += 1;
        await sleep(300);
        return [];
      },
    });
    await loaded.flush();
    expect(sent.sort()).toEqual(Array.from({ length: 8 }, (_, index) => `loaded ${index}`).sort());
    // Before: the rows past the lease were rendered, skipped, claimed again and rendered again (12).
    expect(renders).toBe(8);
  });

  it('backs off exponentially and dead-letters after the last attempt, with a log line and a count', async () => {
    await clear(db);
    await enqueueMany(db, 1, 'doomed');
    let calls = 0;
    const logger = recordingLogger();
    const failing = createOutbox({
      db,
      mailer: {
        async send() {
          calls += 1;
          throw new Error('550 mailbox unavailable');
        },
      },
      logger,
      maxAttempts: 3,
      backoffMs: 1000,
    });
    const delayOf = async () => {
      const [row] = await db
        .select({ ms: sql<number>`extract(epoch from (next_attempt_at - now())) * 1000` })
        .from(outbox);
      return Number(row?.ms);
    };
    const untilDue = async () => {
      for (let delay = await delayOf(); delay > 0; delay = await delayOf())
        await sleep(Math.min(delay + 5, 200));
    };

    await failing.flush();
    expect(calls).toBe(1);
    const first = await delayOf();
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(1000);
    await failing.flush(); // not due yet: no second call
    expect(calls).toBe(1);

    await untilDue();
    await failing.flush();
    expect(calls).toBe(2);
    const second = await delayOf();
    expect(second).toBeGreaterThan(1000); // 1000 · 2
    expect(second).toBeLessThanOrEqual(2000);

    await untilDue();
    await failing.flush();
    expect(calls).toBe(3);
    const [row] = await db.select().from(outbox);
    expect(row?.deadAt).not.toBeNull();
    expect(row?.attempts).toBe(3);
    expect(row?.lastError).toContain('550 mailbox unavailable');
    expect(await failing.counts()).toEqual({ pending: 0, sent: 0, dead: 1 });
    expect(
      logger.lines.some((line) =>
        /message \d+ \(quote-request\) dead-lettered after 3 failed attempts/.test(line),
      ),
    ).toBe(true);
    // No personal data: the recipient never appears in a log line.
    expect(logger.lines.join('\n')).not.toContain('experts@ironmark.example');

    // Even when due, a dead letter is never tried again.
    await db.update(outbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
    await failing.flush();
    expect(calls).toBe(3);
  });

  it('retries a message the SMTP server refused for now, and sends it once', async () => {
    await clear(db);
    let refusals = 0;
    const picky = await startSmtpServer({
      refuse: () => (refusals++ < 1 ? 'Greylisted, try again later' : undefined),
    });
    try {
      await enqueueMany(db, 1, 'greylisted');
      const worker = createOutbox({
        db,
        mailer: smtpMailer(picky.url, 'Ironmark <shop@ironmark.example>'),
        logger: recordingLogger(),
        // A flush drains while rows are due: the backoff must outlast the refused attempt and the next
        // claim, or the same flush retries it (with 100 ms it did once, on PostgreSQL under a loaded CI run).
        backoffMs: 1_000,
      });
      await worker.flush();
      expect(picky.messages).toHaveLength(0);
      const [failed] = await db.select().from(outbox);
      expect(failed?.attempts).toBe(1);
      expect(failed?.lastError).toMatch(/451|Greylisted/);
      await sleep(1_100);
      await worker.flush();
      expect(picky.messages.map((mail) => mail.subject)).toEqual(['greylisted 0']);
      expect(picky.messages[0]?.messageId).toMatch(/^<outbox-\d+\..+@ironmark\.local>$/);
    } finally {
      await picky.close();
    }
  });
});
