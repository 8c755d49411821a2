import { existsSync, readdirSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from '#server/db/client.ts';
import { childEnv } from '#server/env.ts';
import { BackupError, countRows, run } from './archive.ts';

// Dumping and loading the two databases Sipalu runs on. Each dump answers the rows per table it
// holds, counted in the same state the dump was taken from.

/** Where the embedded database keeps its files (db/client.ts). */
export const pgdataOf = (dataDir: string) => path.join(dataDir, 'pgdata');

/**
 * PGlite belongs to one process and a second one opening its folder hangs or corrupts it; it
 * keeps postmaster.pid there while open (with no real process id in it to check).
 */
export function assertPgliteClosed(dataDir: string, force: boolean): void {
  if (force || !existsSync(path.join(pgdataOf(dataDir), 'postmaster.pid'))) return;
  throw new BackupError(
    `The embedded database in ${pgdataOf(dataDir)} is open: stop Sipalu first.\n` +
      'If Sipalu is not running (it was killed), run the command again with --force.',
  );
}

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/** Writes the embedded database of `dataDir` to `file` (PGlite's dump of its data folder). */
export async function dumpPglite(dataDir: string, file: string): Promise<Record<string, number>> {
  if (isEmptyDir(pgdataOf(dataDir))) throw new BackupError(`There is no embedded database in ${pgdataOf(dataDir)}.`);
  const client = await PGlite.create({ dataDir: pgdataOf(dataDir), extensions: PGLITE_EXTENSIONS });
  try {
    // nothing else has it open (assertPgliteClosed), so the dump and the counts see one state
    const dump = await client.dumpDataDir('none');
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
    return await countRows((sql) => client.query(sql));
  } finally {
    await client.close();
  }
}

/** True when `dataDir` holds no embedded database. */
export const isPgliteEmpty = (dataDir: string) => isEmptyDir(pgdataOf(dataDir));

/** Replaces the embedded database of `dataDir` with the dump in `file`; answers its rows per table. */
export async function loadPglite(dataDir: string, file: string): Promise<Record<string, number>> {
  rmSync(pgdataOf(dataDir), { recursive: true, force: true });
  const client = await PGlite.create({
    dataDir: pgdataOf(dataDir),
    loadDataDir: new Blob([await readFile(file)]),
    extensions: PGLITE_EXTENSIONS,
  });
  try {
    return await countRows((sql) => client.query(sql));
  } finally {
    await client.close();
  }
}

/** libpq takes the password from the environment, so it never shows in the process list. */
function libpq(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: childEnv(password ? { PGPASSWORD: password } : {}) };
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** pg_dump refuses a server newer than itself: say which client to install before it does. */
async function assertClientFits(tool: 'pg_dump' | 'pg_restore', client: pg.Client): Promise<void> {
  const { stdout } = await run(tool, ['--version']).catch(() => {
    throw new BackupError(`${tool} was not found: install PostgreSQL's client tools (Debian: postgresql-client).`);
  });
  const clientMajor = Number(/\s(\d+)(\.\d+)?/.exec(stdout)?.[1]);
  const { rows } = await client.query<{ version: number }>(
    "select current_setting('server_version_num')::int as version",
  );
  const serverMajor = Math.floor(rows[0]!.version / 10_000);
  if (clientMajor < serverMajor) {
    throw new BackupError(
      `${tool} ${clientMajor} is older than the server (PostgreSQL ${serverMajor}): ` +
        `install postgresql-client-${serverMajor}.`,
    );
  }
}

/**
 * Writes the database at `databaseUrl` to `file` with pg_dump --format=custom while the app runs:
 * the counts and the dump read one exported snapshot, so they agree.
 */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<Record<string, number>> {
  return withClient(databaseUrl, async (client) => {
    await assertClientFits('pg_dump', client);
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const tables = await countRows((sql) => client.query(sql));
    const { dbname, env } = libpq(databaseUrl);
    await run('pg_dump', ['--format=custom', `--snapshot=${rows[0]!.snapshot}`, `--file=${file}`, dbname], {
      env,
    }).catch((error: Error & { stderr?: string }) => {
      throw new Error(`pg_dump failed: ${error.stderr?.trim() || error.message}`);
    });
    await client.query('commit');
    return tables;
  });
}

/** True when the database at `databaseUrl` has no tables of its own. */
export async function isPostgresEmpty(databaseUrl: string): Promise<boolean> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0]!.n === 0;
  });
}

/**
 * Restores the pg_dump `file` into `databaseUrl` in one transaction (a failure changes nothing);
 * `replace` drops what the dump holds first. Answers the rows per table afterwards.
 */
export async function loadPostgres(
  databaseUrl: string,
  file: string,
  replace: boolean,
): Promise<Record<string, number>> {
  await withClient(databaseUrl, (client) => assertClientFits('pg_restore', client));
  const { dbname, env } = libpq(databaseUrl);
  // owners and grants name roles of the old server, which the new one may not have
  const args = ['--no-owner', '--no-acl', '--single-transaction', '--exit-on-error', `--dbname=${dbname}`];
  if (replace) args.push('--clean', '--if-exists');
  await run('pg_restore', [...args, file], { env }).catch((error: Error & { stderr?: string }) => {
    throw new Error(`pg_restore failed: ${error.stderr?.trim() || error.message}`);
  });
  return withClient(databaseUrl, (client) => countRows((sql) => client.query(sql)));
}
