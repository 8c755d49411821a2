import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { bookingEvents, bookings } from '#server/db/schema/bookings.ts';
import { backgroundJobs } from '#server/db/schema/jobs-queue.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { smtpPeer, type SmtpPeer } from '#tests/fixtures/smtp-peer.ts';
import { startServerProcess, stopServerProcesses, type ServerProcess } from '#tests/fixtures/server-process.ts';
import { TEMPLATE_DB_NAME, testDatabaseUrl } from '#tests/setup/test-database.ts';
import { BOOKING_TIMERS_JOB } from './booking-timers.ts';

// The booking timers in real server processes (src/server/main.ts), killed with SIGKILL in the
// middle of a sweep (decision 044). A request is past its deadline and a booking marked done is
// three days past its slot; the sweep expires the one and confirms the other, then mails a
// reminder of a third booking, and the SMTP server on loopback holds that mail unanswered: the
// process is killed right there, its two moves committed and their notices not yet sent. After the
// restart (PGlite: the next process on the same folder; PostgreSQL: the other process behind the
// balancer, then the killed one back) each move has exactly one timeline entry, one notification
// and one e-mail per party: a sweep that moved a booking twice, or notices kept in a process's
// memory, fail here. The minute between sweeps is brought forward by setting the next sweep's
// `run_at`, as the clock would.

const METRICS_TOKEN = 'booking-timers-crash-metrics-token-0123';
const PUBLIC_URL = 'http://localhost:3997';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Smtp = SmtpPeer;

interface Scene {
  client: { id: string; email: string };
  pro: { id: string; email: string };
  requestId: string;
  completedId: string;
  remindedId: string;
}

/** A client and a professional with three bookings whose timers are due, told of everything so far. */
async function setScene(db: Db): Promise<Scene> {
  const tag = randomBytes(4).toString('hex');
  const [client, pro] = await db
    .insert(users)
    .values([
      { name: 'Sita Gurung', email: `sita-${tag}@example.com`, emailVerified: true },
      { name: 'Bikash Tamang', email: `bikash-${tag}@example.com`, emailVerified: true },
    ])
    .returning({ id: users.id, email: users.email });
  const now = Date.now();
  const booking = (status: 'requested' | 'completed' | 'accepted', startsAt: number, extra = {}) => {
    const start = new Date(startsAt);
    const end = new Date(startsAt + HOUR);
    return {
      serviceTitle: 'Tap repair',
      format: 'in-person' as const,
      professionalId: pro!.id,
      clientId: client!.id,
      status,
      startsAt: start,
      endsAt: end,
      heldFrom: start,
      heldUntil: end,
      pricePaisa: 250_000,
      ...extra,
    };
  };
  const rows = await db
    .insert(bookings)
    .values([
      // asked a day ago, never answered
      booking('requested', now + 3 * DAY, { expiresAt: new Date(now - 60_000), createdAt: new Date(now - DAY) }),
      // done four days ago, the client said nothing
      booking('completed', now - 4 * DAY, { createdAt: new Date(now - 6 * DAY) }),
      // in 90 minutes: its 2-hour reminder is due
      booking('accepted', now + 90 * 60_000, { createdAt: new Date(now - DAY) }),
    ])
    .returning({ id: bookings.id });
  const [request, completed, reminded] = rows.map((row) => row.id);
  await db.insert(bookingEvents).values(
    rows.map((row) => ({
      bookingId: row.id,
      status: 'requested' as const,
      actor: 'client' as const,
      noticedAt: new Date(),
    })),
  );
  return { client: client!, pro: pro!, requestId: request!, completedId: completed!, remindedId: reminded! };
}

/** The next sweep comes due now (the runners look at least every 5 s), as a minute later it would. */
async function sweepNow(db: Db): Promise<void> {
  const moved = await db
    .update(backgroundJobs)
    .set({ runAt: sql`now()` })
    .where(
      and(
        eq(backgroundJobs.kind, BOOKING_TIMERS_JOB),
        isNull(backgroundJobs.claimedBy),
        isNull(backgroundJobs.failedAt),
      ),
    )
    .returning({ id: backgroundJobs.id });
  if (moved.length === 0) {
    await db.insert(backgroundJobs).values({ kind: BOOKING_TIMERS_JOB, dedupeKey: BOOKING_TIMERS_JOB });
  }
}

/** Who claimed the sweep now running: the process id in the runner's name (`host:pid:…`). */
async function sweeperPid(db: Db): Promise<number> {
  const [row] = await db
    .select({ by: backgroundJobs.claimedBy })
    .from(backgroundJobs)
    .where(and(eq(backgroundJobs.kind, BOOKING_TIMERS_JOB), sql`${backgroundJobs.claimedBy} is not null`));
  return Number(row?.by?.split(':')[1]);
}

/** Sweeps this process ran, from GET /metrics. */
async function sweepsRun(base: string): Promise<number> {
  const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await response.text();
  const line = new RegExp(`^sipalu_background_jobs_run_total\\{kind="${BOOKING_TIMERS_JOB}"\\} (\\d+)$`, 'm');
  return Number(line.exec(text)?.[1] ?? 0);
}

const exited = (server: ServerProcess) =>
  new Promise((resolve) =>
    server.child.exitCode !== null || server.child.signalCode !== null
      ? resolve(undefined)
      : server.child.once('exit', resolve),
  );

/** The timeline entries of `status`, the notifications and the e-mails about one booking's move. */
async function told(db: Db, smtp: Smtp, scene: Scene, bookingId: string, status: string, subject: RegExp) {
  const events = await db.$count(
    bookingEvents,
    and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.status, status as 'expired')),
  );
  const notes = await db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        eq(notifications.kind, 'booking'),
        sql`${notifications.payload}->>'bookingId' = ${bookingId}`,
        sql`${notifications.payload}->>'status' = ${status}`,
      ),
    );
  const mails = smtp.received.filter((mail) => subject.test(mail.subject));
  const per = (list: { to?: string; userId?: string }[], client: string, pro: string) => [
    list.filter((item) => (item.to ?? item.userId) === client).length,
    list.filter((item) => (item.to ?? item.userId) === pro).length,
  ];
  return {
    events,
    notifications: per(notes, scene.client.id, scene.pro.id),
    mails: per(mails, scene.client.email, scene.pro.email),
  };
}

const EXPIRED = /^Booking request expired: Tap repair/;
const CONFIRMED = /^Booking complete: Tap repair/;
const REMINDER = /^Reminder: Tap repair/;

/** Both moves committed by the killed process, neither told yet: it died mid-sweep. */
async function expectKilledMidSweep(db: Db, smtp: Smtp, scene: Scene) {
  const statuses = await db
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .where(inArray(bookings.id, [scene.requestId, scene.completedId]));
  expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
    [scene.requestId]: 'expired',
    [scene.completedId]: 'confirmed',
  });
  expect(await told(db, smtp, scene, scene.requestId, 'expired', EXPIRED)).toEqual({
    events: 1,
    notifications: [0, 0],
    mails: [0, 0],
  });
  expect(await told(db, smtp, scene, scene.completedId, 'confirmed', CONFIRMED)).toEqual({
    events: 1,
    notifications: [0, 0],
    mails: [0, 0],
  });
}

/** Each move once: one timeline entry, one notification and one e-mail for each party. */
async function expectToldOnce(db: Db, smtp: Smtp, scene: Scene) {
  const once = { events: 1, notifications: [1, 1], mails: [1, 1] };
  expect(await told(db, smtp, scene, scene.requestId, 'expired', EXPIRED)).toEqual(once);
  expect(await told(db, smtp, scene, scene.completedId, 'confirmed', CONFIRMED)).toEqual(once);
  // the reminder's key was claimed before the kill: it is never sent twice (here, not at all by mail)
  expect(smtp.received.filter((mail) => REMINDER.test(mail.subject)).length).toBeLessThanOrEqual(1);
  const reminders = await db.$count(
    notifications,
    and(eq(notifications.kind, 'booking_reminder'), sql`${notifications.payload}->>'bookingId' = ${scene.remindedId}`),
  );
  expect(reminders).toBe(2);
}

/** The e-mails of the two moves to this scene's people (the outbox serves the whole file). */
const both = (smtp: Smtp, scene: Scene) =>
  smtp.received.filter(
    (mail) =>
      [scene.client.email, scene.pro.email].includes(mail.to) &&
      (EXPIRED.test(mail.subject) || CONFIRMED.test(mail.subject)),
  ).length;

let smtp: Smtp;
let smtpUrl: string;
const started: ServerProcess[] = [];

beforeAll(async () => {
  smtp = smtpPeer();
  smtpUrl = await smtp.listen();
});
afterEach(() => stopServerProcesses(started.splice(0).map((server) => server.child)));
afterAll(() => smtp.close());

async function startServer(dataDir: string, databaseUrl = ''): Promise<ServerProcess> {
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtpUrl,
    SEED_DEMO: 'false',
    AUTH_SECRET: 'booking-timers-crash-secret-0123456789',
    METRICS_TOKEN,
    PUBLIC_URL,
  });
  started.push(server);
  return server;
}

describe('booking timers in a process killed mid-sweep, on the embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sipalu-timers-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** The folder's database, opened by the test while no process has it. */
  async function withFolder<T>(work: (db: Db) => Promise<T>): Promise<T> {
    const database: Database = await openDatabase({ dataDir });
    try {
      await database.migrate();
      return await work(database.db);
    } finally {
      await database.close();
    }
  }

  it('the next process on the folder tells each move once, and moves nothing again', { timeout: 90_000 }, async () => {
    const scene = await withFolder(async (db) => {
      const made = await setScene(db);
      await sweepNow(db);
      return made;
    });
    const held = smtp.hold(REMINDER);
    const first = await startServer(dataDir);
    await held;
    first.child.kill('SIGKILL');
    await exited(first);

    await withFolder(async (db) => {
      await expectKilledMidSweep(db, smtp, scene);
      // the killed process scheduled the next sweep before running this one
      await sweepNow(db);
    });
    const second = await startServer(dataDir);
    await expect.poll(() => sweepsRun(second.base), { timeout: 20_000, interval: 250 }).toBeGreaterThanOrEqual(1);
    await expect.poll(() => both(smtp, scene), { timeout: 10_000, interval: 250 }).toBe(4);
    second.child.kill('SIGTERM');
    await exited(second);
    await withFolder((db) => expectToldOnce(db, smtp, scene));
  });
});

const serverUrl = testDatabaseUrl();

describe.skipIf(!serverUrl)('booking timers in two processes on PostgreSQL, one killed mid-sweep', () => {
  const name = `sipalu_test_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sipalu-timers-pg-'));
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  let database: Database | undefined;
  afterAll(async () => {
    await stopServerProcesses(started.map((server) => server.child));
    await database?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'the other process tells each move once; back up, the killed one moves nothing again',
    { timeout: 90_000 },
    async () => {
      await admin(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB_NAME}`);
      const url = new URL(serverUrl!);
      url.pathname = `/${name}`;
      database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
      const { db } = database;
      const processes = await Promise.all([startServer(dataDir, url.toString()), startServer(dataDir, url.toString())]);
      const scene = await setScene(db);
      const held = smtp.hold(REMINDER);
      await sweepNow(db);
      await held;
      const pid = await sweeperPid(db);
      const killed = processes.find((server) => server.child.pid === pid)!;
      const other = processes.find((server) => server !== killed)!;
      expect(killed).toBeDefined();
      killed.child.kill('SIGKILL');
      await exited(killed);
      await expectKilledMidSweep(db, smtp, scene);

      const before = await sweepsRun(other.base);
      await sweepNow(db);
      await expect.poll(() => sweepsRun(other.base), { timeout: 20_000, interval: 250 }).toBeGreaterThan(before);
      await expect.poll(() => both(smtp, scene), { timeout: 10_000, interval: 250 }).toBe(4);

      // the killed process back up sweeps again: nothing left to move or to tell
      const back = await startServer(dataDir, url.toString());
      await expect.poll(() => sweepsRun(back.base), { timeout: 20_000, interval: 250 }).toBe(0);
      const otherBefore = await sweepsRun(other.base);
      await sweepNow(db);
      await expect
        .poll(async () => (await sweepsRun(back.base)) + (await sweepsRun(other.base)) - otherBefore, {
          timeout: 20_000,
          interval: 250,
        })
        .toBeGreaterThanOrEqual(1);
      await expectToldOnce(db, smtp, scene);
    },
  );
});
