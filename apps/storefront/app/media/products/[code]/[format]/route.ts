import { getCommerce } from '../../../../../lib/server/commerce';

/** Studio renders of the demo catalogue, drawn from code (SVG). */
export const GET = (request: Request) => getCommerce().handlers.productImage(request);
