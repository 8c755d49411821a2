import { createHash } from 'node:crypto';
import { inArray, lt, sql } from 'drizzle-orm';
import type { Database, Db } from '#server/db/client.ts';
import { rateLimits } from '#server/db/schema/limits.ts';

/** At most `max` hits in a fixed window of `windowMs`. */
export interface Limit {
  max: number;
  windowMs: number;
}

/** One hit of a key under its limit. */
export interface Hit extends Limit {
  key: string;
}

/**
 * Counts attempts per key (sign-ins, mails, uploads…) where every process sharing the database sees
 * them: in PostgreSQL when there is a server, in memory for the embedded database, which one process
 * owns.
 */
export interface Throttle {
  /** Records one hit of `key`; false when the key is over its limit in the current window. */
  take(key: string, limit: Limit): Promise<boolean>;
  /**
   * Records one hit of each key at once (one statement on PostgreSQL); false when any of them is
   * over its limit. Every key counts the hit, whichever refuses.
   */
  takeAll(hits: readonly Hit[]): Promise<boolean>;
}

export function createThrottle(database: Pick<Database, 'db' | 'kind'>): Throttle {
  return database.kind === 'postgres' ? createPostgresThrottle(database.db) : createMemoryThrottle();
}

export function createMemoryThrottle(): Throttle {
  const hits = new Map<string, { count: number; resetAt: number }>();
  const hit = ({ key, max, windowMs }: Hit, now: number) => {
    const entry = hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (hits.size > 10_000) {
        for (const [other, { resetAt }] of hits) if (resetAt <= now) hits.delete(other);
      }
      hits.set(key, { count: 1, resetAt: now + windowMs });
      return max >= 1;
    }
    entry.count += 1;
    return entry.count <= max;
  };
  return {
    take: (key, limit) => Promise.resolve(hit({ key, ...limit }, Date.now())),
    takeAll(all) {
      const now = Date.now();
      // every key counts, so no short-circuit; a key named twice counts once, as in the database
      const answers = [...new Map(all.map((one) => [one.key, one])).values()].map((one) => hit(one, now));
      return Promise.resolve(answers.every(Boolean));
    },
  };
}

const SWEEP_EVERY_MS = 60_000;

/**
 * Keys name e-mails, accounts and client addresses; the table holds only their digests, so a
 * deleted account leaves no readable trace in it for the rest of a window.
 */
const digestOf = (key: string) => createHash('sha256').update(key).digest('base64url');

/** One upsert per hit, on the database's clock; expired rows are deleted about once a minute. */
export function createPostgresThrottle(db: Db): Throttle {
  let lastSweep = 0;
  const expired = sql`${rateLimits.resetAt} <= now()`;
  async function takeAll(all: readonly Hit[]): Promise<boolean> {
    const now = Date.now();
    if (now - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = now;
      // rows an upsert holds are skipped, not waited for: the sweep never deadlocks with a hit
      const stale = db
        .select({ key: rateLimits.key })
        .from(rateLimits)
        .where(lt(rateLimits.resetAt, sql`now()`))
        .for('update', { skipLocked: true });
      void db
        .delete(rateLimits)
        .where(inArray(rateLimits.key, stale))
        .catch(() => undefined);
    }
    // one upsert cannot touch a row twice: a key named twice counts once
    const byKey = new Map(all.map((hit) => [digestOf(hit.key), hit]));
    if (byKey.size === 0) return true;
    // rows locked in one order by every statement: two upserts of the same keys cannot deadlock
    const keys = [...byKey.keys()].sort();
    const rows = await db
      .insert(rateLimits)
      .values(
        keys.map((key) => ({
          key,
          count: 1,
          resetAt: sql`now() + ${byKey.get(key)!.windowMs} * interval '1 millisecond'`,
        })),
      )
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ key: rateLimits.key, count: rateLimits.count });
    return rows.every((row) => row.count <= (byKey.get(row.key)?.max ?? 0));
  }
  return { take: (key, limit) => takeAll([{ key, ...limit }]), takeAll };
}
