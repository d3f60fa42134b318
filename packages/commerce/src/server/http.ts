import { type FieldIssue, fieldIssueOf } from '@ironmark/config/zod-locale';
import { z } from 'zod';
import type { ModelState } from '../contract';
import { isDatabaseUnavailable } from './db/client';
import {
  CommerceServerError,
  DatabaseUnavailableError,
  RateLimitedError,
  serverErrorCodes,
  ValidationError,
} from './errors';
import type { Logger } from './services/outbox';

/** A JSON answer; API answers are never cached unless `cacheControl` says so. */
export function json(
  body: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...init.headers,
    },
  });
}

/** Turns zod issues into a model-state body: field path ('contact.email', 'lines.0.code') → messages; root issues under 'body'. Each issue keeps its code and params (`issues`). */
export function toModelState(error: z.ZodError | z.core.$ZodError): ModelState & { issues: FieldIssue[] } {
  const issues = error.issues.map((issue) => fieldIssueOf(issue));
  const modelState: Record<string, string[]> = {};
  for (const issue of issues) {
    const messages = modelState[issue.field] ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    modelState[issue.field] = messages;
  }
  const fields = Object.keys(modelState);
  // spec §5 summary messages for address and user fields.
  const message = fields.some((field) => /^(deliveryAddress|invoiceAddress)\./.test(field))
    ? 'Some address information are invalid'
    : fields.some((field) => /^contact\./.test(field))
      ? 'Some user information are invalid'
      : 'The request has invalid fields';
  return { modelState, message, issues };
}

/** Parses `input` with `schema` (classic zod or zod/mini) or throws a {@link ValidationError} naming every bad field with its code. */
export function parseInput<T>(schema: z.core.$ZodType<T>, input: unknown): T {
  const result = z.safeParse(schema, input, { reportInput: true });
  if (result.success) return result.data;
  const { message, issues } = toModelState(result.error);
  throw new ValidationError(issues, message);
}

/**
 * Reads a JSON request body of at most `maxBytes` bytes: 415 for a non-JSON content type, 413 when
 * the declared or actual size is over the cap (the stream is cut there, never buffered whole), 400 for
 * an empty or unparseable body.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new CommerceServerError(serverErrorCodes.unsupportedMediaType, 'Send the body as application/json');
  }
  const declared = Number(request.headers.get('content-length') ?? '0');
  const tooLarge = () =>
    new CommerceServerError(
      serverErrorCodes.payloadTooLarge,
      `The request body is larger than ${maxBytes} bytes`,
    );
  if (declared > maxBytes) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  const text = new TextDecoder().decode(Buffer.concat(chunks));
  if (text.trim() === '') throw ValidationError.field('body', 'required', 'A JSON request body is required');
  try {
    return JSON.parse(text);
  } catch {
    throw ValidationError.field('body', 'invalid_json', 'The request body is not valid JSON');
  }
}

/** The client's address for rate limiting: the first `x-forwarded-for` entry (set by the proxy), `x-real-ip`, else 'unknown'. */
export function clientKey(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip')?.trim() || 'unknown';
}

/**
 * Whether a state-changing request comes from an allowed origin: the `Origin` header must equal the
 * site's origin, one of the extra allowed origins, or the origin the request itself was made to.
 * A missing Origin is refused (browsers always send it on POST).
 */
export function originAllowed(request: Request, allowed: readonly string[]): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return false;
  const own = new URL(request.url).origin;
  return origin === own || allowed.includes(origin);
}

/** Maps any error to its answer: typed errors to their status, database outages to 503, the rest to 500 (logged). */
export function errorResponse(error: unknown, logger: Logger): Response {
  if (error instanceof ValidationError) {
    return json(
      { modelState: error.modelState, message: error.message, issues: error.issues },
      { status: 400 },
    );
  }
  if (error instanceof RateLimitedError) {
    return json(
      { message: error.message, code: error.code },
      { status: 429, headers: { 'retry-after': String(error.retryAfterSeconds) } },
    );
  }
  if (error instanceof CommerceServerError) {
    return json(
      { message: error.message, code: error.code },
      { status: error.status, headers: error.status === 503 ? { 'retry-after': '5' } : {} },
    );
  }
  if (isDatabaseUnavailable(error)) {
    logger.error('Database unavailable', error);
    const unavailable = new DatabaseUnavailableError(error);
    return json(
      { message: unavailable.message, code: unavailable.code },
      { status: 503, headers: { 'retry-after': '5' } },
    );
  }
  logger.error('Unexpected error in a commerce route', error);
  return json({ message: 'Sorry, something went wrong', code: 'INTERNAL_ERROR' }, { status: 500 });
}
