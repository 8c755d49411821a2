import { BUS_CHANNELS, type Bus } from './bus.ts';
import type { AppDeps } from './http.ts';

// Answers to public, user-independent reads (catalogue, jobs, professionals directory, home page)
// are kept in memory per namespace and dropped when anything in that namespace is written — in
// every process, through the bus. A search page costs one map lookup instead of a ranked query;
// docs/decisions/011-public-read-cache.md has the figures and the rules.
//
// Rules for callers: the key must hold every input of the answer (normalised query), the answer
// must not depend on who asks, and every write that can change an answer calls `invalidate`.

/** Entries per namespace; the least recently used goes first. */
const MAX_ENTRIES = 2_000;
/**
 * A bound on staleness the writes cannot signal: time itself (a deadline passing) and a lost
 * invalidation while a process reconnects to the database.
 */
const MAX_AGE_MS = 60_000;

interface Entry {
  value: unknown;
  expires: number;
}

interface Namespace {
  entries: Map<string, Entry>;
  /** Loads in flight, shared by concurrent callers asking for the same key. */
  loading: Map<string, Promise<unknown>>;
  /** Bumped by every invalidation: a load that started before it must not be stored. */
  generation: number;
}

export interface PublicCache {
  get<T>(namespace: string, key: string, load: () => Promise<T>): Promise<T>;
  /** Drops the namespace here at once and in every other process through the bus. */
  invalidate(namespace: string): Promise<void>;
  /** Off in benchmarks that measure the query itself. */
  enabled: boolean;
  /** Answers from memory and loads since start (for benchmarks and logs). */
  readonly stats: { hits: number; misses: number };
  /** Stops listening for other processes' invalidations (the app is closing). */
  close(): void;
}

export function createPublicCache(bus: Bus, options: { maxEntries?: number; maxAgeMs?: number } = {}): PublicCache {
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const maxAgeMs = options.maxAgeMs ?? MAX_AGE_MS;
  const namespaces = new Map<string, Namespace>();

  const namespaceOf = (name: string): Namespace => {
    let namespace = namespaces.get(name);
    if (!namespace) {
      namespace = { entries: new Map(), loading: new Map(), generation: 0 };
      namespaces.set(name, namespace);
    }
    return namespace;
  };

  const drop = (name: string) => {
    const namespace = namespaces.get(name);
    if (!namespace) return;
    namespace.generation += 1;
    namespace.entries.clear();
    namespace.loading.clear();
  };

  const unsubscribe = bus.subscribe(BUS_CHANNELS.cacheInvalidation, drop);

  const stats = { hits: 0, misses: 0 };
  const cache: PublicCache = {
    enabled: true,
    stats,
    async get<T>(name: string, key: string, load: () => Promise<T>): Promise<T> {
      if (!cache.enabled) return load();
      const namespace = namespaceOf(name);
      const hit = namespace.entries.get(key);
      if (hit && hit.expires > Date.now()) {
        // re-insert: Map order is the recency order the eviction reads
        namespace.entries.delete(key);
        namespace.entries.set(key, hit);
        stats.hits += 1;
        return hit.value as T;
      }
      stats.misses += 1;
      const inFlight = namespace.loading.get(key);
      if (inFlight) return inFlight as Promise<T>;

      const generation = namespace.generation;
      const loading = load().finally(() => {
        if (namespace.loading.get(key) === loading) namespace.loading.delete(key);
      });
      namespace.loading.set(key, loading);
      const value = await loading;
      if (namespace.generation === generation) {
        namespace.entries.delete(key);
        namespace.entries.set(key, { value, expires: Date.now() + maxAgeMs });
        if (namespace.entries.size > maxEntries) {
          const oldest = namespace.entries.keys().next().value;
          if (oldest !== undefined) namespace.entries.delete(oldest);
        }
      }
      return value;
    },
    async invalidate(name) {
      // here at once (the writer reads its own write next), elsewhere through the bus
      drop(name);
      await bus.publish(BUS_CHANNELS.cacheInvalidation, name);
    },
    close: unsubscribe,
  };
  return cache;
}

/** `load()`'s answer for `key`, from memory when nothing in `namespace` changed since. */
export function cached<T>(
  deps: Pick<AppDeps, 'cache'>,
  namespace: string,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  return deps.cache.get(namespace, key, load);
}

/** Call after every write that can change a public answer in `namespace`. */
export function invalidate(deps: Pick<AppDeps, 'cache'>, namespace: string): Promise<void> {
  return deps.cache.invalidate(namespace);
}
