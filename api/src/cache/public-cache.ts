// Short-lived cache of public catalogue reads (event list, event by id): the database rows and
// their lookups, per tenant and normalized query, never a serialized answer. The per-viewer
// fields (availableForUser, region, ads, sign-in) are computed for each request from these rows,
// so nothing of one viewer can reach another (ADR 0023). Concurrent misses share one load, which
// keeps PGlite's single connection from being the ceiling of a busy list.
// Cleared per tenant when the catalogue changes (scheduler / dev start emit update-event or
// event-url-change; with Redis the other processes hear it too); the TTL bounds every other change.

export interface PublicCacheOptions {
  /** Lifetime of an entry in ms; 0 disables the cache. */
  ttlMs: number;
  /** Entries per tenant before the oldest is dropped. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  at: number;
  value: Promise<unknown>;
  /** The load finished (a settled entry past its TTL is served while one reload runs). */
  settled?: boolean;
  reloading?: boolean;
}

export class PublicCache {
  readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly tenants = new Map<string, Map<string, Entry>>();
  /** Bumped on each invalidation: a load that started before it is not stored. */
  private generation = new Map<string, number>();
  hits = 0;
  misses = 0;

  constructor(opts: PublicCacheOptions) {
    this.ttlMs = opts.ttlMs;
    this.maxEntries = opts.maxEntries ?? 200;
    this.now = opts.now ?? Date.now;
  }

  /** Normalized key: the parsed, defaulted query (schema order), so equal queries share an entry. */
  static key(parts: unknown): string {
    return JSON.stringify(parts, (_k, v: unknown) => (v instanceof Set ? [...v].sort() : v));
  }

  async read<T>(tenantId: string, key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    let entries = this.tenants.get(tenantId);
    if (!entries) this.tenants.set(tenantId, (entries = new Map()));
    const hit = entries.get(key);
    const t = this.now();
    if (hit && t - hit.at < this.ttlMs) {
      this.hits++;
      return hit.value as Promise<T>;
    }
    // Past its TTL (but younger than two), a loaded entry is still served while one reload runs in
    // the background: readers never queue behind the reload. Invalidation removes entries outright,
    // so a change told by the catalogue messages is never served stale.
    if (hit?.settled && t - hit.at < 2 * this.ttlMs) {
      this.hits++;
      if (!hit.reloading) {
        hit.reloading = true;
        this.store(tenantId, entries, key, load, t).catch(() => {
          hit.reloading = false;
        });
      }
      return hit.value as Promise<T>;
    }
    this.misses++;
    return this.store(tenantId, entries, key, load, t);
  }

  private store<T>(tenantId: string, entries: Map<string, Entry>, key: string, load: () => Promise<T>, t: number): Promise<T> {
    const gen = this.generation.get(tenantId) ?? 0;
    const value = load();
    const entry: Entry = { at: t, value };
    const previous = entries.get(key);
    // A background reload replaces the stale entry only once it has loaded.
    const place = () => {
      entries.delete(key); // re-inserted last: Map order is age order
      entries.set(key, entry);
      if (entries.size > this.maxEntries) entries.delete(entries.keys().next().value!);
    };
    if (!previous?.settled) place();
    // A failed load is never served to the next reader; nor is one that an invalidation overtook.
    value.then(
      () => {
        entry.settled = true;
        const current = (this.generation.get(tenantId) ?? 0) === gen && this.tenants.get(tenantId) === entries;
        if (!current) entries.delete(key);
        else if (previous?.settled) place();
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return value;
  }

  invalidate(tenantId: string) {
    this.generation.set(tenantId, (this.generation.get(tenantId) ?? 0) + 1);
    this.tenants.delete(tenantId);
  }

  clear() {
    for (const id of this.tenants.keys()) this.invalidate(id);
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
