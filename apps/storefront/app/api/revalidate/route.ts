import { errorResponse, json, parseInput, readJsonBody, refuseMethods } from '@ironmark/commerce/server';
import { env } from '@ironmark/config/env';
import { contentWebhookSchema, isValidWebhookAuthorization, revalidationTargets } from '@ironmark/content';
import { revalidatePath } from 'next/cache';

export const dynamic = 'force-dynamic';
// Other methods: the API's 405 with a code and `Allow`, not Next's empty one.
export const { GET, PUT, PATCH, DELETE } = refuseMethods(['POST']);

/** The largest webhook body read (bytes): Strapi's publish event is a few kilobytes. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * The content-publish webhook (issue 17): Strapi calls `POST /api/revalidate` with
 * `Authorization: Bearer {REVALIDATE_SECRET}` and its webhook body; the routes the change reaches
 * (@ironmark/content `revalidationTargets`) are revalidated. With the shared Redis cache this one
 * call is served by every instance. Bad input gets the API's answers (@ironmark/commerce): 415, 413,
 * and 400 with a model state and `issues` naming each field with a code.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isValidWebhookAuthorization(request.headers.get('authorization'), env().REVALIDATE_SECRET)) {
    return json({ message: 'Invalid webhook secret', code: 'UNAUTHORIZED' }, { status: 401 });
  }
  try {
    const body = parseInput(contentWebhookSchema, await readJsonBody(request, MAX_BODY_BYTES));
    const targets = revalidationTargets(body);
    for (const target of targets) revalidatePath(target.path, target.type);
    return json({ revalidated: targets });
  } catch (error) {
    return errorResponse(error, console);
  }
}
