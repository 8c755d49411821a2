import { mkdtempSync, rmSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadEnv } from '#server/env.ts';
import { createObjectStore } from '#server/lib/object-store/create-object-store.ts';
import { assertCountsMatch, BackupError, copyObjectsIn, hasObjects, readManifest, unpackArchive } from './archive.ts';
import { assertPgliteClosed, isPgliteEmpty, isPostgresEmpty, loadPglite, loadPostgres, pgdataOf } from './databases.ts';

// `npm run restore <file> [--force]` (from a release: `node dist/server/restore.js <file>`): puts a
// backup back into the configured database (DATA_DIR or DATABASE_URL) and object store, then
// checks that every table holds as many rows as the backup counted. Sipalu must be stopped.
// Without --force it refuses a database or object store that holds anything, before changing either.

const args = process.argv.slice(2);
const force = args.includes('--force');
const named = args.find((arg) => !arg.startsWith('--'));

const env = loadEnv();
const started = performance.now();
const unpacked = mkdtempSync(path.join(tmpdir(), 'sipalu-restore-'));
try {
  if (!named) throw new BackupError('Usage: npm run restore <backup file> [--force]');
  await unpackArchive(path.resolve(named), unpacked);
  const manifest = await readManifest(unpacked);
  const kind = env.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.kind !== kind) {
    throw new BackupError(
      manifest.kind === 'pglite'
        ? 'This backup holds an embedded database: unset DATABASE_URL and set DATA_DIR to restore it.'
        : 'This backup holds a PostgreSQL database: set DATABASE_URL to an empty database to restore it.',
    );
  }
  const store = await createObjectStore(env);
  if (!env.DATABASE_URL) assertPgliteClosed(env.dataDir, force);
  const occupied: string[] = [];
  if (env.DATABASE_URL) {
    if (!(await isPostgresEmpty(env.DATABASE_URL))) occupied.push('the database at DATABASE_URL has tables');
  } else if (!isPgliteEmpty(env.dataDir)) {
    occupied.push(`${pgdataOf(env.dataDir)} holds a database`);
  }
  if (await hasObjects(store)) occupied.push('the object store holds files');
  if (occupied.length > 0 && !force) {
    throw new BackupError(
      `Nothing was restored: ${occupied.join(' and ')}.\n` +
        'Restore into an empty DATA_DIR or database, or run again with --force to replace what is there.',
    );
  }

  const tables = env.DATABASE_URL
    ? await loadPostgres(env.DATABASE_URL, path.join(unpacked, 'database.pgdump'), force)
    : await loadPglite(env.dataDir, path.join(unpacked, 'database.tar'));
  assertCountsMatch(manifest.tables, tables);
  // --force: the objects the backup does not have go, so the store matches the database again
  for await (const { bucket, key } of store.list()) await store.delete(bucket, key);
  const files = await copyObjectsIn(unpacked, store);
  if (files !== manifest.objects.count)
    throw new Error(`restored ${files} files, the backup has ${manifest.objects.count}`);
  if (manifest.authSecret) copyFileSync(path.join(unpacked, 'auth-secret'), path.join(env.dataDir, 'auth-secret'));

  const rows = Object.values(tables).reduce((sum, count) => sum + count, 0);
  console.log(
    `Restored the ${manifest.kind} backup of ${manifest.createdAt}: ${Object.keys(tables).length} tables, ` +
      `${rows} rows and ${files} files, as many as the backup counted, in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
} finally {
  rmSync(unpacked, { recursive: true, force: true });
}
