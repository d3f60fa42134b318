// Faults (issue 11 'Reliability'): a server killed mid-write keeps every acknowledged quote and no
// partial one; an unreachable database still renders pages and answers APIs with a clear 503; a
// failing search source shows a clear error on the search page, not a blank page.
import { chromium } from '@playwright/test';
import { afterEach, describe, expect, it } from 'vitest';
import { type RunningStorefront, startStorefront, tempDir } from '../bench/lib/server.mjs';
import {
  acknowledgedQuote,
  get,
  newsletterBody,
  parseJson,
  postJson,
  quoteBody,
  realtimeBody,
  sleep,
  withCommerce,
} from './helpers';

const started: RunningStorefront[] = [];
async function start(options: Parameters<typeof startStorefront>[0] = {}) {
  const server = await startStorefront(options);
  started.push(server);
  return server;
}
afterEach(async () => {
  for (const server of started.splice(0)) await server.stop();
});

describe('server killed with SIGKILL while quotes are being written', () => {
  it('keeps every acknowledged quote, complete, and stores no partial quote', {
    timeout: 420_000,
  }, async () => {
    const dataDir = tempDir('ironmark-kill-');
    const first = await start({ dataDir });
    // The server answers pages before its embedded database has opened (PGlite's initdb of a new data
    // folder: seconds alone, 50 s once seen while the other e2e lanes shared both cores), and quotes
    // wait for it. The write window below starts when the database is ready, not when pages answer.
    for (let waited = 0; waited < 180_000 && !first.log().includes('Commerce database ready'); waited += 100)
      await sleep(100);
    const acknowledged: { id: string; pdfUrl: string; token: string }[] = [];
    let attempted = 0;
    let killed = false;

    const submitter = async (worker: number) => {
      for (let index = 0; index < 500 && !killed; index += 1) {
        attempted += 1;
        try {
          const answer = await postJson(first.origin, '/api/quotes', quoteBody(worker * 1000 + index), {
            'x-forwarded-for': `10.88.${worker}.${index % 250}`,
          });
          const quote = answer.status === 201 ? acknowledgedQuote(answer.text) : undefined;
          if (quote) acknowledged.push(quote);
          else if (answer.status >= 500)
            throw new Error(`quote answered ${answer.status}: ${answer.text.slice(0, 200)}`);
        } catch (error) {
          if (!killed) throw error;
        }
      }
    };
    const workers = Array.from({ length: 12 }, (_, worker) => submitter(worker));
    // Kill once writes are flowing, so the kill lands in the middle of transactions.
    for (let waited = 0; waited < 60_000 && acknowledged.length < 10; waited += 50) await sleep(50);
    expect(acknowledged.length, first.log()).toBeGreaterThanOrEqual(10);
    killed = true;
    await first.kill();
    await Promise.all(workers);
    const acknowledgedAtKill = [...acknowledged];

    // Restart on the same data: every acknowledged quote is served to its requester.
    const second = await start({ dataDir });
    for (const quote of acknowledgedAtKill) {
      const response = await fetch(`${second.origin}${quote.pdfUrl}`, {
        signal: AbortSignal.timeout(60_000),
      });
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(response.status, `quote ${quote.id}`).toBe(200);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    }
    await second.stop();

    // The database itself: acknowledged quotes are complete and no quote lacks its lines.
    await withCommerce(dataDir, async ({ quotes, query }) => {
      const stored = await quotes.count();
      expect(stored).toBeGreaterThanOrEqual(acknowledgedAtKill.length);
      expect(stored).toBeLessThanOrEqual(attempted);
      for (const quote of acknowledgedAtKill) {
        const read = await quotes.getForRequester(quote.id, quote.token);
        expect(read.lines).toHaveLength(2);
      }
      const partial = await query(
        'select q.id from quotes q left join quote_lines l on l.quote_id = q.id group by q.id having count(l.quote_id) = 0',
      );
      expect(partial).toEqual([]);
    });
  });
});

describe('database unavailable', () => {
  it('still renders pages and answers the database-backed APIs with a clear 503', {
    timeout: 180_000,
  }, async () => {
    const server = await start({ env: { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' } });
    for (const path of ['/en-us', '/en-us/equipment/bars', '/sv-se']) {
      const page = await get(server.origin, path);
      expect(page.status, path).toBe(200);
      expect(page.text).toContain('</html>');
    }
    const writes: [string, unknown][] = [
      ['/api/quotes', quoteBody(1)],
      ['/api/newsletter', newsletterBody(1)],
    ];
    for (const [path, body] of writes) {
      const answer = await postJson(server.origin, path, body, { 'x-forwarded-for': '10.99.0.1' });
      expect(answer.status, `${path}: ${answer.text}`).toBe(503);
      const parsed = parseJson(answer.text) as { message?: unknown; code?: unknown } | undefined;
      expect(typeof parsed?.message).toBe('string');
      expect(String(parsed?.message)).toMatch(/unavailable|try again/i);
    }
    // Real-time data needs stock from the database: a 503 is fine, a 500 or a hang is not.
    const realtime = await postJson(server.origin, '/api/getrealtimeproductdata', realtimeBody());
    expect([200, 503]).toContain(realtime.status);
    expect(server.alive()).toBe(true);
  });
});

describe('search source failing', () => {
  it('shows a clear search error with the navigation, not a blank page', { timeout: 180_000 }, async () => {
    const server = await start({ env: { SEARCH_URL: 'http://127.0.0.1:1' } });
    const page = await get(server.origin, '/en-us/search?q=bar');
    expect(page.status).toBe(200);
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
      ],
    });
    try {
      const tab = await browser.newPage();
      await tab.goto(`${server.origin}/en-us/search?q=bar`, {
        waitUntil: 'domcontentloaded',
        timeout: 90_000,
      });
      // The error may render on the server or after the browser's search call fails (after hydration:
      // on a loaded CI machine, with two other suites beside this one, that took up to ~30 s).
      await tab
        .getByText(
          /search (is )?(unavailable|failed|error)|something went wrong|could not (load|search)|try again/i,
        )
        .first()
        .waitFor({ timeout: 90_000 });
      expect(await tab.locator('nav').count()).toBeGreaterThan(0);
      expect(((await tab.locator('body').textContent()) ?? '').trim().length).toBeGreaterThan(50);
    } finally {
      await browser.close();
    }
  });
});
