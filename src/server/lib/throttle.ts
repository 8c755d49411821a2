import { lt, sql } from 'drizzle-orm';
import type { Database, Db } from '#server/db/client.ts';
import { rateLimits } from '#server/db/schema/limits.ts';

/** At most `max` hits in a fixed window of `windowMs`. */
export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Counts attempts per key (sign-ins, mails, uploads…) where every process sharing the database sees
 * them: in PostgreSQL when there is a server, in memory for the embedded database, which one process
 * owns.
 */
export interface Throttle {
  /** Records one hit of `key`; false when the key is over its limit in the current window. */
  take(key: string, limit: Limit): Promise<boolean>;
}

export function createThrottle(database: Pick<Database, 'db' | 'kind'>): Throttle {
  return database.kind === 'postgres' ? createPostgresThrottle(database.db) : createMemoryThrottle();
}

export function createMemoryThrottle(): Throttle {
  const hits = new Map<string, { count: number; resetAt: number }>();
  return {
    take(key, { max, windowMs }) {
      const now = Date.now();
      const entry = hits.get(key);
      if (!entry || entry.resetAt <= now) {
        if (hits.size > 10_000) {
          for (const [other, { resetAt }] of hits) if (resetAt <= now) hits.delete(other);
        }
        hits.set(key, { count: 1, resetAt: now + windowMs });
        return Promise.resolve(max >= 1);
      }
      entry.count += 1;
      return Promise.resolve(entry.count <= max);
    },
  };
}

const SWEEP_EVERY_MS = 60_000;

/** One upsert per hit, on the database's clock; expired rows are deleted about once a minute. */
export function createPostgresThrottle(db: Db): Throttle {
  let lastSweep = 0;
  return {
    async take(key, { max, windowMs }) {
      const now = Date.now();
      if (now - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = now;
        void db
          .delete(rateLimits)
          .where(lt(rateLimits.resetAt, sql`now()`))
          .catch(() => undefined);
      }
      const expired = sql`${rateLimits.resetAt} <= now()`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, resetAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ count: rateLimits.count });
      return (row?.count ?? 1) <= max;
    },
  };
}
