import { contentImage } from '@ironmark/content';

/** Content illustrations generated from code (SVG), immutable per name. */
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  const svg = contentImage(name.replace(/\.svg$/, ''));
  if (svg === null) return new Response('Not found', { status: 404 });
  return new Response(svg, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}
