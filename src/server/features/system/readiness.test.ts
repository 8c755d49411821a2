import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { MIGRATIONS_DIR, openDatabase } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { createPostgresBus } from '#server/lib/bus.ts';
import { createReadiness } from '#server/lib/readiness.ts';

// GET /api/health is liveness (the process answers); GET /api/ready tells a load balancer whether
// to send traffic: database, migrations, event bus, and not stopping.

describe('GET /api/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 with every check ok on a migrated database, and is never cached', async () => {
    const response = await t.request('/api/ready');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', bus: 'ok', process: 'ok' },
    });
  });

  it('answers 503 once the process has begun to stop, while /api/health stays 200', async () => {
    t.deps.readiness.drain();
    const response = await t.request('/api/ready');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      status: 'not_ready',
      checks: { process: 'draining', database: 'ok' },
    });
    expect((await t.request('/api/health')).status).toBe(200);
  });
});

describe('readiness checks', () => {
  it('reports a migration not yet applied, then ready once it is', async () => {
    const t = await createTestApp();
    try {
      const [last] = await rowsOf(
        t.database.db,
        z.object({ hash: z.string(), created_at: z.coerce.string() }),
        sql`delete from drizzle.__drizzle_migrations
            where id = (select max(id) from drizzle.__drizzle_migrations) returning hash, created_at`,
      );
      const response = await t.request('/api/ready');
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ checks: { migrations: 'failing', database: 'ok' } });

      await t.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${last!.hash}, ${last!.created_at})`,
      );
      expect((await t.request('/api/ready')).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('reports a database that no longer answers', async () => {
    const database = await openDatabase({});
    await database.migrate();
    const readiness = createReadiness({ db: database.db, bus: database.bus, migrationsDir: MIGRATIONS_DIR });
    expect((await readiness.check()).ready).toBe(true);
    await database.close();
    const report = await readiness.check();
    expect(report.ready).toBe(false);
    expect(report.checks.database).toBe('failing');
  });

  it('reports an event bus that cannot reach PostgreSQL', async () => {
    const database = await openDatabase({});
    await database.migrate();
    const errors: Error[] = [];
    // nothing listens on port 1: the bus's connection is refused
    const bus = createPostgresBus('postgres://postgres@127.0.0.1:1/none', (error) => errors.push(error));
    try {
      const report = await createReadiness({ db: database.db, bus, migrationsDir: MIGRATIONS_DIR }).check();
      expect(report).toEqual({
        ready: false,
        checks: { database: 'ok', migrations: 'ok', bus: 'failing', process: 'ok' },
      });
    } finally {
      await bus.close();
      await database.close();
    }
  });
});
