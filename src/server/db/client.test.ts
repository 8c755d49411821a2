import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseUrl } from '#tests/setup/test-database.ts';

/** node-postgres' result shape (Db's type covers PGlite too, so execute() is untyped). */
type QueryRows = { rows: Array<Record<string, unknown>> };

describe.skipIf(!testDatabaseUrl())('PostgreSQL pool', () => {
  it('survives the server cutting an idle connection, and the next query reconnects', async () => {
    const database = await createTestDatabase();
    try {
      const { rows } = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as QueryRows;
      const pid = rows[0]?.pid;
      const admin = new pg.Client({ connectionString: testDatabaseUrl() });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      // the cut arrives as an 'error' on the idle client; an unhandled one would crash the process
      await new Promise((resolve) => setTimeout(resolve, 100));
      const after = (await database.db.execute(sql`select 1 as ok`)) as unknown as QueryRows;
      expect(after.rows).toEqual([{ ok: 1 }]);
    } finally {
      await database.close();
    }
  });
});
