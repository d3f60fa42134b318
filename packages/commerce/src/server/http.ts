import { VISITOR_COUNTRY_COOKIE } from '@ironmark/channel';
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

/** The HTTP methods a route file can answer (Next calls the export of that name). */
export const ROUTE_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type RouteMethod = (typeof ROUTE_METHODS)[number];

/**
 * 405 in the API's error shape (a code, never an empty body), with the methods the path does take in
 * `Allow` (RFC 9110 §15.5.6); a path that takes GET takes HEAD too.
 */
export function methodNotAllowed(method: string, allow: readonly string[]): Response {
  const allowed = allow.includes('GET') && !allow.includes('HEAD') ? [...allow, 'HEAD'] : allow;
  return json(
    { message: `Method ${method} is not allowed here`, code: serverErrorCodes.methodNotAllowed },
    { status: 405, headers: { allow: allowed.join(', ') } },
  );
}

/**
 * A 405 handler for every method a route file does not take, to export under the missing names
 * (`export const { POST, PUT, PATCH, DELETE } = refuseMethods(['GET'])`): without them Next answers
 * an empty 405 with no `Allow`.
 */
export function refuseMethods(
  allow: readonly RouteMethod[],
): Record<RouteMethod, (request: Request) => Response> {
  const refuse = (request: Request) => methodNotAllowed(request.method, allow);
  return { GET: refuse, POST: refuse, PUT: refuse, PATCH: refuse, DELETE: refuse };
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
    throw new CommerceServerError(
      serverErrorCodes.unsupportedMediaType,
      'Send the body as application/json',
      {
        field: 'Content-Type',
      },
    );
  }
  const declared = Number(request.headers.get('content-length') ?? '0');
  const tooLarge = () =>
    new CommerceServerError(
      serverErrorCodes.payloadTooLarge,
      `The request body is larger than ${maxBytes} bytes`,
      { field: 'body' },
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

/**
 * Request header carrying the TCP peer address of the connection, set by the storefront's front door
 * (apps/storefront/server.mjs) from the socket on every request after it deletes any value a client
 * sent. Next route handlers cannot see the socket themselves; nothing else may set this header.
 */
export const CLIENT_ADDRESS_HEADER = 'x-ironmark-client-address';

/** Whole-address form of an IPv6 address ('2001:db8::1' ⇒ eight 4-digit groups), or null if it is not one. */
function ipv6Groups(address: string): string[] | null {
  if (!/^[0-9a-f:.]+$/i.test(address) || !address.includes(':')) return null;
  const [head = '', tail, extra] = address.split('::');
  if (extra !== undefined) return null;
  const parts = (text: string) => (text === '' ? [] : text.split(':'));
  const left = parts(head);
  const right = tail === undefined ? [] : parts(tail);
  // An embedded IPv4 tail ('::ffff:1.2.3.4') counts as two groups.
  const last = right.at(-1) ?? left.at(-1) ?? '';
  const v4 = last.includes('.') ? 1 : 0;
  const missing = 8 - left.length - right.length - v4;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  return groups.map((group) => (group.includes('.') ? group : group.padStart(4, '0').toLowerCase()));
}

/**
 * The rate-limit key of an address: IPv4 as is (also when IPv4-mapped, '::ffff:1.2.3.4'), IPv6 by its
 * /64 network (one subscriber usually holds a whole /64, so single addresses are free to rotate).
 */
export function addressKey(address: string): string {
  const trimmed = address.trim().replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  if (mapped?.[1]) return mapped[1];
  const groups = ipv6Groups(trimmed);
  if (groups) return `${groups.slice(0, 4).join(':')}::/64`;
  return trimmed.toLowerCase() || 'unknown';
}

/**
 * The client's address for rate limiting. `trustedHops` is the number of reverse proxies in front of
 * the server (TRUSTED_PROXY_HOPS): 0 ⇒ the socket's peer address ({@link CLIENT_ADDRESS_HEADER});
 * n ⇒ the address n places from the right of `X-Forwarded-For` + the peer address, i.e. the address
 * the outermost trusted proxy saw. Entries a client wrote further left are never used, so rotating
 * `X-Forwarded-For` gains nothing. A missing peer address counts as one shared client, 'unknown'.
 */
export function clientKey(request: Request, trustedHops = 0): string {
  const peer = request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || 'unknown';
  if (trustedHops <= 0) return addressKey(peer);
  const chain = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const hops = [...chain, peer];
  return addressKey(hops[Math.max(0, hops.length - 1 - trustedHops)] ?? peer);
}

/**
 * The host the request was made to: `X-Forwarded-Host` as the outermost trusted proxy set it when
 * `trustedHops` > 0 and it is present, else the `Host` header; lower-cased, or null.
 */
export function requestHost(request: Request, trustedHops = 0): string | null {
  if (trustedHops > 0) {
    const forwarded = (request.headers.get('x-forwarded-host') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const host = forwarded[Math.max(0, forwarded.length - trustedHops)];
    if (host) return host.toLowerCase();
  }
  return request.headers.get('host')?.trim().toLowerCase() || null;
}

/**
 * Whether a state-changing request comes from an allowed origin: the `Origin` header must equal the
 * site's origin or one of the extra allowed origins (`allowed`), or name the host the request itself
 * was made to ({@link requestHost}: a shop opened at http://127.0.0.1:3000 while SITE_URL says
 * localhost still works). A missing or opaque ('null') Origin is refused (browsers always send it on POST).
 */
export function originAllowed(request: Request, allowed: readonly string[], trustedHops = 0): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return false;
  if (allowed.includes(origin)) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  const host = requestHost(request, trustedHops);
  return host !== null && parsed.host === host;
}

/**
 * The countries a request names for the visitor, as the server's price policy reads them: the
 * deployment's geo header (`geoHeader`, GEO_COUNTRY_HEADER; the edge overwrites what a client sent)
 * and the visitor cookie proxy.ts sets from it. Both only ever add countries to the policy.
 */
export function visitorCountries(request: Request, geoHeader: string): string[] {
  const countries: string[] = [];
  const geo = request.headers.get(geoHeader)?.trim().toLowerCase();
  if (geo) countries.push(geo);
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== VISITOR_COUNTRY_COOKIE) continue;
    const value = part
      .slice(separator + 1)
      .trim()
      .toLowerCase();
    if (value) countries.push(value);
  }
  return countries;
}

/** Maps any error to its answer: typed errors to their status, database outages to 503, the rest to 500 (logged). */
export function errorResponse(error: unknown, logger: Logger): Response {
  if (error instanceof ValidationError) {
    return json(
      { modelState: error.modelState, message: error.message, issues: error.issues },
      { status: error.status },
    );
  }
  if (error instanceof RateLimitedError) {
    return json(
      { message: error.message, code: error.code },
      { status: 429, headers: { 'retry-after': String(error.retryAfterSeconds) } },
    );
  }
  if (error instanceof CommerceServerError) {
    // The part at fault as an issue; no model state, which clients read as invalid input (400/422).
    const issue = error.issue();
    const named = issue ? { issues: [issue] } : {};
    return json(
      { message: error.message, code: error.code, ...named },
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
