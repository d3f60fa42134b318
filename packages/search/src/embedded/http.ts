import type { SearchEngine, SearchEndpoint } from './engine';

const ROUTE =
  /\/api\/as\/v1\/engines\/([^/]+)\/(search\.json|multi_search\.json|query_suggestion(?:\.json)?|click\.json)$/;

const ENDPOINTS: Record<string, SearchEndpoint> = {
  'search.json': 'search',
  'multi_search.json': 'multi_search',
  query_suggestion: 'query_suggestion',
  'query_suggestion.json': 'query_suggestion',
  'click.json': 'click',
};

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

/**
 * Maps a Web `Request` for `/api/as/v1/engines/{engine}/{search.json | multi_search.json |
 * query_suggestion | query_suggestion.json | click.json}` (POST, JSON body, `Authorization: Bearer …`)
 * onto `engine.handle` and answers a Web `Response` in App Search's shapes: JSON bodies, `{errors}` on
 * failure (404 unknown path, 405 other methods, 400 unparseable JSON), an empty 200 for clicks.
 */
export function createSearchHttpHandler(engine: SearchEngine): (request: Request) => Promise<Response> {
  return async (request) => {
    const match = ROUTE.exec(new URL(request.url).pathname);
    const endpoint = match ? ENDPOINTS[match[2] ?? ''] : undefined;
    if (!match || !endpoint) return json(404, { errors: ['Not found'] });
    if (request.method !== 'POST')
      return json(405, { errors: ['Method not allowed; use POST'] }, { allow: 'POST' });
    let body: unknown;
    try {
      const text = await request.text();
      body = text === '' ? {} : JSON.parse(text);
    } catch {
      return json(400, { errors: ['Request body is not valid JSON'] });
    }
    const answer = await engine.handle(decodeURIComponent(match[1] ?? ''), endpoint, body, {
      authorization: request.headers.get('authorization'),
    });
    if (answer.body === undefined)
      return new Response(null, { status: answer.status, headers: { 'cache-control': 'no-store' } });
    return json(answer.status, answer.body);
  };
}
