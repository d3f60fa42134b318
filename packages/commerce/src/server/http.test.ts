import { describe, expect, it } from 'vitest';
import { methodNotAllowed, ROUTE_METHODS, refuseMethods } from './http';

describe('methodNotAllowed', () => {
  it('answers 405 in the API shape, never cached, and a path taking GET takes HEAD', async () => {
    const response = methodNotAllowed('PUT', ['GET']);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      message: 'Method PUT is not allowed here',
      code: 'METHOD_NOT_ALLOWED',
    });
    expect(methodNotAllowed('GET', ['POST']).headers.get('allow')).toBe('POST');
    expect(methodNotAllowed('GET', ['GET', 'HEAD']).headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('refuseMethods', () => {
  it('gives a 405 handler for every route method, naming the methods the route takes', async () => {
    const handlers = refuseMethods(['POST']);
    expect(Object.keys(handlers).sort()).toEqual([...ROUTE_METHODS].sort());
    for (const method of ROUTE_METHODS) {
      const response = handlers[method](new Request('http://shop.test/api/x', { method }));
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(await response.json()).toMatchObject({ message: `Method ${method} is not allowed here` });
    }
  });
});
