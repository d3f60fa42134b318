import { getSearch } from '../../../../../../../lib/server/search';

// The App Search protocol over the embedded engine (external-apis.md §2(a)): never cached, always fresh.
export const dynamic = 'force-dynamic';

/** `GET engines/{engine}/{search.json | multi_search.json | query_suggestion(.json)}` with bracket-notation parameters. */
export function GET(request: Request): Promise<Response> {
  return getSearch().handle(request);
}

/** `POST engines/{engine}/{search.json | multi_search.json | query_suggestion(.json) | click.json}` with a JSON body. */
export function POST(request: Request): Promise<Response> {
  return getSearch().handle(request);
}

// Other methods get the protocol's own 405 (its error shape and `Allow`), not Next's empty one.
export { POST as DELETE, POST as PATCH, POST as PUT };
