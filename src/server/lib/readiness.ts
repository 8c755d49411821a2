import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import type { Bus } from './bus.ts';

// GET /api/ready, for a load balancer: this process should get traffic only while its database
// answers, every committed migration is applied and the event bus reaches the other processes,
// and not once it has begun to stop (SIGTERM), so a rolling restart loses no request.

export type CheckState = 'ok' | 'failing' | 'draining';
export interface ReadinessReport {
  ready: boolean;
  checks: { database: CheckState; migrations: CheckState; bus: CheckState; process: CheckState };
}

export interface Readiness {
  check(): Promise<ReadinessReport>;
  /** From now on the process reports itself not ready (it is stopping). */
  drain(): void;
}

/** A database that does not answer within this is as good as down, for routing. */
const DATABASE_TIMEOUT_MS = 2_000;

const Count = z.object({ n: z.coerce.number() });

/** Readiness over `db` and `bus`; `migrationsDir` holds the committed migrations' journal. */
export function createReadiness(deps: { db: Db; bus: Bus; migrationsDir: string }): Readiness {
  const committed = committedMigrations(deps.migrationsDir);
  let draining = false;
  // migrations are never unapplied: once all are there, later checks need not ask again
  let migrated = false;

  async function appliedMigrations(): Promise<number> {
    const [row] = await rowsOf(deps.db, Count, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    return row?.n ?? 0;
  }

  return {
    drain() {
      draining = true;
    },
    async check() {
      const [database, applied, bus] = await Promise.all([
        withTimeout(deps.db.execute(sql`select 1`), DATABASE_TIMEOUT_MS).then(
          () => true,
          () => false,
        ),
        migrated ? committed : withTimeout(appliedMigrations(), DATABASE_TIMEOUT_MS).catch(() => -1),
        deps.bus.isConnected(),
      ]);
      migrated ||= applied >= committed;
      const checks = {
        database: state(database),
        migrations: state(migrated),
        bus: state(bus),
        process: draining ? ('draining' as const) : ('ok' as const),
      };
      return { ready: Object.values(checks).every((value) => value === 'ok'), checks };
    },
  };
}

const state = (ok: boolean): CheckState => (ok ? 'ok' : 'failing');

function committedMigrations(migrationsDir: string): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
