import { refuseMethods } from '@ironmark/commerce/server';
import { isValidPreviewSecret, previewRedirectPath } from '@ironmark/content';
import { draftMode } from 'next/headers';

export const dynamic = 'force-dynamic';
// Other methods: the API's 405 with a code and `Allow`, not Next's empty one.
export const { POST, PUT, PATCH, DELETE } = refuseMethods(['GET']);

/**
 * Enters preview mode (spec §6): `GET /api/preview?secret=…&path=/sv-se/about`. A wrong or missing
 * secret (or no PREVIEW_SECRET configured) answers 401 and changes nothing; a right one enables
 * Next's draft mode and redirects (307) to `path` — a site path only, anything else goes to '/'.
 */
export async function GET(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams;
  if (!isValidPreviewSecret(query.get('secret'))) {
    return new Response('Invalid preview secret', {
      status: 401,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  (await draftMode()).enable();
  // A relative Location keeps the redirect on this site whatever Host the request carried.
  return new Response(null, {
    status: 307,
    headers: { location: previewRedirectPath(query.get('path')), 'cache-control': 'no-store' },
  });
}
