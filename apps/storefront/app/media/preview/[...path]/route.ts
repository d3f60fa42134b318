import { contentImage } from '@ironmark/content';
import sharp from 'sharp';
import { getCommerce } from '../../../../lib/server/commerce';

// The social preview size (OpenGraph's recommended 1.91:1).
const WIDTH = 1200;
const HEIGHT = 630;
const GROUND = '#F6F5F1';

async function sourceSvg(request: Request, path: readonly string[]): Promise<string | null> {
  const [kind, ...rest] = path;
  if (kind === 'content' && rest.length === 1) return contentImage((rest[0] ?? '').replace(/\.png$/, ''));
  if (kind === 'products' && rest.length === 2) {
    // The segments arrive decoded (decoding again threw on '%25zz': 500).
    const [code = '', file = ''] = rest;
    const svgUrl = new URL(
      `/media/products/${encodeURIComponent(code)}/${file.replace(/\.png$/, '.svg')}`,
      request.url,
    );
    const answer = await getCommerce().handlers.productImage(new Request(svgUrl));
    return answer.ok ? answer.text() : null;
  }
  return null;
}

/**
 * PNG renderings (1200×630) of the site's SVG illustrations and product renders, for page previews
 * on social sites, which do not render SVG (issue 20). Immutable per path.
 */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  if (!path.at(-1)?.endsWith('.png')) return new Response('Not found', { status: 404 });
  const svg = await sourceSvg(request, path);
  if (svg === null) return new Response('Not found', { status: 404 });
  const png = await sharp(Buffer.from(svg), { density: 144 })
    .resize(WIDTH, HEIGHT, { fit: 'contain', background: GROUND })
    .flatten({ background: GROUND })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return new Response(new Uint8Array(png), {
    headers: {
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}
