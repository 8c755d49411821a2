import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { backgroundJobs } from '#server/db/schema/jobs-queue.ts';
import { BUS_CHANNELS, type Bus } from '#server/lib/bus.ts';
import { errorText, type Logger } from '#server/lib/logger.ts';

// Work due at a time, kept in the database (`background_jobs`, docs/decisions/024-background-jobs.md)
// so that a restart, a crash or a second process neither loses nor repeats it.
//
// Every app process runs one runner. It claims the due jobs of the kinds it knows with
// `FOR UPDATE SKIP LOCKED`, so two processes never take the same job, and runs each kind's jobs
// claimed together as one batch. A claim is a lease: a process killed while running a job leaves
// it claimed until `locked_until`, then another process takes it over. Work is thus done at least
// once; handlers are written so a second run finds nothing left to do.
//
// The runner looks when the earliest pending job comes due, and at least every `pollMs`. A new job
// sets that time in this process directly and in the others through the event bus; they race for
// it when it comes due, and the losers find nothing (SKIP LOCKED).

export const JOB_RUNNER = {
  /** The longest a runner waits before looking again (jobs of crashed processes, missed wake-ups). */
  pollMs: 5_000,
  /** How long a claim holds; a job running longer may be taken over by another process. */
  leaseMs: 60_000,
  /** Jobs claimed at once; a longer queue is worked through batch after batch. */
  batch: 100,
  /** Claims before a job is given up on (`failed_at`); a crash during the run counts as one. */
  maxAttempts: 5,
  /** The first retry waits this long, each later one twice as long, up to `retryMaxMs`. */
  retryBaseMs: 1_000,
  retryMaxMs: 10 * 60_000,
} as const;

export interface JobHandler {
  /** Does the work of the jobs of its kind claimed together; throwing retries them all later. */
  run(payloads: unknown[]): Promise<void>;
  /** For recurring work: keeps one job of this kind scheduled, this far apart. */
  everyMs?: number;
}

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  /** From now; 0 means as soon as a runner looks. */
  delayMs?: number;
  /** One pending job per key: scheduling a job whose key is pending adds nothing. */
  dedupeKey?: string;
}

/** What GET /metrics reports about background work. */
export interface JobStats {
  /** Jobs not done yet (due, later or running), by kind: the outbox of work. */
  pending: Map<string, number>;
  /** How long the oldest due, unclaimed job has waited past its time; 0 when none waits. */
  lagMs: number;
  /** Since this process started, by kind. */
  run: ReadonlyMap<string, number>;
  failed: ReadonlyMap<string, number>;
}

export interface JobRunner {
  /** Schedules a job; answers false when a pending job had its dedupe key. */
  schedule(job: NewJob): Promise<boolean>;
  /** Starts looking for due jobs; call it once the migrations are applied. */
  start(): void;
  /** Claims and runs what is due at `now`, batch after batch; answers how many jobs it claimed. */
  runDue(now?: Date): Promise<number>;
  stats(now?: Date): Promise<JobStats>;
  /** Stops looking and waits for the batches in progress. */
  stop(): Promise<void>;
}

interface Options {
  db: Db;
  bus: Bus;
  logger: Logger;
  /** The kinds this process runs; a kind it does not know (a newer version's) is left to others. */
  handlers: Record<string, JobHandler>;
  /** Overrides for tests. */
  timing?: Partial<Record<'pollMs' | 'leaseMs' | 'batch' | 'maxAttempts', number>>;
}

const ClaimedJob = z.object({
  id: z.string(),
  kind: z.string(),
  payload: z.unknown(),
  attempts: z.number(),
  dedupeKey: z.string().nullable(),
});
type ClaimedJob = z.infer<typeof ClaimedJob>;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const bump = (counts: Map<string, number>, kind: string, by: number) => counts.set(kind, (counts.get(kind) ?? 0) + by);

export function createJobRunner(options: Options): JobRunner {
  const { db, bus, logger, handlers } = options;
  const timing: Record<keyof typeof JOB_RUNNER, number> = { ...JOB_RUNNER, ...options.timing };
  const kinds = Object.keys(handlers);
  const me = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const run = new Map<string, number>();
  const failed = new Map<string, number>();
  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let timerAt = Infinity;
  let working: Promise<void> | undefined;
  let unsubscribe = () => {};
  /** Kinds whose batch is running here: not claimed again until it is over. */
  const busy = new Set<string>();
  const running = new Set<Promise<void>>();
  const freeKinds = () => kinds.filter((kind) => !busy.has(kind));

  /** When a wake-up came during a batch: looked at once the batch is over. */
  let wanted = Infinity;

  /** Looks at `time` (epoch ms) unless a look is already planned sooner. */
  const wakeAt = (time: number) => {
    if (!started || stopped) return;
    if (working) {
      wanted = Math.min(wanted, time);
      return;
    }
    if (time >= timerAt) return;
    clearTimeout(timer);
    timerAt = time;
    timer = setTimeout(look, Math.max(0, time - Date.now()));
    timer.unref();
  };

  // one look at a time in a process; the batches it starts run on while the next look waits
  const look = () => {
    clearTimeout(timer);
    timerAt = Infinity;
    if (stopped) return;
    working = (async () => {
      try {
        await dispatch(new Date());
        return await nextDueAt();
      } catch (error) {
        logger.warn('background jobs: could not look for due work', { error: errorText(error) });
        return undefined;
      }
    })().then((next) => {
      working = undefined;
      const soonest = Math.min(next ?? Infinity, wanted, Date.now() + timing.pollMs);
      wanted = Infinity;
      wakeAt(soonest);
    });
  };

  /** When the earliest pending job of a kind not running here comes due. */
  const nextDueAt = async (): Promise<number | undefined> => {
    const free = freeKinds();
    if (free.length === 0) return undefined;
    const [row] = await db
      .select({ next: sql<number | null>`(extract(epoch from min(${backgroundJobs.runAt})) * 1000)::float8` })
      .from(backgroundJobs)
      .where(
        and(isNull(backgroundJobs.failedAt), isNull(backgroundJobs.claimedBy), inArray(backgroundJobs.kind, free)),
      );
    return row?.next ?? undefined;
  };

  const claim = (now: Date, free: string[]) =>
    rowsOf(
      db,
      ClaimedJob,
      sql`update ${backgroundJobs}
        set claimed_by = ${me}, locked_until = ${at(new Date(now.getTime() + timing.leaseMs))}, attempts = attempts + 1
        where id in (
          select id from ${backgroundJobs}
          where failed_at is null and run_at <= ${at(now)} and ${inArray(backgroundJobs.kind, free)}
            and (claimed_by is null or locked_until < ${at(now)})
          order by run_at
          limit ${timing.batch}
          for update skip locked
        )
        returning id::text, kind, payload, attempts, dedupe_key as "dedupeKey"`,
    );

  const ours = (ids: string[]) => and(inArray(backgroundJobs.id, ids), eq(backgroundJobs.claimedBy, me));

  /** A failed batch: each job waits longer before its next try, or is given up on. */
  const giveBack = async (jobs: ClaimedJob[], error: unknown, now: Date) => {
    const lastError = errorText(error).slice(0, 2000);
    for (const job of jobs) {
      const recurring = handlers[job.kind]?.everyMs !== undefined;
      if (recurring) {
        // its next run is already scheduled
        await db.delete(backgroundJobs).where(ours([job.id]));
      } else if (job.attempts >= timing.maxAttempts) {
        await db
          .update(backgroundJobs)
          .set({ failedAt: now, lastError, claimedBy: null, lockedUntil: null })
          .where(ours([job.id]));
      } else {
        // a twin scheduled while this one ran covers it, and the key is unique among pending jobs
        if (job.dedupeKey !== null) {
          await db.execute(sql`delete from ${backgroundJobs} where id = ${job.id} and exists (
            select 1 from ${backgroundJobs} twin where twin.dedupe_key = ${job.dedupeKey}
              and twin.claimed_by is null and twin.failed_at is null)`);
        }
        const waitMs = Math.min(timing.retryMaxMs, JOB_RUNNER.retryBaseMs * 2 ** (job.attempts - 1));
        await db
          .update(backgroundJobs)
          .set({ runAt: new Date(now.getTime() + waitMs), lastError, claimedBy: null, lockedUntil: null })
          .where(ours([job.id]));
      }
    }
  };

  /** Runs one kind's claimed jobs, then lets them go: done (deleted), or back for a later try. */
  const runKind = async (kind: string, list: ClaimedJob[], now: Date) => {
    const handler = handlers[kind];
    if (!handler) return;
    try {
      if (handler.everyMs !== undefined) await runner.schedule({ kind, delayMs: handler.everyMs, dedupeKey: kind });
      await handler.run(list.map((job) => job.payload));
      await db.delete(backgroundJobs).where(ours(list.map((job) => job.id)));
      bump(run, kind, list.length);
    } catch (error) {
      bump(failed, kind, list.length);
      logger.error('background job failed', { kind, jobs: list.length, error: errorText(error) });
      await giveBack(list, error, now).catch((giveBackError: unknown) =>
        logger.warn('background jobs: could not give a failed job back', { kind, error: errorText(giveBackError) }),
      );
    }
  };

  /**
   * Claims what is due at `now` of the kinds not running here and starts a batch per kind: a slow
   * kind (hundreds of e-mails) holds up neither the others nor the next look. Each batch looks
   * again when it ends, for what came due of its kind meanwhile.
   */
  const dispatch = async (now: Date) => {
    const free = freeKinds();
    if (free.length === 0) return { claimed: 0, batches: [] };
    const jobs = await claim(now, free);
    const byKind = new Map<string, ClaimedJob[]>();
    for (const job of jobs) byKind.set(job.kind, [...(byKind.get(job.kind) ?? []), job]);
    const batches = [...byKind].map(([kind, list]) => {
      busy.add(kind);
      const batch: Promise<void> = runKind(kind, list, now).finally(() => {
        busy.delete(kind);
        running.delete(batch);
        wakeAt(Date.now());
      });
      running.add(batch);
      return batch;
    });
    return { claimed: jobs.length, batches };
  };

  const runner: JobRunner = {
    async schedule(job) {
      const runAt = new Date(Date.now() + (job.delayMs ?? 0));
      const inserted = await db
        .insert(backgroundJobs)
        .values({ kind: job.kind, payload: job.payload ?? {}, runAt, dedupeKey: job.dedupeKey })
        .onConflictDoNothing({
          target: backgroundJobs.dedupeKey,
          where: sql`${backgroundJobs.claimedBy} is null and ${backgroundJobs.failedAt} is null`,
        })
        .returning({ id: backgroundJobs.id });
      if (inserted.length === 0) return false;
      wakeAt(runAt.getTime());
      // the others look then too: should this process be busy or gone by then, one of them runs it
      await bus
        .publish(BUS_CHANNELS.jobs, String(runAt.getTime()))
        .catch((error: unknown) =>
          logger.warn('background jobs: could not wake the others', { error: errorText(error) }),
        );
      return true;
    },
    start() {
      if (started) return;
      started = true;
      unsubscribe = bus.subscribe(BUS_CHANNELS.jobs, (payload) => wakeAt(Number(payload) || Date.now()));
      void (async () => {
        for (const [kind, handler] of Object.entries(handlers)) {
          if (handler.everyMs !== undefined) await runner.schedule({ kind, delayMs: handler.everyMs, dedupeKey: kind });
        }
      })()
        .catch((error: unknown) => logger.warn('background jobs: could not schedule', { error: errorText(error) }))
        .finally(look);
    },
    async runDue(now = new Date()) {
      if (kinds.length === 0) return 0;
      let total = 0;
      for (;;) {
        const { claimed, batches } = await dispatch(now);
        await Promise.all(batches);
        total += claimed;
        if (claimed < timing.batch || stopped) return total;
      }
    },
    async stats(now = new Date()) {
      const rows = await rowsOf(
        db,
        z.object({ kind: z.string(), pending: z.number(), oldestDue: z.number().nullable() }),
        sql`select kind, count(*)::int as pending,
            (extract(epoch from min(run_at) filter (where claimed_by is null and run_at <= ${at(now)})) * 1000)::float8
              as "oldestDue"
          from ${backgroundJobs} where failed_at is null group by kind`,
      );
      const oldest = Math.min(...rows.map((row) => row.oldestDue ?? Infinity));
      return {
        pending: new Map(rows.map((row) => [row.kind, row.pending])),
        lagMs: Number.isFinite(oldest) ? Math.max(0, now.getTime() - oldest) : 0,
        run,
        failed,
      };
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      await working;
      await Promise.all(running);
    },
  };
  return runner;
}
