import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { demoAccount } from '#server/db/seed/demo-accounts.ts';
import { startServerProcess, stopServerProcesses } from '#tests/fixtures/server-process.ts';
import { testDatabaseUrl } from '#tests/setup/test-database.ts';

// Several processes starting at once on a new, empty PostgreSQL database (a deploy scaling out, or
// a restart of every instance): each migrates and seeds only after the one before it is done.
// Runs only against a PostgreSQL server (TEST_DATABASE_URL); the embedded database is one process.

const serverUrl = testDatabaseUrl();

describe.skipIf(!serverUrl)('processes starting together on an empty PostgreSQL', () => {
  const name = `sipalu_test_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sipalu-startup-'));
  const children: ChildProcess[] = [];

  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await client.query(query);
    } finally {
      await client.end();
    }
  };

  afterAll(async () => {
    await stopServerProcesses(children);
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('all three migrate, answer, and the demo content is seeded once', { timeout: 180_000 }, async () => {
    // no template: nothing migrated, no extension created yet
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const env = {
      DATABASE_URL: url.toString(),
      PUBLIC_URL: 'http://localhost:3999',
      DATA_DIR: dataDir,
      AUTH_SECRET: 'startup-secret-startup-secret-startup',
      SEED_DEMO: 'true',
    };
    const started = await Promise.allSettled([1, 2, 3].map(() => startServerProcess(env)));
    for (const result of started) if (result.status === 'fulfilled') children.push(result.value.child);
    expect(started.map((result) => (result.status === 'fulfilled' ? 'started' : String(result.reason)))).toEqual([
      'started',
      'started',
      'started',
    ]);

    for (const result of started) {
      if (result.status !== 'fulfilled') continue;
      expect((await fetch(`${result.value.base}/api/health`)).status).toBe(200);
    }
    const database = new pg.Client({ connectionString: url.toString() });
    await database.connect();
    try {
      const { rows } = await database.query<{ count: string }>('select count(*) from users where email = $1', [
        demoAccount('student').email,
      ]);
      expect(rows[0]?.count).toBe('1');
      const migrations = await database.query<{ count: string }>('select count(*) from drizzle.__drizzle_migrations');
      expect(Number(migrations.rows[0]?.count)).toBeGreaterThan(0);
    } finally {
      await database.end();
    }
  });
});
