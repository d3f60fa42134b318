import { CLIENT_ADDRESS_HEADER as COMMERCE_CLIENT_ADDRESS_HEADER } from '@ironmark/commerce/server';
import { describe, expect, it } from 'vitest';
import { admit, CLIENT_ADDRESS_HEADER, malformedPath } from './front-door.mjs';

const raw = (url: string, headers: Record<string, string> = {}, remoteAddress = '198.51.100.3') => ({
  url,
  headers: { ...headers } as Record<string, string | string[] | undefined>,
  socket: { remoteAddress },
});

describe('the front door (server.mjs)', () => {
  it('writes the same header the commerce routes read', () => {
    expect(CLIENT_ADDRESS_HEADER).toBe(COMMERCE_CLIENT_ADDRESS_HEADER);
  });

  it('sets the peer address from the socket and drops what the client sent', () => {
    const request = raw('/api/newsletter', { [CLIENT_ADDRESS_HEADER]: '203.0.113.66' });
    expect(admit(request)).toBeNull();
    expect(request.headers[CLIENT_ADDRESS_HEADER]).toBe('198.51.100.3');
    const noSocket = { url: '/', headers: { [CLIENT_ADDRESS_HEADER]: '203.0.113.66' }, socket: null };
    admit(noSocket);
    expect(noSocket.headers[CLIENT_ADDRESS_HEADER]).toBeUndefined();
  });

  it('answers 400 naming the path for malformed percent-encoding (before: a plain-text 500)', () => {
    for (const url of ['/en-us/%E0%A4%A', '/api/%zz', '/%', '/en-us/products/%C0%AF?q=1']) {
      expect(malformedPath(url), url).toBe(true);
      const answer = admit(raw(url));
      expect(answer?.status).toBe(400);
      expect(JSON.parse(answer?.body ?? '{}')).toMatchObject({
        code: 'MALFORMED_PATH',
        modelState: { path: [expect.any(String)] },
      });
      expect(answer?.headers['x-content-type-options']).toBe('nosniff');
    }
    for (const url of ['/en-us/search?q=%zz', '/en-us/products/%C3%A5ngest', '/']) {
      expect(malformedPath(url), url).toBe(false);
      expect(admit(raw(url))).toBeNull();
    }
  });
});
