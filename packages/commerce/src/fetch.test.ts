import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { commerceErrorCodes, FetchError, ModelStateError, ResponseError, UnreachableError } from './errors';
import { type FetchLike, fetchApi, fetchJson } from './fetch';

const respond =
  (body: string, init: ResponseInit = {}): FetchLike =>
  async () =>
    new Response(body, init);

const opaque: FetchLike = async () => {
  const response = new Response(null, { status: 200 });
  Object.defineProperty(response, 'type', { value: 'opaque' });
  return response;
};

describe('fetchApi (spec §8 response handling)', () => {
  it('returns the parsed JSON of an OK answer', async () => {
    await expect(fetchApi('/api/a', { fetch: respond('{"a":1}') })).resolves.toEqual({ a: 1 });
  });

  it('validates the answer against a schema', async () => {
    const schema = z.object({ a: z.number() });
    await expect(fetchApi('/api/a', { fetch: respond('{"a":1}'), schema })).resolves.toEqual({ a: 1 });
    const error = await fetchApi('/api/a', { fetch: respond('{"a":"x"}'), schema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseError);
    expect((error as ResponseError).code).toBe(commerceErrorCodes.unexpectedShape);
  });

  it('loads the schema of a schema loader once the answer is there, and checks the answer with it', async () => {
    const order: string[] = [];
    const answer: FetchLike = async () => {
      order.push('answer');
      return new Response('{"a":"x"}');
    };
    const schema = async () => {
      order.push('schema');
      return z.object({ a: z.number() });
    };
    const error = await fetchApi('/api/a', { fetch: answer, schema }).catch((e: unknown) => e);
    expect(order).toEqual(['answer', 'schema']);
    expect(error).toBeInstanceOf(ResponseError);
    expect((error as ResponseError).code).toBe(commerceErrorCodes.unexpectedShape);
    await expect(fetchApi('/api/a', { fetch: respond('{"a":1}'), schema })).resolves.toEqual({ a: 1 });
  });

  it('loads no schema when no answer came', async () => {
    let loaded = false;
    const schema = async () => {
      loaded = true;
      return z.object({});
    };
    const missing: FetchLike = async () => undefined;
    await expect(fetchApi('/api/a', { fetch: missing, schema })).rejects.toBeInstanceOf(UnreachableError);
    expect(loaded).toBe(false);
  });

  it('sends a JSON body as a POST with a JSON content type', async () => {
    let seen: RequestInit | undefined;
    const capture: FetchLike = async (_url, init) => {
      seen = init;
      return new Response('{}');
    };
    await fetchApi('/api/a', { fetch: capture, json: { x: 1 } });
    expect(seen?.method).toBe('POST');
    expect(seen?.body).toBe('{"x":1}');
    expect(new Headers(seen?.headers).get('content-type')).toBe('application/json');
  });

  it('sends an idempotencyKey as the Idempotency-Key header next to the JSON headers', async () => {
    let sent: RequestInit | undefined;
    const capture: FetchLike = async (_url, init) => {
      sent = init;
      return new Response('{}');
    };
    await fetchApi('/api/contact', { fetch: capture, json: { a: 1 }, idempotencyKey: 'key-123456' });
    expect(sent?.headers).toEqual({
      'content-type': 'application/json',
      accept: 'application/json',
      'idempotency-key': 'key-123456',
    });
    expect(sent && 'idempotencyKey' in sent).toBe(false);
  });

  it('raises an unreachable error naming the URL when there is no response', async () => {
    const missing: FetchLike = async () => undefined;
    const error = await fetchApi('http://localhost:3000/api/a', { fetch: missing }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnreachableError);
    expect((error as Error).message).toBe(
      'No response from http://localhost:3000/api/a. The URL may be unreachable; check that the local server is running.',
    );
  });

  it('raises an unreachable error when the network call rejects', async () => {
    const failing: FetchLike = async () => {
      throw new TypeError('fetch failed');
    };
    const error = await fetchApi('/api/a', { fetch: failing }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnreachableError);
    expect((error as UnreachableError).cause).toBeInstanceOf(TypeError);
  });

  it('raises a ModelStateError for a non-OK model-state body', async () => {
    const body = JSON.stringify({
      modelState: { email: ['Invalid Email'] },
      message: 'Some user information are invalid',
    });
    const error = await fetchApi('/api/q', {
      fetch: respond(body, { status: 400, statusText: 'Bad Request' }),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelStateError);
    expect((error as ModelStateError).modelState).toEqual({ email: ['Invalid Email'] });
    expect((error as ModelStateError).message).toBe('Some user information are invalid');
    expect((error as ModelStateError).status).toBe(400);
  });

  it.each([
    ['a non-JSON body', 'Internal error'],
    ['a JSON body of another shape', '{"error":"nope"}'],
    ['an empty body', ''],
    // What the server answers for a missing resource: the field as an issue, no model state.
    [
      'an issue naming the field of a missing resource',
      '{"message":"Order not found","code":"NOT_FOUND","issues":[{"field":"orderNumber","code":"notFound","params":{},"message":"Order not found"}]}',
    ],
  ])(
    'raises a FetchError with url, status and status text for a non-OK answer with %s',
    async (_name, body) => {
      const error = await fetchApi('/api/q', {
        fetch: respond(body, { status: 503, statusText: 'Service Unavailable' }),
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FetchError);
      expect(error).toMatchObject({ url: '/api/q', status: 503, statusText: 'Service Unavailable', body });
    },
  );

  it.each([
    ['an empty body', respond(''), commerceErrorCodes.emptyBody],
    ['a whitespace body', respond('  \n'), commerceErrorCodes.emptyBody],
    ['unparseable JSON', respond('{nope'), commerceErrorCodes.parseFailed],
    ['an opaque response', opaque, commerceErrorCodes.opaqueResponse],
  ])('raises a ResponseError for %s', async (_name, fetch, code) => {
    const error = await fetchApi('/api/a', { fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseError);
    expect((error as ResponseError).code).toBe(code);
  });
});

describe('fetchJson (the generic helper of spec §7)', () => {
  it('parses an OK JSON answer', async () => {
    await expect(fetchJson('/x', { fetch: respond('[1,2]') })).resolves.toEqual([1, 2]);
  });

  it("fails a non-OK answer with 'Failed to fetch' plus status text and body", async () => {
    const error = await fetchJson('/x', {
      fetch: respond('no such page', { status: 404, statusText: 'Not Found' }),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect((error as Error).message).toBe('Failed to fetch: Not Found no such page');
  });

  it("fails unparseable JSON with 'Failed to parse response' plus body", async () => {
    const error = await fetchJson('/x', { fetch: respond('<html>') }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseError);
    expect((error as Error).message).toBe('Failed to parse response: <html>');
  });

  it('fails an empty body and an opaque response', async () => {
    await expect(fetchJson('/x', { fetch: respond('') })).rejects.toBeInstanceOf(ResponseError);
    await expect(fetchJson('/x', { fetch: opaque })).rejects.toBeInstanceOf(ResponseError);
  });

  it('fails a missing response as unreachable', async () => {
    await expect(fetchJson('/x', { fetch: async () => undefined })).rejects.toBeInstanceOf(UnreachableError);
  });
});
