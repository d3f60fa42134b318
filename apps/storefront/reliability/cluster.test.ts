// The scaled deployment (issue 17): 2 storefront instances behind nginx, on a fresh PostgreSQL
// database and a Redis of their own, e-mail to a loopback SMTP server, content from a loopback
// Strapi endpoint serving the recorded content files. Everything is started here and stopped after.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxBinary, startNginx } from '../../../deploy/cluster.mjs';
import { startSmtpServer, type TestSmtpServer } from '../../../packages/commerce/src/testing/smtp-server';
import { appDir, groupPids, type RunningStorefront, startStorefront } from '../bench/lib/server.mjs';
import { acknowledgedQuote, get, postJson, quoteBody, sleep } from './helpers';

const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// Ports of this suite (loopback): instances, nginx, Redis.
const PORTS = { a: 3141, b: 3142, nginx: 8140, redis: 8141 };
const SECRET = randomBytes(24).toString('hex');
const CONTENT_PAGE = '/en-us/markets/competition';
const QUOTES = 200;

async function postgresAnswers(): Promise<boolean> {
  const probe = postgres(POSTGRES_URL, { connect_timeout: 2, max: 1, onnotice: () => {} });
  try {
    await probe`SELECT 1`;
    return true;
  } catch {
    return false;
  } finally {
    await probe.end({ timeout: 1 }).catch(() => undefined);
  }
}

function redisServerBinary(): boolean {
  return spawnSync('sh', ['-c', 'command -v redis-server']).status === 0;
}

const missing = [
  nginxBinary() ? undefined : 'nginx',
  (await postgresAnswers()) ? undefined : `PostgreSQL at ${POSTGRES_URL}`,
  redisServerBinary() ? undefined : 'redis-server',
].filter(Boolean);
if (missing.length > 0) console.warn(`Cluster suite skipped: ${missing.join(', ')} not available.`);

/** A Strapi v5 REST endpoint on loopback answering from the recorded content files; pages can be edited. */
function startContentServer() {
  const dataDir = join(appDir, '..', '..', 'packages', 'content', 'data');
  const edits = new Map<string, Record<string, unknown>>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const collection = /^\/api\/([a-z-]+)$/.exec(url.pathname)?.[1];
    const locale = url.searchParams.get('locale') ?? 'en';
    const draft = url.searchParams.get('status') === 'draft';
    let file: { data: Record<string, unknown>[] } | undefined;
    for (const name of draft
      ? [`${collection}.${locale}.draft`, `${collection}.${locale}`]
      : [`${collection}.${locale}`]) {
      try {
        file = JSON.parse(readFileSync(join(dataDir, `${name}.json`), 'utf8'));
        break;
      } catch {
        // try the next name
      }
    }
    if (!collection || !file) {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: null, error: { status: 404, name: 'NotFoundError' } }));
      return;
    }
    const filters = [...url.searchParams.entries()]
      .map(([key, value]) => [/^filters\[(\w+)\]\[\$eq\]$/.exec(key)?.[1], value] as const)
      .filter((entry): entry is readonly [string, string] => entry[0] !== undefined);
    const data = file.data
      .map((entry) => ({ ...entry, ...edits.get(`${collection}:${String(entry.path ?? entry.slug)}`) }))
      .filter((entry) => filters.every(([field, value]) => String(entry[field]) === value));
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        data,
        meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: data.length } },
      }),
    );
  });
  return {
    server,
    edit(collection: string, key: string, fields: Record<string, unknown>) {
      edits.set(`${collection}:${key}`, fields);
    },
  };
}

describe.skipIf(missing.length > 0)('cluster: 2 instances + nginx + PostgreSQL + Redis', () => {
  const databaseName = `ironmark_cluster_${randomBytes(5).toString('hex')}`;
  const admin = postgres(POSTGRES_URL, { max: 1, onnotice: () => {} });
  let redis: ReturnType<typeof spawn> | undefined;
  let smtp: TestSmtpServer;
  let content: ReturnType<typeof startContentServer>;
  let contentServer: Server;
  let a: RunningStorefront;
  let b: RunningStorefront;
  let nginx: Awaited<ReturnType<typeof startNginx>>;
  let databaseUrl: string;
  const site = `http://127.0.0.1:${PORTS.nginx}`;

  beforeAll(async () => {
    await admin.unsafe(`CREATE DATABASE ${databaseName}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    redis = spawn(
      'redis-server',
      [
        '--port',
        String(PORTS.redis),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--notify-keyspace-events',
        'Exe',
      ],
      { stdio: 'ignore' },
    );
    smtp = await startSmtpServer();
    content = startContentServer();
    contentServer = content.server;
    await new Promise<void>((resolve) => contentServer.listen(0, '127.0.0.1', resolve));
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`,
      NEXT_CACHE: 'redis',
      SMTP_URL: smtp.url,
      CMS_URL: `http://127.0.0.1:${(contentServer.address() as AddressInfo).port}`,
      REVALIDATE_SECRET: SECRET,
      OUTBOX_LEASE_MS: '3000',
      TRUSTED_PROXY_HOPS: '1',
      // As `pnpm start:cluster` runs them: answers leave whole, so nginx can retry a page A dies rendering.
      WHOLE_RESPONSES: '1',
      SITE_URL: site,
      KEY_PREFIX: `cluster-${randomBytes(4).toString('hex')}-`,
    };
    // One after the other: the first applies the migrations and seeds; the second finds them done.
    a = await startStorefront({ port: PORTS.a, env, timeoutMs: 120_000 });
    b = await startStorefront({ port: PORTS.b, env, timeoutMs: 120_000 });
    nginx = await startNginx({
      port: PORTS.nginx,
      upstreams: [`127.0.0.1:${PORTS.a}`, `127.0.0.1:${PORTS.b}`],
      // This suite only: which instance answered (the last address nginx tried).
      extra: '    add_header X-Upstream-Addr $upstream_addr always;',
    });
  }, 300_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await nginx?.stop();
    redis?.kill('SIGKILL');
    await smtp?.close();
    await new Promise((resolve) => contentServer?.close(resolve));
    await admin.unsafe(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end({ timeout: 5 });
  }, 60_000);

  it('nginx caches what the storefront marks cacheable and nothing visitor-specific', async () => {
    const first = await get(nginx.origin, '/en-us/equipment/bars');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control') ?? '').toMatch(/s-maxage=\d+/);
    const second = await get(nginx.origin, '/en-us/equipment/bars');
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    expect(second.text).toBe(first.text);
    // An API answer is never cached.
    for (let round = 0; round < 2; round += 1) {
      const answer = await postJson(nginx.origin, '/api/getrealtimeproductdata', {
        variantIds: [],
        country: 'us',
        channel: 'en-us',
        sessionId: 'cluster',
      });
      expect(answer.headers.get('x-cache-status') ?? '').not.toBe('HIT');
    }
    // A visitor whose geo country is not in a cookie yet gets Set-Cookie, from upstream, every time.
    for (let round = 0; round < 2; round += 1) {
      const visitor = await get(nginx.origin, '/en-us/equipment/bars', { 'x-vercel-ip-country': 'SE' });
      expect(visitor.headers.get('set-cookie') ?? '').toContain('im_visitor_country=se');
      expect(visitor.headers.get('x-cache-status')).toBe('BYPASS');
    }
    // Dynamic pages (no-store) are never served from the cache.
    await get(nginx.origin, '/en-us/search?q=bar');
    const search = await get(nginx.origin, '/en-us/search?q=bar');
    expect(search.headers.get('x-cache-status') ?? '').not.toBe('HIT');
  });

  it('serves on instance B a content change revalidated through instance A', async () => {
    const before = await get(b.origin, CONTENT_PAGE);
    expect(before.status).toBe(200);
    expect(before.text).toContain('Competition');
    const marker = `Cluster marker ${randomBytes(4).toString('hex')}`;
    content.edit('pages', '/markets/competition', { title: marker, description: marker, seo: null });
    // B keeps its cached page until the publish webhook says otherwise.
    expect((await get(b.origin, CONTENT_PAGE)).text).not.toContain(marker);
    const unauthorised = await fetch(`${a.origin}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        event: 'entry.publish',
        model: 'page',
        entry: { path: '/markets/competition' },
      }),
    });
    expect(unauthorised.status).toBe(401);
    const published = await fetch(`${a.origin}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${SECRET}` },
      body: JSON.stringify({
        event: 'entry.publish',
        model: 'page',
        entry: { path: '/markets/competition', locale: 'en' },
      }),
    });
    expect(published.status, await published.clone().text()).toBe(200);
    let seen = '';
    for (let attempt = 0; attempt < 40 && !seen.includes(marker); attempt += 1) {
      seen = (await get(b.origin, CONTENT_PAGE)).text;
      if (!seen.includes(marker)) await sleep(250);
    }
    expect(seen).toContain(marker);
  });

  it('counts a rate limit across both instances', async () => {
    const client = { 'x-forwarded-for': '10.77.0.1' };
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      const instance = index % 2 === 0 ? a : b;
      statuses.push(
        (
          await postJson(instance.origin, '/api/quotes', quoteBody(90_000 + index), {
            origin: site,
            ...client,
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
  });

  it(`delivers ${QUOTES} sales e-mails exactly once with an instance killed mid-batch under a browsing load, losing no acknowledged write and failing no GET`, {
    timeout: 420_000,
  }, async () => {
    smtp.setHoldMs(30);
    const acknowledged: { id: string; token: string }[] = [];
    let next = 0;
    let aDead = false;

    // Writes go to both instances directly; a refused connection goes to the other one.
    const writer = async (worker: number) => {
      while (next < QUOTES) {
        const n = next++;
        const body = quoteBody(n);
        const headers = { origin: site, 'x-forwarded-for': `10.60.${worker}.${n % 250}` };
        for (const instance of aDead || n % 2 === 1 ? [b] : [a, b]) {
          try {
            const answer = await postJson(instance.origin, '/api/quotes', body, headers);
            // 200: the same body again after a lost answer, deduplicated (the stored quote is answered).
            const quote =
              answer.status === 201 || answer.status === 200 ? acknowledgedQuote(answer.text) : undefined;
            if (quote) {
              acknowledged.push(quote);
              break;
            }
            throw new Error(`quote answered ${answer.status}: ${answer.text.slice(0, 200)}`);
          } catch (error) {
            if (instance === a && aDead) continue;
            throw error;
          }
        }
      }
    };

    // Browsing through nginx: cached pages, and uncached ones (a new query each time) that reach the
    // instances. Not one GET may fail at the client: nginx retries on B every request A had not
    // answered, and A answers whole (WHOLE_RESPONSES), so a page A dies rendering has sent nothing yet.
    const failures: string[] = [];
    let gets = 0;
    const retried: string[] = [];
    let browsing = true;
    const paths = ['/en-us', '/en-us/equipment/bars', CONTENT_PAGE, '/sv-se/equipment/bars'];
    const browser = async (worker: number) => {
      for (let n = 0; browsing; n += 1) {
        const path = n % 2 === 0 ? paths[n % paths.length]! : `/en-us/equipment/bars?browse=${worker}-${n}`;
        let answeredBy = '';
        try {
          const response = await fetch(`${nginx.origin}${path}`, {
            redirect: 'manual',
            signal: AbortSignal.timeout(60_000),
          });
          answeredBy = response.headers.get('x-upstream-addr') ?? '';
          const text = await response.text();
          gets += 1;
          // '127.0.0.1:A, 127.0.0.1:B': nginx tried A, then answered from B.
          if (answeredBy.includes(', ')) retried.push(`${path} (${answeredBy})`);
          if (response.status !== 200 || !text.includes('</html>'))
            failures.push(`${path}: ${response.status} (${answeredBy || 'no upstream'})`);
        } catch (error) {
          failures.push(
            `${path} (${answeredBy || 'no answer'}${aDead ? ', after the kill' : ''}): ${String(error)}`,
          );
        }
      }
    };

    const browsers = Array.from({ length: 4 }, (_, worker) => browser(worker));
    const writers = Array.from({ length: 6 }, (_, worker) => writer(worker));
    // Kill A while it waits for the SMTP server to accept one of its messages (mid-batch).
    const aPids = () => new Set(groupPids(a.pgid).map((pid) => String(pid)));
    for (let waited = 0; waited < 120_000; waited += 10) {
      const pids = aPids();
      if (
        smtp.messages.length >= 20 &&
        smtp.holding().some((client) => pids.has(client.split('-').pop() ?? ''))
      )
        break;
      await sleep(10);
    }
    expect(smtp.holding().length, 'A was holding a message when killed').toBeGreaterThan(0);
    // Hold every answer while A dies, so A's message in flight is never answered to a dead client.
    smtp.pause();
    aDead = true;
    await a.kill();
    await sleep(500);
    smtp.resume();
    const killedAt = smtp.messages.length;
    await Promise.all(writers);
    await sleep(2_000);
    browsing = false;
    await Promise.all(browsers);

    expect(failures, failures.slice(0, 5).join('\n')).toEqual([]);
    console.info(`${gets} GETs, none failed; retried on B after A died: ${retried.join('; ') || 'none'}`);
    expect(gets).toBeGreaterThan(50);
    expect(acknowledged.length).toBe(QUOTES);
    expect(killedAt).toBeLessThan(QUOTES);

    // B takes A's claimed rows once their lease (3 s) runs out: each quote's e-mail arrives once.
    const ids = new Set(acknowledged.map((quote) => quote.id));
    const quoteMails = () =>
      smtp.messages.filter((mail) => ids.has(/Quote request (\S+)/.exec(mail.subject)?.[1] ?? ''));
    // Each sales e-mail carries its quote's PDF, rendered as it is sent: allow two loaded cores time.
    for (let waited = 0; waited < 180_000 && quoteMails().length < QUOTES; waited += 250) await sleep(250);
    await sleep(3_500); // one more lease: a duplicate would show up now
    const mails = quoteMails();
    const perQuote = new Map<string, number>();
    for (const mail of mails) {
      const id = /Quote request (\S+)/.exec(mail.subject)?.[1] ?? '';
      perQuote.set(id, (perQuote.get(id) ?? 0) + 1);
    }
    expect([...perQuote.entries()].filter(([, count]) => count > 1)).toEqual([]);
    expect(perQuote.size).toBe(QUOTES);
    expect(mails).toHaveLength(QUOTES);

    // Every acknowledged quote is in PostgreSQL with its lines.
    const db = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    try {
      const rows = await db<{ id: string; lines: number }[]>`
        SELECT q.id, count(l.quote_id)::int AS lines FROM quotes q JOIN quote_lines l ON l.quote_id = q.id
         WHERE q.id IN ${db([...ids])} GROUP BY q.id`;
      expect(rows).toHaveLength(QUOTES);
      expect(rows.every((row) => row.lines === 2)).toBe(true);
      const [outbox] = await db<
        { unsent: number }[]
      >`SELECT count(*)::int AS unsent FROM outbox WHERE sent_at IS NULL`;
      expect(outbox?.unsent).toBe(0);
    } finally {
      await db.end({ timeout: 5 });
    }
  });
});
