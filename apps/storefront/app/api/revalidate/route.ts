import { refuseMethods } from '@ironmark/commerce/server';
import { env } from '@ironmark/config/env';
import { contentWebhookSchema, isValidWebhookAuthorization, revalidationTargets } from '@ironmark/content';
import { revalidatePath } from 'next/cache';

export const dynamic = 'force-dynamic';
// Other methods: the API's 405 with a code and `Allow`, not Next's empty one.
export const { GET, PUT, PATCH, DELETE } = refuseMethods(['POST']);

const headers = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

/**
 * The content-publish webhook (issue 17): Strapi calls `POST /api/revalidate` with
 * `Authorization: Bearer {REVALIDATE_SECRET}` and its webhook body; the routes the change reaches
 * (@ironmark/content `revalidationTargets`) are revalidated. With the shared Redis cache this one
 * call is served by every instance.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isValidWebhookAuthorization(request.headers.get('authorization'), env().REVALIDATE_SECRET)) {
    return new Response(JSON.stringify({ message: 'Invalid webhook secret', code: 'UNAUTHORIZED' }), {
      status: 401,
      headers,
    });
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return new Response(
      JSON.stringify({
        message: 'The body is not JSON',
        code: 'VALIDATION_FAILED',
        modelState: { body: ['Invalid JSON'] },
      }),
      { status: 400, headers },
    );
  }
  const parsed = contentWebhookSchema.safeParse(body);
  if (!parsed.success) {
    const modelState: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
      modelState[field] = [...(modelState[field] ?? []), issue.message];
    }
    return new Response(
      JSON.stringify({ message: 'The request has invalid fields', code: 'VALIDATION_FAILED', modelState }),
      { status: 400, headers },
    );
  }
  const targets = revalidationTargets(parsed.data);
  for (const target of targets) revalidatePath(target.path, target.type);
  return new Response(JSON.stringify({ revalidated: targets }), { status: 200, headers });
}
