/**
 * Search for a visitor who may not see prices (spec §6, a forbidden country): the price field is
 * neither faceted, sorted, filtered on nor returned, so neither the answer nor its ordering or
 * counts reveal a price. Pure functions over App Search request and response bodies.
 */

/** The product documents' price field (`ProductSearchDocument.price`). */
export const PRICE_FIELD = 'price';

type Body = Record<string, unknown>;
const isObject = (value: unknown): value is Body =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function withoutPriceFilters(filters: unknown): unknown {
  if (Array.isArray(filters)) {
    // A filter that named only the price goes entirely (an empty one would be no condition at all).
    return filters
      .filter(
        (entry) => !(isObject(entry) && Object.keys(entry).length === 1 && Object.hasOwn(entry, PRICE_FIELD)),
      )
      .map(withoutPriceFilters);
  }
  if (!isObject(filters)) return filters;
  return Object.fromEntries(
    Object.entries(filters)
      .filter(([field]) => field !== PRICE_FIELD)
      .map(([field, value]) =>
        field === 'all' || field === 'any' || field === 'none'
          ? [field, withoutPriceFilters(value)]
          : [field, value],
      ),
  );
}

function withoutPriceSort(sort: unknown): unknown {
  const keep = (entry: unknown) => !(isObject(entry) && Object.hasOwn(entry, PRICE_FIELD));
  if (Array.isArray(sort)) return sort.filter(keep);
  return keep(sort) ? sort : undefined;
}

function searchWithoutPrices(body: unknown): unknown {
  if (!isObject(body)) return body;
  const copy: Body = { ...body };
  if (isObject(copy.facets)) {
    copy.facets = Object.fromEntries(Object.entries(copy.facets).filter(([field]) => field !== PRICE_FIELD));
  }
  if (copy.sort !== undefined) {
    const sort = withoutPriceSort(copy.sort);
    if (sort === undefined) delete copy.sort;
    else copy.sort = sort;
  }
  if (copy.filters !== undefined) copy.filters = withoutPriceFilters(copy.filters);
  if (isObject(copy.group) && isObject(copy.group.sort) && Object.hasOwn(copy.group.sort, PRICE_FIELD)) {
    const { sort: _dropped, ...group } = copy.group;
    copy.group = group;
  }
  if (isObject(copy.result_fields)) {
    copy.result_fields = Object.fromEntries(
      Object.entries(copy.result_fields).filter(([field]) => field !== PRICE_FIELD),
    );
  }
  return copy;
}

/**
 * A search or multi_search request body without price facets, price sorts (also a group's) and price
 * filters; the body as sent when it is not a JSON object (the protocol answers that with its own 400).
 */
export function requestWithoutPrices(text: string): string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text;
  }
  if (isObject(body) && Array.isArray(body.queries)) {
    return JSON.stringify({ ...body, queries: body.queries.map(searchWithoutPrices) });
  }
  return JSON.stringify(searchWithoutPrices(body));
}

function resultWithoutPrice(result: unknown): unknown {
  if (!isObject(result)) return result;
  const { [PRICE_FIELD]: _price, ...rest } = result;
  return Array.isArray(rest._group) ? { ...rest, _group: rest._group.map(resultWithoutPrice) } : rest;
}

function responseBodyWithoutPrices(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(responseBodyWithoutPrices);
  if (!isObject(body)) return body;
  const copy: Body = { ...body };
  if (Array.isArray(copy.results)) copy.results = copy.results.map(resultWithoutPrice);
  if (isObject(copy.facets)) {
    copy.facets = Object.fromEntries(Object.entries(copy.facets).filter(([field]) => field !== PRICE_FIELD));
  }
  return copy;
}

/** A search or multi_search answer without the price field in any result (grouped ones too) or facet. */
export async function responseWithoutPrices(response: Response): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return response;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, { status: response.status, headers: response.headers });
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(responseBodyWithoutPrices(body)), { status: response.status, headers });
}
