import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray, isNull } from 'drizzle-orm';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { demoCatalogue } from '../demo';
import { recordingLogger, testBackends, testEnv } from '../testing/backends';
import { createCommerce } from './commerce';
import { quoteLines, quotes } from './db/schema';

const backends = await testBackends();
// Each backend's database is dropped once every suite of this file is done with it.
afterAll(async () => {
  for (const backend of backends) await backend.drop();
});
const ORIGIN = 'http://shop.test';

const quoteBody = (n: number) => ({
  channel: 'en-us',
  lines: [{ code: 'IM-PL-WL-COMP-20', quantity: 1 + (n % 3) }],
  contact: { firstName: 'Load', lastName: `Test ${n}`, email: `load${n}@example.com`, phone: '+1 555 0100' },
  deliveryAddress: {
    firstName: 'Load',
    lastName: 'Test',
    streetAddress: '1 Iron Way',
    zip: '10001',
    city: 'New York',
    stateOrProvince: 'NY',
    country: 'us',
  },
});

describe.each(backends)('200 concurrent quote submissions on $name', (backend) => {
  // No e-mail delivery: each quote's notification renders its PDF (≈ 0.2 s), 200 of them per backend.
  const commerce = backend.create({
    rateLimits: { quote: { limit: 10_000, windowMs: 60_000 } },
    deliverMail: false,
  });
  // Open, migrate and seed before the clock of the test starts (slow on a loaded machine).
  beforeAll(() => commerce.services(), 180_000);
  afterAll(() => commerce.close());

  it('stores exactly 200 quotes with unique ids and loses none', async () => {
    const services = await commerce.services();
    const before = await services.quotes.count();
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        commerce.handlers.createQuote(
          new Request(`${ORIGIN}/api/quotes`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              origin: ORIGIN,
              'x-forwarded-for': `10.0.${n % 250}.1`,
            },
            body: JSON.stringify(quoteBody(n)),
          }),
        ),
      ),
    );
    const refused = responses.find((response) => response.status !== 201);
    expect(refused && (await refused.text()), 'the first refused answer').toBeUndefined();
    expect(responses.map((response) => response.status)).toEqual(Array(200).fill(201));
    const ids = await Promise.all(
      responses.map(async (response) => (await response.json()).quote.id as string),
    );
    expect(new Set(ids).size).toBe(200);
    expect(await services.quotes.count()).toBe(before + 200);
    const { db } = await commerce.database();
    expect(await db.select({ id: quotes.id }).from(quotes).where(inArray(quotes.id, ids))).toHaveLength(200);
  });
});

describe.each(backends.map((backend) => ({ name: backend.name, backend })))(
  'a writer killed mid-writes on $name',
  ({ backend }) => {
    const root = mkdtempSync(join(tmpdir(), 'ironmark-crash-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    async function bundleWriter(): Promise<string> {
      // Node 20 cannot run TypeScript, so the child runs an esbuild bundle placed inside the package
      // (node_modules/.cache) where its external imports resolve to the package's dependencies.
      const outDir = fileURLToPath(new URL('../../node_modules/.cache/ironmark-commerce/', import.meta.url));
      mkdirSync(outDir, { recursive: true });
      const outfile = join(outDir, `quote-writer-${process.pid}.mjs`);
      await build({
        entryPoints: [fileURLToPath(new URL('../testing/quote-writer.ts', import.meta.url))],
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        outfile,
        logLevel: 'silent',
        plugins: [
          {
            name: 'externals',
            setup(b) {
              // A dependency of this package stays an import; a workspace package and what only a
              // workspace package depends on (e.g. channel's intl-messageformat) go into the bundle.
              const packageDir = fileURLToPath(new URL('../../', import.meta.url));
              b.onResolve({ filter: /^[^./]/ }, (args) => {
                if (args.path.startsWith('@ironmark/')) return undefined;
                const name = args.path
                  .split('/')
                  .slice(0, args.path.startsWith('@') ? 2 : 1)
                  .join('/');
                const own =
                  args.path.startsWith('node:') || existsSync(join(packageDir, 'node_modules', name));
                return own ? { path: args.path, external: true } : undefined;
              });
            },
          },
        ],
      });
      return outfile;
    }

    function waitForAcks(child: ChildProcess, wanted: number): Promise<string[]> {
      return new Promise((resolve, reject) => {
        const acked: string[] = [];
        let buffer = '';
        let errors = '';
        child.stderr?.on('data', (chunk: Buffer) => {
          errors += chunk.toString();
        });
        child.stdout?.on('data', (chunk: Buffer) => {
          buffer += chunk.toString();
          const lines = buffer.split('\n');
          buffer = lines.pop() ?? '';
          for (const line of lines) {
            if (line.startsWith('ACK ')) acked.push(line.slice(4));
          }
          if (acked.length >= wanted) resolve(acked);
        });
        child.on('exit', (code) => {
          if (acked.length < wanted)
            reject(new Error(`writer exited (${code}) after ${acked.length} acks: ${errors}`));
        });
      });
    }

    it('still has every acknowledged quote, and no quote without its lines, after SIGKILL', {
      timeout: 180_000,
    }, async () => {
      const writer = await bundleWriter();
      onTestFinished(() => rmSync(writer, { force: true }));
      const dataDir = join(root, 'data');
      const target = backend.databaseUrl ?? dataDir;
      const child = spawn(process.execPath, [writer, target], { stdio: ['ignore', 'pipe', 'pipe'] });
      const acked = await waitForAcks(child, 25);
      // Kill while the writer is in the middle of its next transactions.
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      expect(child.signalCode).toBe('SIGKILL');
      const reopened = createCommerce({
        catalogue: demoCatalogue(),
        env: testEnv(backend.databaseUrl ? { DATABASE_URL: backend.databaseUrl } : { DATA_DIR: dataDir }),
        logger: recordingLogger(),
        deliverMail: false,
      });
      try {
        const { db } = await reopened.database();
        const stored = await db.select({ id: quotes.id }).from(quotes).where(inArray(quotes.id, acked));
        expect(stored.map((row) => row.id).sort()).toEqual([...acked].sort());
        // No partial write: every stored quote (acknowledged or cut off by the kill) has its lines.
        const partial = await db
          .select({ id: quotes.id })
          .from(quotes)
          .leftJoin(quoteLines, eq(quoteLines.quoteId, quotes.id))
          .where(isNull(quoteLines.quoteId));
        expect(partial).toEqual([]);
        // The reopened backend keeps working.
        const services = await reopened.services();
        expect(await services.quotes.count()).toBeGreaterThanOrEqual(acked.length);
      } finally {
        await reopened.close();
      }
    });
  },
);
