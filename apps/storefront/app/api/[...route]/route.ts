import { getCommerce } from '../../../lib/server/commerce';

// Every commerce endpoint (real-time data, variant info, quotes, shared lists, newsletter, contact,
// order status, code checks): validation, origin checks, rate limits and body caps live in the handlers.
const handle = (request: Request) => getCommerce().handlers.handle(request);

// Every method goes to the handlers: an unknown one gets their 405 with a code and `Allow`, not
// Next's empty one.
export { handle as DELETE, handle as GET, handle as PATCH, handle as POST, handle as PUT };
export const dynamic = 'force-dynamic';
