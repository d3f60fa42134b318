import { refuseMethods } from '@ironmark/commerce/server';
import { previewRedirectPath } from '@ironmark/content';
import { draftMode } from 'next/headers';

export const dynamic = 'force-dynamic';
// Other methods: the API's 405 with a code and `Allow`, not Next's empty one.
export const { POST, PUT, PATCH, DELETE } = refuseMethods(['GET']);

/**
 * Leaves preview mode (spec §2/§7: the banner's link): `GET /api/exit-preview?path=/en-us/about`
 * disables draft mode and redirects (307) to `path` when it is a site path, else to '/' — never to
 * another site (`previewRedirectPath`).
 *
 * A GET that changes state (ASVS 3.5.3): a request another site started (`Sec-Fetch-Site: cross-site`)
 * is redirected the same way but leaves draft mode on, so a foreign page cannot switch an editor's
 * preview off; the banner's own link is same-origin and works. Browsers that send no
 * Sec-Fetch-Site are accepted — the worst case is an editor's preview switched off.
 */
export async function GET(request: Request): Promise<Response> {
  const path = previewRedirectPath(new URL(request.url).searchParams.get('path'));
  if (request.headers.get('sec-fetch-site') !== 'cross-site') (await draftMode()).disable();
  // A relative Location keeps the redirect on this site whatever Host the request carried.
  return new Response(null, { status: 307, headers: { location: path, 'cache-control': 'no-store' } });
}
