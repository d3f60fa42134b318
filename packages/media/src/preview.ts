/** The site-wide preview image, for pages without one of their own (a generated studio render, PNG). */
export const DEFAULT_PREVIEW_IMAGE = '/media/preview/content/ironmark-strength-equipment.png';

const CONTENT_SVG = /^\/media\/content\/([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;
const PRODUCT_SVG = /^\/media\/products\/([^/?#]+)\/([^/?#]+)\.svg$/;
const RASTER = /\.(png|jpe?g)(\?|#|$)/i;

/**
 * The preview image of a page as a PNG or JPEG: social sites do not render SVG. The site's SVG
 * illustrations (`/media/content/{name}.svg`) and product renders (`/media/products/{code}/{format}.svg`)
 * map to their PNG renderings under `/media/preview/…`; a PNG or JPEG stays as it is; anything else,
 * or no image, is {@link DEFAULT_PREVIEW_IMAGE}.
 */
export function previewImageUrl(image: string | null | undefined): string {
  if (!image) return DEFAULT_PREVIEW_IMAGE;
  const content = CONTENT_SVG.exec(image);
  if (content) return `/media/preview/content/${content[1]}.png`;
  const product = PRODUCT_SVG.exec(image);
  if (product) return `/media/preview/products/${product[1]}/${product[2]}.png`;
  return RASTER.test(image) ? image : DEFAULT_PREVIEW_IMAGE;
}
