import { describe, expect, it } from 'vitest';
import { createSearchEngine } from './engine';
import { createSearchHttpHandler, readCappedText } from './http';

const ENGINE = 'prod-products-web';
const documents = [
  { id: '1', name: 'Competition bar', brand: 'Ironmark', price: 300 },
  { id: '2', name: 'Training bar', brand: 'Other', price: 200 },
];
const handler = createSearchHttpHandler(
  createSearchEngine({ engines: { [ENGINE]: { kind: 'products', documents } } }),
  { maxBodyBytes: 1024 },
);
const url = (endpoint: string, query = '') =>
  `http://search.test/api/as/v1/engines/${ENGINE}/${endpoint}${query}`;

/** A body streamed in chunks without a content-length, counting how many chunks the reader pulled. */
function streamed(chunk: string, count: number) {
  let pulled = 0;
  const bytes = new TextEncoder().encode(chunk);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += 1;
      if (pulled > count) controller.close();
      else controller.enqueue(bytes);
    },
  });
  return { body, pulled: () => pulled };
}

describe('createSearchHttpHandler', () => {
  it('answers GET searches in bracket notation like POST ones', async () => {
    const response = await handler(new Request(url('search.json', '?query=bar&filters[brand][]=Ironmark')));
    expect(response.status).toBe(200);
    const json = (await response.json()) as { results: { id: { raw: string } }[] };
    expect(json.results.map((result) => result.id.raw)).toEqual(['1']);
  });

  it('ignores prototype keys in a GET query string and leaves Object.prototype alone', async () => {
    const response = await handler(
      new Request(
        url(
          'search.json',
          '?query=bar&__proto__[campaignCode]=CLUB20&filters[all][][__proto__][x]=1&constructor[prototype][note]=x',
        ),
      ),
    );
    expect(response.status).toBe(200);
    expect(({} as Record<string, unknown>).campaignCode).toBeUndefined();
    expect(({} as Record<string, unknown>).note).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('answers 400 naming the field, with a code, for a bad field', async () => {
    const response = await handler(new Request(url('search.json', '?query=&page[size]=5000')));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: [expect.stringContaining('page.size')],
      issues: [{ field: 'page.size', code: 'too_big', params: { max: 1000 } }],
    });
    const inactive = await handler(new Request(url('search.json', '?query=&filters[nope]=1')));
    expect(await inactive.json()).toMatchObject({ issues: [{ field: 'filters', code: 'inactive_field' }] });
  });

  it('answers unparseable JSON with 400 naming the body', async () => {
    const response = await handler(new Request(url('search.json'), { method: 'POST', body: '{oops' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ issues: [{ field: 'body', code: 'invalid_json' }] });
  });

  it('refuses a declared body over the cap before reading it', async () => {
    const { body, pulled } = streamed('x'.repeat(512), 100);
    const response = await handler(
      new Request(url('search.json'), {
        method: 'POST',
        body,
        headers: { 'content-length': String(512 * 100) },
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(pulled()).toBeLessThanOrEqual(1);
    expect(await response.json()).toMatchObject({ issues: [{ field: 'body', code: 'too_large' }] });
  });

  it('cuts a streamed body as soon as it passes the cap (never buffers it whole)', async () => {
    const { body, pulled } = streamed('x'.repeat(512), 10_000);
    const response = await handler(
      new Request(url('search.json'), { method: 'POST', body, duplex: 'half' } as RequestInit),
    );
    expect(response.status).toBe(413);
    // 1024-byte cap, 512-byte chunks: the third chunk passes it; a few more may be queued ahead.
    expect(pulled()).toBeLessThan(10);
  });

  it('answers 405 with Allow for other methods', async () => {
    const click = await handler(new Request(url('click.json')));
    expect(click.status).toBe(405);
    expect(click.headers.get('allow')).toBe('POST');
    const put = await handler(new Request(url('search.json'), { method: 'PUT', body: '{}' }));
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST');
  });
});

describe('readCappedText', () => {
  it('reads a body up to the cap as UTF-8', async () => {
    const text = 'é'.repeat(100);
    expect(await readCappedText(new Request('http://x.test', { method: 'POST', body: text }), 200)).toBe(
      text,
    );
    await expect(
      readCappedText(new Request('http://x.test', { method: 'POST', body: text }), 199),
    ).rejects.toThrow(/larger than 199 bytes/);
  });
});
