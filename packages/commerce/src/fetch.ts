import { commerceErrorCodes, FetchError, ModelStateError, ResponseError, UnreachableError } from './errors';

// The helpers run in the browser on every page: they import no zod. The schemas an answer is checked
// with arrive with the answer — a schema loader, and ./wire for the model-state body of a 400 — so
// they load after the page, in a chunk of their own.

/** A zod schema (zod/mini or classic) as {@link fetchApi} uses it: its `safeParse`. */
export interface AnswerSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/**
 * What {@link fetchApi} checks an answer with: a schema, or a function that loads one, e.g.
 * `() => import('./wire').then((wire) => wire.realtimeResponseSchema)`. A loader runs only once an
 * answer is there, so the browser loads the schema (and zod) after the page, not with it.
 */
export type SchemaSource<T> = AnswerSchema<T> | (() => Promise<AnswerSchema<T>>);

/** The `fetch` signature the helpers accept (defaults to the global fetch). */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response | undefined>;

/** Options of {@link fetchApi} and {@link fetchJson}. */
export interface FetchOptions extends RequestInit {
  /** Replaces the global `fetch` (tests, server-side wiring). */
  fetch?: FetchLike;
  /** Sent as the `Idempotency-Key` header (see `submissionKeys`): a resend stores nothing twice. */
  idempotencyKey?: string;
}

async function send(url: string, options: FetchOptions): Promise<Response> {
  const { fetch: fetchImpl = globalThis.fetch as FetchLike, idempotencyKey, ...rest } = options;
  const init: RequestInit =
    idempotencyKey === undefined
      ? rest
      : { ...rest, headers: { ...headersObject(rest.headers), 'idempotency-key': idempotencyKey } };
  let response: Response | undefined;
  try {
    response = await fetchImpl(url, init);
  } catch (cause) {
    // spec §8: a missing response means the URL may be unreachable.
    throw new UnreachableError(url, cause);
  }
  if (!response) throw new UnreachableError(url);
  // spec §8: an opaque cross-origin response has no readable status or body.
  if (response.type === 'opaque' || response.type === 'opaqueredirect') {
    throw new ResponseError(
      commerceErrorCodes.opaqueResponse,
      `Opaque response from ${url}; the body cannot be read`,
      {
        url,
      },
    );
  }
  return response;
}

function headersObject(headers: HeadersInit | undefined): Record<string, string> {
  if (headers === undefined) return {};
  return Object.fromEntries(new Headers(headers).entries());
}

function tryParse(text: string): { ok: true; value: unknown } | { ok: false; error: unknown } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * Calls a commerce API endpoint with the response handling of spec §8 and returns the parsed JSON,
 * validated by `schema` when given (a schema, or a loader of one: {@link SchemaSource}).
 * - no response ⇒ {@link UnreachableError}; opaque response ⇒ {@link ResponseError};
 * - non-OK with a model-state body ⇒ {@link ModelStateError}; other non-OK ⇒ {@link FetchError} (url, status, status text);
 * - empty body, unparseable JSON or a body not matching `schema` ⇒ {@link ResponseError}.
 * JSON bodies are sent with `content-type: application/json` when `json` is given.
 */
export async function fetchApi<T = unknown>(
  url: string,
  options: FetchOptions & { json?: unknown; schema?: SchemaSource<T> } = {},
): Promise<T> {
  const { json, schema, ...rest } = options;
  const init: FetchOptions =
    json === undefined
      ? rest
      : {
          ...rest,
          method: rest.method ?? 'POST',
          body: JSON.stringify(json),
          headers: { 'content-type': 'application/json', accept: 'application/json', ...rest.headers },
        };
  const response = await send(url, init);
  const text = await response.text();
  if (!response.ok) {
    const parsed = text ? tryParse(text) : undefined;
    const modelState = parsed?.ok
      ? (await import('./wire')).modelStateSchema.safeParse(parsed.value)
      : undefined;
    if (modelState?.success) {
      throw new ModelStateError(modelState.data.modelState, {
        message: modelState.data.message,
        url,
        status: response.status,
        ...(modelState.data.issues ? { issues: modelState.data.issues } : {}),
      });
    }
    throw new FetchError(`Request to ${url} failed: ${response.status} ${response.statusText}`.trim(), {
      url,
      status: response.status,
      statusText: response.statusText,
      body: text,
    });
  }
  if (text.trim() === '') {
    throw new ResponseError(commerceErrorCodes.emptyBody, `Empty response from ${url}`, { url, body: text });
  }
  const parsed = tryParse(text);
  if (!parsed.ok) {
    throw new ResponseError(commerceErrorCodes.parseFailed, `Failed to parse response from ${url}`, {
      url,
      body: text,
      cause: parsed.error,
    });
  }
  if (!schema) return parsed.value as T;
  const checked = (typeof schema === 'function' ? await schema() : schema).safeParse(parsed.value);
  if (!checked.success) {
    throw new ResponseError(commerceErrorCodes.unexpectedShape, `Unexpected response shape from ${url}`, {
      url,
      body: text,
      cause: checked.error,
    });
  }
  return checked.data;
}

/**
 * The generic JSON fetch helper of spec §7: reads the body as text, fails if the status is not OK
 * (`Failed to fetch: {status text} {body}` as a {@link FetchError}), then parses JSON
 * (`Failed to parse response: {body}` as a {@link ResponseError}).
 */
export async function fetchJson<T = unknown>(url: string, options: FetchOptions = {}): Promise<T> {
  const response = await send(url, options);
  const text = await response.text();
  if (!response.ok) {
    throw new FetchError(`Failed to fetch: ${response.statusText} ${text}`.trim(), {
      url,
      status: response.status,
      statusText: response.statusText,
      body: text,
    });
  }
  const parsed = tryParse(text);
  if (!parsed.ok || text.trim() === '') {
    throw new ResponseError(
      text.trim() === '' ? commerceErrorCodes.emptyBody : commerceErrorCodes.parseFailed,
      `Failed to parse response: ${text}`.trim(),
      { url, body: text, cause: parsed.ok ? undefined : parsed.error },
    );
  }
  return parsed.value as T;
}
