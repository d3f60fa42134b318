import { describe, expect, it } from 'vitest';
import { deriveListView, listedName, namedStockChanges, withdrawnLines } from './list-view';
import type { Build, PriceAndAvailability, VariantInfo } from './schemas';

const info = (code: string, name = `Ironmark ${code} - 20 kg`): VariantInfo => ({
  code,
  name,
  ts: 1,
  path: `/p/${code}`,
  desc: '',
  images: [],
  availableOnline: 'true',
  channels: '',
  category: 'Barbells',
});
const priced = (price: number, campaignPrice?: number): PriceAndAvailability => ({
  price,
  ...(campaignPrice === undefined ? {} : { campaignPrice }),
  currency: 'usd',
  vatIncluded: false,
  stock: { inStock: 5, preOrder: 0, preOrderDisplay: false, daysAhead: 30, estimatedDeliveryDays: 2 },
});
const build = (code: string, quantity: number): Build => ({
  code,
  name: `Barbell set ${code}`,
  configuratorName: 'barbell-set',
  configuration: { bar: 'iwf' },
  quantity,
});

describe('deriveListView', () => {
  const view = deriveListView({
    favourites: { BAR: { quantity: 2 }, PLATE: { quantity: 1 } },
    builds: [build('B1', 1), build('B0', 0)],
    variantInfo: { BAR: info('BAR'), PLATE: undefined },
    realtime: { BAR: priced(30_000, 25_000), PLATE: { noResult: true } },
    channelCode: 'en-us',
    brand: 'Ironmark',
  });

  it('completes the favourites with their variant info, a code without it still loading', () => {
    expect(view.favourites.map(({ code, name, loading }) => ({ code, name, loading }))).toEqual([
      { code: 'BAR', name: 'BAR', loading: false },
      { code: 'PLATE', name: 'PLATE', loading: true },
    ]);
  });

  it('quotes the favourites and only the builds with at least one unit, and keeps every build', () => {
    expect(view.contents.lines).toEqual([
      { code: 'BAR', quantity: 2 },
      { code: 'PLATE', quantity: 1 },
    ]);
    expect(view.contents.builds.map((item) => item.code)).toEqual(['B1']);
    expect(view.builds.map((item) => item.code)).toEqual(['B1', 'B0']);
  });

  it('prices analytics items at the payable price, 0 without one, and the quoted builds at 0', () => {
    expect(view.analyticsItems).toEqual([
      { id: 'BAR', name: 'BAR', price: 25_000, quantity: 2, category: 'Barbells' },
      { id: 'PLATE', name: 'PLATE', price: 0, quantity: 1, category: undefined },
      { id: 'B1', name: 'Barbell set B1', price: 0, quantity: 1 },
    ]);
  });
});

describe('the cart notices', () => {
  const variantInfo = { BAR: info('BAR', 'Ironmark IWF Bar - Needle bearing'), GONE: null };

  it('names a product without its brand and description, or not at all without variant info', () => {
    expect(listedName('BAR', variantInfo, 'Ironmark')).toBe('IWF Bar');
    expect(listedName('GONE', variantInfo, 'Ironmark')).toBeUndefined();
    expect(listedName('LOADING', variantInfo, 'Ironmark')).toBeUndefined();
  });

  it('names the stock caps it can', () => {
    const changes = [
      { code: 'BAR', from: 3, to: 1 },
      { code: 'GONE', from: 2, to: 0 },
    ];
    expect(namedStockChanges(changes, variantInfo, 'Ironmark')).toEqual([
      { code: 'BAR', from: 3, to: 1, name: 'IWF Bar' },
      { code: 'GONE', from: 2, to: 0, name: undefined },
    ]);
  });

  it('withdraws a line excluded as withdrawn with an answer, never for a missing answer or a stock reason', () => {
    const excluded = [
      { code: 'NO-RESULT', reason: 'no-result' as const },
      { code: 'UNANSWERED', reason: 'no-result' as const },
      { code: 'OFFLINE', reason: 'not-available-online' as const },
      { code: 'LATE', reason: 'pre-order-too-late' as const },
    ];
    const realtime = { 'NO-RESULT': { noResult: true as const }, OFFLINE: priced(100), LATE: priced(100) };
    expect(withdrawnLines(excluded, realtime).map((entry) => entry.code)).toEqual(['NO-RESULT', 'OFFLINE']);
  });
});
