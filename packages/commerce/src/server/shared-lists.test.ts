import '../testing/promise-try';
import { channels } from '@ironmark/channel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../testing/backends';
import type { Commerce } from './commerce';

// Issue 19 'sharing a list that fails': My List shared as shoppers share it — long lists, builds,
// items from several channels' pages, unicode names, the same list again, many at once — is stored
// or refused with a 4xx naming the part at fault, never answered 500, on PGlite and PostgreSQL.

const ORIGIN = 'http://shop.test';
const backends = await testBackends();
const generous = { limit: 100_000, windowMs: 60_000 };

const build = (n: number, configuration: Record<string, string>, name = `Barbell Set ${n}`) => ({
  configuratorName: 'barbell-set',
  name,
  code: `barbell-set_${n}`,
  quantity: 1,
  configuration,
});
const SET_55 = { bar: '20', plates: '25,20,10', collars: 'competition' };
const SET_EMPTY = { bar: '15', plates: '', collars: 'none' };

describe.each(backends)('sharing My List on $name', (backend) => {
  let commerce: Commerce;
  let codes: string[];
  beforeAll(async () => {
    commerce = backend.create({
      rateLimits: { sharedList: generous, quote: generous, newsletter: generous, contact: generous },
    });
    codes = commerce.catalogue.allVariants().map((variant) => variant.code);
    await commerce.services();
  }, 180_000);
  afterAll(async () => {
    await commerce.close();
    await backend.drop();
  });

  const share = (body: unknown, headers: Record<string, string> = {}) =>
    commerce.handlers.handle(
      new Request(`${ORIGIN}/api/shared-lists`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
        body: JSON.stringify(body),
      }),
    );
  const read = async (id: string) =>
    (await commerce.handlers.handle(new Request(`${ORIGIN}/api/shared-lists/${id}`))).json();

  it('stores the longest list it takes (200 lines and 50 builds) and reads it back whole', async () => {
    const body = {
      channel: 'en-us',
      lines: codes.slice(0, 200).map((code, index) => ({ code, quantity: 1 + (index % 9) })),
      builds: Array.from({ length: 50 }, (_, index) => build(index + 1, index % 2 ? SET_55 : SET_EMPTY)),
    };
    const response = await share(body);
    expect(response.status).toBe(201);
    const list = await response.json();
    expect(list.lines).toHaveLength(200);
    expect(list.builds).toHaveLength(50);
    expect(await read(list.id)).toEqual(list);
  });

  it('refuses a longer list with a 400 naming the lines, never a 500', async () => {
    const response = await share({
      channel: 'en-us',
      lines: codes.slice(0, 201).map((code) => ({ code, quantity: 1 })),
    });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).modelState)).toEqual(['lines']);
  });

  it('shares items added on other channels’ pages from every channel, builds alone too', async () => {
    // Variants from all over the catalogue: some are not listed in every channel.
    const mixed = codes.filter((_, index) => index % 37 === 0).map((code) => ({ code, quantity: 2 }));
    for (const channel of channels) {
      const withLines = await share({ channel: channel.code, lines: mixed, builds: [build(1, SET_55)] });
      expect(withLines.status, channel.code).toBe(201);
      const buildsOnly = await share({ channel: channel.code, builds: [build(2, SET_EMPTY)] });
      expect(buildsOnly.status, channel.code).toBe(201);
    }
    expect((await share({ channel: 'en', lines: mixed })).status).toBe(201);
  });

  it('keeps unicode names and notes as they were written', async () => {
    const name = 'Skivstång «Åsa» 🏋️‍♀️ 重量挙げ\u2028';
    const note = 'Für den Verein — 20 × ✓, 𝔘𝔫𝔦𝔠𝔬𝔡𝔢\n\tline two';
    const response = await share({
      channel: 'sv-se',
      lines: [{ code: codes[0], quantity: 1 }],
      builds: [build(1, { ...SET_55, färg: 'röd 🔴' }, name)],
      note,
    });
    expect(response.status).toBe(201);
    const list = await response.json();
    expect(list.note).toBe(note);
    expect(list.builds[0].name).toBe(name.trim());
    expect(await read(list.id)).toEqual(list);
  });

  it('answers the same list shared again with one key the first answer, and another list with another key', async () => {
    const body = { channel: 'de-de', lines: [{ code: codes[1], quantity: 1 }], builds: [build(1, SET_55)] };
    const [first, second] = await Promise.all([
      share(body, { 'idempotency-key': 'share-again-1' }),
      share(body, { 'idempotency-key': 'share-again-1' }),
    ]);
    expect(first.status).toBe(201);
    expect(await second.text()).toBe(await first.text());
    const changed = await share(
      { ...body, lines: [{ code: codes[1], quantity: 2 }] },
      { 'idempotency-key': 'share-again-2' },
    );
    expect(changed.status).toBe(201);
  });

  it('stores many lists shared at once, with and without keys', async () => {
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        share(
          {
            channel: ['en-us', 'sv-se', 'de-de'][index % 3],
            lines: [{ code: codes[index % 5] ?? '', quantity: 1 + (index % 4) }],
            builds: index % 2 ? [build(1, SET_55)] : [],
          },
          index % 3 === 0 ? {} : { 'idempotency-key': `many-at-once-${index}` },
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 201)).toBe(true);
  });
});
