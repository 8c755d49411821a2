import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '#server/db/client.ts';
import { TEMPLATE_DB_NAME, TEMPLATE_FILE, testDatabaseUrl } from './test-database.ts';

// Migrate once per run; every test file then starts from a copy of this template
// (creating and migrating a fresh PGlite takes seconds here).
export default async function setup() {
  const serverUrl = testDatabaseUrl();
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB_NAME} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB_NAME}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${TEMPLATE_DB_NAME}`;
    const template = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    await template.migrate();
    await template.close();
    return;
  }
  const template = await openDatabase({});
  await template.migrate();
  const dump = await template.pglite!.dumpDataDir('none');
  mkdirSync(path.dirname(TEMPLATE_FILE), { recursive: true });
  writeFileSync(TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  await template.close();
}
