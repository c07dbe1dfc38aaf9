// Short-lived cache of public catalogue reads (event list, event by id): the database rows and
// their lookups, per tenant and normalized query, never a serialized answer. The per-viewer
// fields (availableForUser, region, ads, sign-in) are computed for each request from these rows,
// so nothing of one viewer can reach another (ADR 0023). Concurrent misses share one load, which
// keeps PGlite's single connection from being the ceiling of a busy list.
// Cleared per tenant when the catalogue changes (scheduler / dev start emit update-event or
// event-url-change; with Redis the other processes hear it too); the TTL bounds every other change.
import { LRUCache } from 'lru-cache';

export interface PublicCacheOptions {
  /** Lifetime of an entry in ms; 0 disables the cache. */
  ttlMs: number;
  /** Entries per tenant before the least recently read is dropped. */
  maxEntries?: number;
  /** Clock in ms (tests); must not start at 0, which lru-cache reads as "no start time". */
  now?: () => number;
}

/** Anything but undefined: lru-cache reads an undefined load as "nothing to store". */
type Value = NonNullable<unknown>;
type Load = () => Promise<Value>;

export class PublicCache {
  readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: (() => number) | undefined;
  /**
   * One LRU per tenant. Invalidation drops the tenant's LRU outright: a load still running in the
   * dropped one settles into it (its readers get their answer) but no later reader can see it.
   */
  private readonly tenants = new Map<string, LRUCache<string, Value, Load>>();
  hits = 0;
  misses = 0;

  constructor(opts: PublicCacheOptions) {
    this.ttlMs = opts.ttlMs;
    this.maxEntries = opts.maxEntries ?? 200;
    this.now = opts.now;
  }

  /** Normalized key: the parsed, defaulted query (schema order), so equal queries share an entry. */
  static key(parts: unknown): string {
    return JSON.stringify(parts, (_k, v: unknown) => (v instanceof Set ? [...v].sort() : v));
  }

  private lruOf(tenantId: string) {
    let lru = this.tenants.get(tenantId);
    if (!lru) {
      lru = new LRUCache<string, Value, Load>({
        max: this.maxEntries,
        ttl: this.ttlMs,
        // Exact ages: the default reuses a clock reading for 1 ms behind a timer per read.
        ttlResolution: 0,
        ...(this.now ? { perf: { now: this.now } } : {}),
        // The loader travels as the fetch context: every reader of a key brings an equivalent one.
        fetchMethod: (_key, _stale, { context }) => context(),
        // An entry pushed out by the cap while it loads still answers the readers waiting for it.
        ignoreFetchAbort: true,
      });
      this.tenants.set(tenantId, lru);
    }
    return lru;
  }

  async read<T extends Value>(tenantId: string, key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const lru = this.lruOf(tenantId);
    // Past its TTL but younger than two, a loaded entry is still served while one reload runs in
    // the background: readers never queue behind the reload. Older, the reader waits for the
    // reload. Invalidation removes entries outright, so an announced change is never served stale.
    // (getRemainingTTL is negative once stale, 0 for a key not held.)
    const allowStale = lru.getRemainingTTL(key) > -this.ttlMs;
    const status: LRUCache.Status<string, Value, Load> = {};
    // A failed load is never kept (nor is the stale entry whose reload failed): its waiting readers
    // get the error, the next reader loads again.
    const value = lru.fetch(key, { context: load, allowStale, status });
    // Filled synchronously by fetch: a miss is a reader that started a load and waits for it;
    // joining another reader's load or being served an entry (fresh or stale) is a hit.
    if ((status.fetch === 'miss' || status.fetch === 'stale') && !status.returnedStale) this.misses++;
    else this.hits++;
    return (await value) as T;
  }

  invalidate(tenantId: string) {
    this.tenants.delete(tenantId);
  }
}

/**
 * The portal's cache, set by startPortal, found through the context's database (it caches that
 * database's rows; copies of a context share it). A context without one reads straight through.
 */
const caches = new WeakMap<object, PublicCache>();
export const attachPublicCache = (ctx: { database: object }, cache: PublicCache) => void caches.set(ctx.database, cache);
export const publicCacheOf = (ctx: { database: object }): PublicCache | undefined => caches.get(ctx.database);

/** Socket messages that mean the catalogue changed (api/README.md): the tenant's public reads are dropped. */
export const CATALOGUE_EVENTS = new Set(['update-event', 'event-url-change']);
