import { getCommerce } from '../../../lib/server/commerce';

// Every commerce endpoint (real-time data, variant info, quotes, shared lists, newsletter, contact,
// order status, code checks): validation, origin checks, rate limits and body caps live in the handlers.
const handle = (request: Request) => getCommerce().handlers.handle(request);

export const GET = handle;
export const POST = handle;
export const dynamic = 'force-dynamic';
