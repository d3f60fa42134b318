import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

// The flag-icons package's 4:3 SVGs, served from this server (spec §7: flags by country code, as
// SVG) — nothing is fetched from another host. The server runs in the storefront's folder, whose
// node_modules holds the package (a bundler would turn a require.resolve into a module id).
const flagsDir = () => join(process.cwd(), 'node_modules', 'flag-icons', 'flags', '4x3');

/** The flag of an ISO 3166-1 alpha-2 code as SVG ('/media/flags/se.svg'), immutable; 404 otherwise. */
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  const match = /^([a-z]{2})\.svg$/.exec(name);
  if (!match) return new Response('Not found', { status: 404 });
  const svg = await readFile(join(flagsDir(), `${match[1]}.svg`), 'utf8').catch(() => null);
  if (svg === null) return new Response('Not found', { status: 404 });
  return new Response(svg, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}
