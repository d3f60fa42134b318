import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyFromQueryString, FORBIDDEN_KEYS, queryKeyPath } from './query-string';

describe('bodyFromQueryString', () => {
  it.each([
    ['query=bar', { query: 'bar' }],
    ['?query=bar&page[size]=10&page[current]=2', { query: 'bar', page: { size: 10, current: 2 } }],
    ['filters[v_id]=123', { filters: { v_id: '123' } }],
    ['filters[brand][]=a&filters[brand][]=b', { filters: { brand: ['a', 'b'] } }],
    [
      'filters[all][][availability]=in-stock&filters[all][][certification]=iwf',
      { filters: { all: [{ availability: 'in-stock', certification: 'iwf' }] } },
    ],
    [
      'filters[all][][availability]=in-stock&filters[all][][availability]=low-stock',
      { filters: { all: [{ availability: 'in-stock' }, { availability: 'low-stock' }] } },
    ],
    ['filters[price][from]=10&filters[price][to]=20', { filters: { price: { from: 10, to: 20 } } }],
    ['group[field]=group&group[collapse]=true', { group: { field: 'group', collapse: true } }],
    ['sort[price]=asc', { sort: { price: 'asc' } }],
    [
      'queries[][query]=a&queries[][query]=b&queries[][page][size]=3',
      { queries: [{ query: 'a' }, { query: 'b', page: { size: 3 } }] },
    ],
    ['size=5&types[documents][fields][]=name', { size: 5, types: { documents: { fields: ['name'] } } }],
    ['a]b=1&[x]=2&ok=3', { ok: '3' }],
  ])('reads %s', (query, body) => {
    expect(bodyFromQueryString(query)).toEqual(body);
  });

  afterEach(() => {
    // Belt and braces: nothing any test here parsed may have reached the global prototype.
    for (const key of ['campaignCode', 'x', 'polluted', 'note'])
      expect(Object.hasOwn(Object.prototype, key), key).toBe(false);
  });

  it.each([
    '__proto__[campaignCode]=CLUB20',
    '__proto__.campaignCode=CLUB20&__proto__[note]=x',
    'filters[all][][__proto__][x]=1',
    'filters[__proto__][x]=1',
    'constructor[prototype][campaignCode]=CLUB20',
    'filters[constructor][prototype][x]=1',
    'prototype[x]=1',
    'queries[][__proto__][polluted]=1',
    'filters[all][][constructor][prototype][polluted]=1',
  ])('never writes a prototype key: %s', (query) => {
    const body = bodyFromQueryString(query);
    const seen: string[] = [];
    const walk = (value: unknown) => {
      if (value === null || typeof value !== 'object') return;
      for (const key of Reflect.ownKeys(value)) {
        seen.push(String(key));
        walk((value as Record<PropertyKey, unknown>)[key]);
      }
    };
    walk(body);
    expect(seen.filter((key) => FORBIDDEN_KEYS.has(key))).toEqual([]);
    expect(({} as Record<string, unknown>).campaignCode).toBeUndefined();
  });

  it('builds objects without a prototype', () => {
    const body = bodyFromQueryString('filters[all][][brand]=a&page[size]=1');
    expect(Object.getPrototypeOf(body)).toBeNull();
    expect(Object.getPrototypeOf(body.page)).toBeNull();
    const [first] = (body.filters as { all: object[] }).all;
    expect(Object.getPrototypeOf(first)).toBeNull();
  });

  it('drops paths deeper than 16 brackets', () => {
    expect(queryKeyPath(`a${'[b]'.repeat(15)}`)).toHaveLength(16);
    expect(queryKeyPath(`a${'[b]'.repeat(16)}`)).toBeNull();
  });

  const segment = fc.oneof(
    fc.constantFrom(...FORBIDDEN_KEYS, '', 'filters', 'all', 'any', 'page', 'size', 'from', 'x'),
    fc.string({ maxLength: 6 }),
  );
  const key = fc
    .tuple(
      segment.filter((head) => head !== ''),
      fc.array(segment, { maxLength: 6 }),
    )
    .map(([head, rest]) => `${head}${rest.map((part) => `[${part}]`).join('')}`);
  const query = fc
    .array(fc.tuple(key, fc.string({ maxLength: 8 })), { maxLength: 12 })
    .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));

  it('property: any query string leaves Object.prototype untouched and every node prototype-free', () => {
    fc.assert(
      fc.property(query, (search) => {
        const body = bodyFromQueryString(search);
        const walk = (value: unknown): void => {
          if (value === null || typeof value !== 'object') return;
          if (!Array.isArray(value)) expect(Object.getPrototypeOf(value)).toBeNull();
          for (const child of Object.keys(value)) {
            expect(FORBIDDEN_KEYS.has(child)).toBe(false);
            walk((value as Record<string, unknown>)[child]);
          }
        };
        walk(body);
        expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(
          Object.getOwnPropertyNames(Object.getPrototypeOf({})),
        );
        for (const name of ['x', 'all', 'size', 'from', 'filters', 'page'])
          expect(Object.hasOwn(Object.prototype, name)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('property: plain keys round-trip (a=v reads back as { a: v })', () => {
    const plain = fc
      .string({ minLength: 1, maxLength: 10 })
      .filter(
        (k) =>
          !/[[\]]/.test(k) &&
          !FORBIDDEN_KEYS.has(k) &&
          ![
            'size',
            'current',
            'weight',
            'precision',
            'from',
            'to',
            'collapse',
            'fallback',
            'record_analytics',
          ].includes(k),
      );
    fc.assert(
      fc.property(plain, fc.string({ maxLength: 10 }), (k, v) => {
        const body = bodyFromQueryString(new URLSearchParams([[k, v]]).toString());
        expect(body[k]).toBe(v);
      }),
      { numRuns: 500 },
    );
  });
});
