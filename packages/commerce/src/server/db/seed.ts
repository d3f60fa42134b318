import { eq, sql } from 'drizzle-orm';
import type { Catalogue } from '../catalogue/catalogue';
import type { Database } from './client';
import { campaignCodes, giftCards, meta, stockLevels } from './schema';

const DAY_MS = 86_400_000;
const SEED_KEY = 'seed:demo';
const SEED_VERSION = '1';
const SEED_LOCK = 7_261_928;

/** Demo gift cards (minor units). `GIFT-IRON-USED` is spent, to exercise 'Gift card code is already used'. */
export const DEMO_GIFT_CARDS = [
  { code: 'GIFT-IRON-0100', currency: 'usd', balance: 100_00, singleUse: false },
  { code: 'GIFT-IRON-0500', currency: 'usd', balance: 500_00, singleUse: true },
  { code: 'GIFT-IRON-SEK1', currency: 'sek', balance: 1000_00, singleUse: false },
  { code: 'GIFT-IRON-EUR1', currency: 'eur', balance: 100_00, singleUse: false },
  { code: 'GIFT-IRON-GBP1', currency: 'gbp', balance: 75_00, singleUse: true },
  { code: 'GIFT-IRON-USED', currency: 'usd', balance: 0, singleUse: true, used: true },
] as const;

/** Demo campaign codes; windows are relative to the first start (seed time). */
export const DEMO_CAMPAIGN_CODES = [
  {
    code: 'STRONG10',
    discountType: 'percent',
    value: 10,
    currency: null,
    channels: [],
    fromDays: -365,
    toDays: 730,
    active: true,
  },
  {
    code: 'CLUB20',
    discountType: 'percent',
    value: 20,
    currency: null,
    channels: [],
    fromDays: -30,
    toDays: 365,
    active: true,
  },
  {
    code: 'WELCOME25',
    discountType: 'amount',
    value: 25_00,
    currency: 'usd',
    channels: ['en-us'],
    fromDays: -30,
    toDays: 365,
    active: true,
  },
  {
    code: 'NORDIC15',
    discountType: 'percent',
    value: 15,
    currency: null,
    channels: ['sv-se'],
    fromDays: -30,
    toDays: 365,
    active: true,
  },
  {
    code: 'SUMMER2025',
    discountType: 'percent',
    value: 20,
    currency: null,
    channels: [],
    fromDays: -500,
    toDays: -400,
    active: true,
  },
  {
    code: 'FUTURE30',
    discountType: 'percent',
    value: 30,
    currency: null,
    channels: [],
    fromDays: 30,
    toDays: 60,
    active: true,
  },
  {
    code: 'RETIRED5',
    discountType: 'percent',
    value: 5,
    currency: null,
    channels: [],
    fromDays: -30,
    toDays: 365,
    active: false,
  },
] as const;

/**
 * Seeds the demo data once: stock levels of every catalogue variant per market, the demo gift cards
 * and campaign codes. Idempotent — a marker row in `meta` records the seed, the inserts skip existing
 * rows, and an advisory lock keeps concurrent starts from seeding twice. Returns whether it seeded.
 */
export async function seedDemoData(db: Database, catalogue: Catalogue, now = Date.now()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const marker = await tx.select().from(meta).where(eq(meta.key, SEED_KEY));
    if (marker[0]?.value === SEED_VERSION) return false;
    const rows = catalogue.allVariants().flatMap((variant) =>
      Object.entries(variant.stock).map(([market, stock]) => ({
        variantCode: variant.code,
        market,
        ...stock,
      })),
    );
    for (let index = 0; index < rows.length; index += 500) {
      await tx
        .insert(stockLevels)
        .values(rows.slice(index, index + 500))
        .onConflictDoNothing();
    }
    await tx
      .insert(giftCards)
      .values(
        DEMO_GIFT_CARDS.map((card) => ({
          code: card.code,
          currency: card.currency,
          initialBalance: 'used' in card ? 50_00 : card.balance,
          balance: card.balance,
          singleUse: card.singleUse,
          expiresAt: new Date(now + 3 * 365 * DAY_MS),
          usedAt: 'used' in card ? new Date(now - DAY_MS) : null,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(campaignCodes)
      .values(
        DEMO_CAMPAIGN_CODES.map((code) => ({
          code: code.code,
          discountType: code.discountType,
          value: code.value,
          currency: code.currency,
          channels: [...code.channels],
          validFrom: new Date(now + code.fromDays * DAY_MS),
          validTo: new Date(now + code.toDays * DAY_MS),
          active: code.active,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(meta)
      .values({ key: SEED_KEY, value: SEED_VERSION })
      .onConflictDoUpdate({ target: meta.key, set: { value: SEED_VERSION, updatedAt: new Date(now) } });
    return true;
  });
}
