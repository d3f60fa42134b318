import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { stockLevels } from '../db/schema';
import type { Logger } from './outbox';

/**
 * How long (ms) a market's stock figures are answered from memory before they are read again, when
 * no notice of a write arrived. This bounds what a visitor may see of a write this process did not
 * make or hear of (another instance whose NOTIFY was lost, an import, a hand edit in SQL): at most
 * one second old. That is safe because the figure is only shown — the checkout takes stock with a
 * conditional UPDATE in its own transaction (`reserve`), so a one-second-old figure can never
 * oversell; at worst the shopper's order is capped at placement. One reload a second per market
 * costs ≈ 20 ms of PGlite time (900 rows) or a few ms of PostgreSQL time.
 */
export const STOCK_CACHE_TTL_MS = 1_000;

/** Share of the TTL after which a lookup starts reading its market again in the background. */
const REFRESH_AHEAD = 0.5;

/** The PostgreSQL channel on which instances announce committed stock writes (LISTEN/NOTIFY). */
export const STOCK_NOTIFY_CHANNEL = 'ironmark_stock_written';

/** A notice payload must stay under PostgreSQL's 8000-byte limit; longer lists name the market only. */
const NOTICE_MAX_BYTES = 7_000;

/** The stock figures of a variant in a market, as the real-time answer shows them. */
export interface StockFigures {
  inStock: number;
  preOrder: number;
  preOrderDisplay: boolean;
  daysAhead: number;
  estimatedDeliveryDays: number;
}

/** Reads the figures of a market: of `codes` only, or all of them when `codes` is undefined. */
export type StockLoader = (
  market: string,
  codes?: readonly string[],
) => Promise<Array<StockFigures & { variantCode: string }>>;

/** The loader over the `stock_levels` table. */
export function stockLoader(db: Database): StockLoader {
  const columns = {
    variantCode: stockLevels.variantCode,
    inStock: stockLevels.inStock,
    preOrder: stockLevels.preOrder,
    preOrderDisplay: stockLevels.preOrderDisplay,
    daysAhead: stockLevels.daysAhead,
    estimatedDeliveryDays: stockLevels.estimatedDeliveryDays,
  };
  return (market, codes) =>
    db
      .select(columns)
      .from(stockLevels)
      .where(
        codes
          ? and(eq(stockLevels.market, market), inArray(stockLevels.variantCode, [...codes]))
          : eq(stockLevels.market, market),
      );
}

/** Sends a stock notice to every instance on the database; rejects when the backend cannot. */
export type StockNotify = (payload: string) => Promise<void>;

/** NOTIFY through the query layer (PostgreSQL and PGlite). */
export function stockNotifier(db: Database): StockNotify {
  return async (payload) => {
    await db.execute(sql`SELECT pg_notify(${STOCK_NOTIFY_CHANNEL}, ${payload})`);
  };
}

/**
 * Per-process cache of stock figures, one entry per warehouse market (the whole market is read at
 * once: 900 rows cost ≈ 20 ms on PGlite, against ≈ 4 ms for a 12-code query, and a market is then
 * answered from memory until it expires). Writers of `stock_levels` report what they touched through
 * {@link StockCache.transaction} and {@link StockCache.wrote}; those codes are marked stale once the
 * transaction has settled, and the next lookup reads just them again.
 */
export interface StockCache {
  /** The figures of the codes in a market that have a stock row (absent codes have none). */
  figures(market: string, codes: readonly string[]): Promise<Map<string, StockFigures>>;
  /** Forgets codes of a market (or the whole market when `codes` is undefined): read them again. */
  invalidate(market: string, codes?: Iterable<string>): void;
  /** Forgets every market (e.g. after the notice connection was lost: notices may have been missed). */
  invalidateAll(): void;
  /**
   * Runs `fn` in one database transaction; the stock it {@link wrote} is invalidated here and
   * announced to other instances once the transaction has settled — after COMMIT, never before, so a
   * concurrent read cannot re-store the old figures after the invalidation, and a rollback leaves
   * correct figures in place (they are read again anyway, which also covers a COMMIT whose outcome
   * was lost with the connection).
   */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * Records that `tx` wrote the stock of `code` in `market`. In a transaction not opened by
   * {@link transaction} (whose commit this cache cannot see) the code is invalidated at once, and
   * {@link STOCK_CACHE_TTL_MS} bounds a stale figure re-read before that commit.
   */
  wrote(tx: Transaction, market: string, code: string): void;
  /** Applies a notice another instance sent ({@link STOCK_NOTIFY_CHANNEL}); ignores its own and malformed ones. */
  applyNotice(payload: string): void;
}

interface MarketEntry {
  rows: Map<string, StockFigures>;
  /** Codes invalidated since this entry was read: read again before they are answered. */
  stale: Set<string>;
  /** Clock reading when the read began (the figures are at least this new). */
  readAt: number;
  /** Re-reads of stale codes in flight, by code (concurrent lookups share them). */
  refreshing: Map<string, Promise<Map<string, StockFigures>>>;
}

interface MarketState {
  entry?: MarketEntry;
  /** A whole-market read in flight (started at `epoch`). */
  loading?: Promise<MarketEntry>;
  /** Epoch of the last whole-market invalidation. */
  allEpoch: number;
  /** Epoch of the last invalidation of each code (bounded by the catalogue's codes). */
  codeEpochs: Map<string, number>;
}

/** Dependencies of {@link createStockCache}. */
export interface StockCacheDeps {
  db: Database;
  /** Time to live of a market's figures in ms (default {@link STOCK_CACHE_TTL_MS}; 0 reads every time). */
  ttlMs?: number;
  /** A monotonic clock in ms (default `performance.now`). */
  clock?: () => number;
  /** How figures are read (default {@link stockLoader} over `db`). */
  load?: StockLoader;
  /** How other instances are told of committed writes (default: none; commerce passes {@link stockNotifier}). */
  notify?: StockNotify;
  /** Where a failed notice is reported (once). */
  logger?: Logger;
}

const figuresOf = (row: StockFigures): StockFigures => ({
  inStock: row.inStock,
  preOrder: row.preOrder,
  preOrderDisplay: row.preOrderDisplay,
  daysAhead: row.daysAhead,
  estimatedDeliveryDays: row.estimatedDeliveryDays,
});

/** Builds the stock cache (see {@link StockCache}). */
export function createStockCache(deps: StockCacheDeps): StockCache {
  const ttlMs = deps.ttlMs ?? STOCK_CACHE_TTL_MS;
  const clock = deps.clock ?? (() => performance.now());
  const load = deps.load ?? stockLoader(deps.db);
  // Tells this instance's own notices from other instances' ones.
  const instanceId = `${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  const markets = new Map<string, MarketState>();
  const writes = new WeakMap<object, Map<string, Set<string>>>();
  // Every invalidation takes the next epoch; a read remembers the epoch it began in and stores its
  // result only if nothing it read was invalidated since — so a read that began before a write's
  // invalidation can never put the old figures back.
  let epoch = 0;
  let noticeFailed = false;

  const stateOf = (market: string): MarketState => {
    let state = markets.get(market);
    if (!state) {
      state = { allEpoch: 0, codeEpochs: new Map() };
      markets.set(market, state);
    }
    return state;
  };
  const changedSince = (state: MarketState, code: string, since: number) =>
    state.allEpoch > since || (state.codeEpochs.get(code) ?? 0) > since;

  function loadMarket(market: string, state: MarketState): Promise<MarketEntry> {
    if (state.loading) return state.loading;
    const began = epoch;
    const readAt = clock();
    const loading = load(market).then((rows) => {
      const entry: MarketEntry = {
        rows: new Map(rows.map((row) => [row.variantCode, figuresOf(row)])),
        stale: new Set(),
        readAt,
        refreshing: new Map(),
      };
      // Stored unless the market was invalidated whole meanwhile; codes invalidated meanwhile are stale.
      if (state.allEpoch <= began) {
        for (const [code, at] of state.codeEpochs) if (at > began) entry.stale.add(code);
        state.entry = entry;
      }
      return entry;
    });
    state.loading = loading;
    const done = () => {
      if (state.loading === loading) state.loading = undefined;
    };
    loading.then(done, done);
    return loading;
  }

  function refresh(market: string, state: MarketState, entry: MarketEntry, codes: string[]) {
    const began = epoch;
    const reading = load(market, codes).then((rows) => {
      const found = new Map(rows.map((row) => [row.variantCode, figuresOf(row)]));
      if (state.entry === entry) {
        for (const code of codes) {
          if (changedSince(state, code, began)) continue;
          const figures = found.get(code);
          if (figures) entry.rows.set(code, figures);
          else entry.rows.delete(code);
          entry.stale.delete(code);
        }
      }
      return found;
    });
    for (const code of codes) entry.refreshing.set(code, reading);
    const done = () => {
      for (const code of codes) if (entry.refreshing.get(code) === reading) entry.refreshing.delete(code);
    };
    reading.then(done, done);
    return reading;
  }

  function invalidate(market: string, codes?: Iterable<string>) {
    epoch += 1;
    const state = stateOf(market);
    if (codes === undefined) {
      state.allEpoch = epoch;
      state.entry = undefined;
      state.loading = undefined;
      state.codeEpochs.clear();
      return;
    }
    for (const code of codes) {
      state.codeEpochs.set(code, epoch);
      state.entry?.stale.add(code);
      // A lookup from now on must not join a read that began before this write was committed.
      state.entry?.refreshing.delete(code);
    }
  }

  async function announce(touched: Map<string, Set<string>>) {
    if (!deps.notify) return;
    for (const [market, codes] of touched) {
      let payload = JSON.stringify({ i: instanceId, m: market, c: [...codes] });
      if (Buffer.byteLength(payload) > NOTICE_MAX_BYTES)
        payload = JSON.stringify({ i: instanceId, m: market });
      try {
        await deps.notify(payload);
      } catch (error) {
        // A backend without NOTIFY: other instances fall back on the TTL.
        if (!noticeFailed)
          deps.logger?.error(
            'Failed to announce a stock write; other instances rely on the cache TTL',
            error,
          );
        noticeFailed = true;
      }
    }
  }

  return {
    async figures(market, codes) {
      const state = stateOf(market);
      let entry = state.entry;
      const age = entry ? clock() - entry.readAt : Number.POSITIVE_INFINITY;
      if (!entry || ttlMs <= 0 || age >= ttlMs) entry = await loadMarket(market, state);
      else if (age >= ttlMs * REFRESH_AHEAD && !state.loading) {
        // Read the market again before it expires, so that under steady traffic no lookup waits for
        // it; a failure here is met by the lookup that finds the entry expired.
        loadMarket(market, state).catch(() => undefined);
      }
      const answer = new Map<string, StockFigures>();
      const stale = new Set<string>();
      const reads = new Set<Promise<Map<string, StockFigures>>>();
      const toRead: string[] = [];
      for (const code of codes) {
        if (!entry.stale.has(code)) {
          const figures = entry.rows.get(code);
          if (figures) answer.set(code, figures);
          continue;
        }
        stale.add(code);
        const shared = entry.refreshing.get(code);
        if (shared) reads.add(shared);
        else toRead.push(code);
      }
      if (toRead.length > 0) reads.add(refresh(market, state, entry, toRead));
      if (reads.size > 0) {
        for (const found of await Promise.all(reads)) {
          for (const [code, figures] of found) if (stale.has(code)) answer.set(code, figures);
        }
      }
      return answer;
    },
    invalidate,
    invalidateAll() {
      for (const market of [...markets.keys()]) invalidate(market);
    },
    async transaction(fn) {
      const touched = new Map<string, Set<string>>();
      let opened: object | undefined;
      try {
        return await deps.db.transaction(async (tx) => {
          opened = tx;
          writes.set(tx, touched);
          return fn(tx);
        });
      } finally {
        if (opened) writes.delete(opened);
        for (const [market, codes] of touched) invalidate(market, codes);
        if (touched.size > 0) void announce(touched);
      }
    },
    wrote(tx, market, code) {
      const touched = writes.get(tx);
      if (!touched) {
        invalidate(market, [code]);
        return;
      }
      const codes = touched.get(market) ?? new Set<string>();
      codes.add(code);
      touched.set(market, codes);
    },
    applyNotice(payload) {
      let notice: unknown;
      try {
        notice = JSON.parse(payload);
      } catch {
        return;
      }
      if (typeof notice !== 'object' || notice === null) return;
      const { i, m, c } = notice as { i?: unknown; m?: unknown; c?: unknown };
      if (i === instanceId || typeof m !== 'string') return;
      if (Array.isArray(c) && c.every((code) => typeof code === 'string')) invalidate(m, c as string[]);
      else invalidate(m);
    },
  };
}
