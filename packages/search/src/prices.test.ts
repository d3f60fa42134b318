import { describe, expect, it } from 'vitest';
import { requestWithoutPrices, responseWithoutPrices } from './prices';

describe('search without prices (a forbidden country, spec §6)', () => {
  it('drops price facets, sorts and filters, keeping everything else', () => {
    const body = {
      query: 'bar',
      facets: { price: [{ type: 'range', ranges: [{ from: 0, to: 100 }] }], brand: [{ type: 'value' }] },
      sort: [{ price: 'asc' }, { bp_name: 'asc' }],
      filters: { all: [{ price: { from: 10, to: 20 } }, { brand: 'Ironmark' }], price: { from: 1 } },
      group: { field: 'group', sort: { price: 'desc' } },
      result_fields: { name: { raw: {} }, price: { raw: {} } },
    };
    expect(JSON.parse(requestWithoutPrices(JSON.stringify(body)))).toEqual({
      query: 'bar',
      facets: { brand: [{ type: 'value' }] },
      sort: [{ bp_name: 'asc' }],
      filters: { all: [{ brand: 'Ironmark' }] },
      group: { field: 'group' },
      result_fields: { name: { raw: {} } },
    });
    expect(JSON.parse(requestWithoutPrices(JSON.stringify({ query: 'x', sort: { price: 'desc' } })))).toEqual(
      {
        query: 'x',
      },
    );
    const multi = { queries: [{ query: 'a', sort: { price: 'asc' } }, { query: 'b' }] };
    expect(JSON.parse(requestWithoutPrices(JSON.stringify(multi)))).toEqual({
      queries: [{ query: 'a' }, { query: 'b' }],
    });
    expect(requestWithoutPrices('{not json')).toBe('{not json');
  });

  it('drops the price of every result, grouped ones too, and any price facet', async () => {
    const answer = new Response(
      JSON.stringify({
        meta: {},
        results: [
          { id: { raw: 'a' }, price: { raw: 12 }, _group: [{ id: { raw: 'b' }, price: { raw: 13 } }] },
        ],
        facets: { price: [{ data: [] }], brand: [{ data: [] }] },
      }),
      { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } },
    );
    const stripped = await responseWithoutPrices(answer);
    expect(stripped.status).toBe(200);
    expect(await stripped.json()).toEqual({
      meta: {},
      results: [{ id: { raw: 'a' }, _group: [{ id: { raw: 'b' } }] }],
      facets: { brand: [{ data: [] }] },
    });
  });
});
