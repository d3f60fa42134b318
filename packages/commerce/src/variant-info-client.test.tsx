// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { FetchLike } from './fetch';
import { createVariantInfoLoader, useVariantInfo, VARIANT_INFO_MAX_BATCH } from './variant-info-client';

const record = (code: string) => ({
  code,
  name: `Ironmark ${code} - Chrome`,
  ts: 1,
  path: `/p/${code.toLowerCase()}`,
  desc: '',
  images: [],
  availableOnline: 'true',
  channels: '',
});

function fakeApi() {
  const urls: URL[] = [];
  const fetch: FetchLike = async (url) => {
    const parsed = new URL(url, 'http://shop.test');
    urls.push(parsed);
    const codes = (parsed.searchParams.get('codes') ?? '').split(',');
    const answer = Object.fromEntries(codes.map((code) => [code, code === 'NONE' ? null : record(code)]));
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  };
  return { fetch, urls };
}

function Name({ codes, fetch }: { codes: string[]; fetch: FetchLike }) {
  const { data } = useVariantInfo(codes, 'sv', { fetch });
  return (
    <ul>
      {codes.map((code) => (
        <li key={code}>{code in data ? `${code}: ${data[code]?.name ?? 'no record'}` : `${code}: …`}</li>
      ))}
    </ul>
  );
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('createVariantInfoLoader', () => {
  it('sends the codes asked for within 10 ms as one GET with _locale and the joined codes', async () => {
    const api = fakeApi();
    const loader = createVariantInfoLoader('de', { fetch: api.fetch });
    const [a, b, none] = await Promise.all([loader.load('A'), loader.load('B'), loader.load('NONE')]);
    expect(api.urls).toHaveLength(1);
    expect(api.urls[0]?.pathname).toBe('/api/variantinfo');
    expect(api.urls[0]?.searchParams.get('_locale')).toBe('de');
    expect(api.urls[0]?.searchParams.get('codes')).toBe('A,B,NONE');
    expect(a?.code).toBe('A');
    expect(b?.code).toBe('B');
    expect(none).toBeNull();
  });

  it('splits more codes than one request may carry', async () => {
    const api = fakeApi();
    const loader = createVariantInfoLoader('en', { fetch: api.fetch });
    const codes = Array.from({ length: VARIANT_INFO_MAX_BATCH + 5 }, (_, index) => `C${index}`);
    await Promise.all(codes.map((code) => loader.load(code)));
    expect(api.urls).toHaveLength(2);
  });

  it('rejects every code of a batch whose answer is not a variant-info map', async () => {
    const fetch: FetchLike = async () => new Response(JSON.stringify({ A: 'nope' }));
    const loader = createVariantInfoLoader('en', { fetch });
    await expect(loader.load('A')).rejects.toThrow(/Unexpected response shape/);
  });
});

describe('useVariantInfo', () => {
  it('loads the records of every component in one request and marks a code without a record', async () => {
    const api = fakeApi();
    render(<Name codes={['A', 'NONE', 'B', '']} fetch={api.fetch} />, { wrapper });
    expect(await screen.findByText('A: Ironmark A - Chrome')).toBeTruthy();
    expect(screen.getByText('NONE: no record')).toBeTruthy();
    expect(screen.getByText('B: Ironmark B - Chrome')).toBeTruthy();
    expect(api.urls).toHaveLength(1);
    expect(api.urls[0]?.searchParams.get('codes')).toBe('A,NONE,B');
  });
});
