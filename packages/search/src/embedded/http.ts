import type { FieldIssue } from '@ironmark/config/zod-locale';
import { type SearchEndpoint, type SearchEngine, searchErrorBody } from './engine';
import { bodyFromQueryString } from './query-string';

const ROUTE =
  /\/api\/as\/v1\/engines\/([^/]+)\/(search\.json|multi_search\.json|query_suggestion(?:\.json)?|click\.json)$/;

const ENDPOINTS: Record<string, SearchEndpoint> = {
  'search.json': 'search',
  'multi_search.json': 'multi_search',
  query_suggestion: 'query_suggestion',
  'query_suggestion.json': 'query_suggestion',
  'click.json': 'click',
};

/** App Search: search, multi_search and query_suggestion take GET or POST; click is POST only. */
const READ_ENDPOINTS: ReadonlySet<SearchEndpoint> = new Set(['search', 'multi_search', 'query_suggestion']);

/** Default cap of a protocol request body (bytes): ten faceted queries fit many times over. */
export const SEARCH_MAX_BODY_BYTES = 256 * 1024;

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

const bodyIssue = (code: string, message: string, params: FieldIssue['params'] = {}): FieldIssue => ({
  field: 'body',
  code,
  params,
  message,
});

/** Thrown by {@link readCappedText} when a body is over its cap. */
export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
}

/**
 * Reads a request body as UTF-8 text, at most `maxBytes` bytes: a declared `content-length` over the
 * cap is refused before any byte is read, and a streamed body is cut as soon as it passes the cap, so
 * a large upload is never buffered whole. Throws {@link BodyTooLargeError}.
 */
export async function readCappedText(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new BodyTooLargeError(`Request body is larger than ${maxBytes} bytes`);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(`Request body is larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** Options of {@link createSearchHttpHandler}. */
export interface SearchHttpOptions {
  /** Largest request body read (bytes); default {@link SEARCH_MAX_BODY_BYTES}. */
  maxBodyBytes?: number;
}

/**
 * Maps a Web `Request` for `/api/as/v1/engines/{engine}/{search.json | multi_search.json |
 * query_suggestion | query_suggestion.json | click.json}` onto `engine.handle` and answers a Web
 * `Response` in App Search's shapes. POST takes a JSON body (read with a size cap: 413 past it); the
 * read endpoints also take GET with the body in bracket notation ({@link bodyFromQueryString}).
 * Errors are `{ errors, issues }` (404 unknown path, 405 other methods, 400 bad JSON or a bad field).
 */
export function createSearchHttpHandler(
  engine: SearchEngine,
  options: SearchHttpOptions = {},
): (request: Request) => Promise<Response> {
  const maxBodyBytes = options.maxBodyBytes ?? SEARCH_MAX_BODY_BYTES;
  return async (request) => {
    const url = new URL(request.url);
    const match = ROUTE.exec(url.pathname);
    const endpoint = match ? ENDPOINTS[match[2] ?? ''] : undefined;
    if (!match || !endpoint) return json(404, { errors: ['Not found'] });
    const readable = READ_ENDPOINTS.has(endpoint);
    let body: unknown;
    if (readable && (request.method === 'GET' || request.method === 'HEAD')) {
      body = bodyFromQueryString(url.search);
    } else if (request.method === 'POST') {
      let text: string;
      try {
        text = await readCappedText(request, maxBodyBytes);
      } catch (error) {
        if (!(error instanceof BodyTooLargeError)) throw error;
        return json(413, searchErrorBody([bodyIssue('too_large', error.message, { max: maxBodyBytes })]));
      }
      try {
        body = text === '' ? {} : JSON.parse(text);
      } catch {
        return json(400, searchErrorBody([bodyIssue('invalid_json', 'Request body is not valid JSON')]));
      }
    } else {
      const allow = readable ? 'GET, POST' : 'POST';
      return json(405, { errors: [`Method not allowed; use ${allow}`] }, { allow });
    }
    let engineName: string;
    try {
      engineName = decodeURIComponent(match[1] ?? '');
    } catch {
      return json(404, { errors: ['Could not find engine.'] });
    }
    const answer = await engine.handle(engineName, endpoint, body, {
      authorization: request.headers.get('authorization'),
    });
    if (answer.body === undefined)
      return new Response(null, { status: answer.status, headers: { 'cache-control': 'no-store' } });
    return json(answer.status, answer.body);
  };
}
