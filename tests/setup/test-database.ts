import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '#server/db/client.ts';
import { rawEnv } from '#server/env.ts';

export const TEMPLATE_FILE = path.resolve(import.meta.dirname, '../../.tmp/pglite-template.tar');
/** One template per checkout, so two checkouts can test against the same server at once. */
export const TEMPLATE_DB_NAME = `sipalu_test_template_${createHash('sha256')
  .update(path.resolve(import.meta.dirname, '../..'))
  .digest('hex')
  .slice(0, 8)}`;

/** The PostgreSQL server to test against, when `TEST_DATABASE_URL` (or `DATABASE_URL`) is set. */
export function testDatabaseUrl(): string | undefined {
  return rawEnv('TEST_DATABASE_URL') ?? rawEnv('DATABASE_URL');
}

/** A fresh, migrated database of its own for one test file. */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) {
    const loadDataDir = new Blob([readFileSync(TEMPLATE_FILE)]);
    return openDatabase({ loadDataDir });
  }
  const name = `sipalu_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB_NAME}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
