import { randomBytes } from 'node:crypto';
import { chmodSync, copyFileSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadEnv, rawEnv } from '#server/env.ts';
import { createObjectStore } from '#server/lib/object-store/create-object-store.ts';
import { BackupError, copyObjectsOut, FORMAT, packArchive, type Manifest } from './archive.ts';
import { assertPgliteClosed, dumpPglite, dumpPostgres } from './databases.ts';

// `npm run backup [file] [--force]` (from a release: `node dist/server/backup.js`): the configured
// database and every stored object in one archive (archive.ts says what it holds).
//
// The database is dumped first, then the objects are copied: uploads get new keys and rows name
// them, so every object a dumped row names is in the archive unless it was deleted meanwhile.
// PostgreSQL is dumped while the app runs; the embedded database only while it is stopped.

const args = process.argv.slice(2);
const force = args.includes('--force');
const named = args.find((arg) => !arg.startsWith('--'));
const stamp = new Date()
  .toISOString()
  .replace(/:/g, '-')
  .replace(/\.\d+Z$/, 'Z');
const file = path.resolve(named ?? `sipalu-backup-${stamp}.tar.gz`);

const env = loadEnv();
const started = performance.now();
// staged beside the archive: the same disk, and a temporary folder may be too small for the uploads
const stage = `${file}.${randomBytes(4).toString('hex')}.partial`;
try {
  if (existsSync(file)) throw new BackupError(`${file} exists already: name another file.`);
  mkdirSync(stage, { recursive: true, mode: 0o700 });
  const kind = env.DATABASE_URL ? 'postgres' : 'pglite';
  let tables: Record<string, number>;
  if (env.DATABASE_URL) {
    tables = await dumpPostgres(env.DATABASE_URL, path.join(stage, 'database.pgdump'));
  } else {
    assertPgliteClosed(env.dataDir, force);
    tables = await dumpPglite(env.dataDir, path.join(stage, 'database.tar'));
  }
  const objects = await copyObjectsOut(await createObjectStore(env), stage);
  // without AUTH_SECRET the app signs sessions and keeps two-factor secrets with this one
  const secret = path.join(env.dataDir, 'auth-secret');
  const authSecret = !env.AUTH_SECRET && existsSync(secret);
  if (authSecret) copyFileSync(secret, path.join(stage, 'auth-secret'));
  const manifest: Manifest = {
    format: FORMAT,
    app: 'sipalu',
    version: rawEnv('npm_package_version') ?? 'unknown',
    kind,
    createdAt: new Date().toISOString(),
    tables,
    objects,
    authSecret,
  };
  writeFileSync(path.join(stage, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // written aside and renamed: a file under the final name is always a whole archive
  const partial = `${stage}.archive`;
  // a name ending in .tar asks for no compression (the uploads are mostly compressed images already)
  await packArchive(stage, partial, !file.endsWith('.tar'));
  // it holds every account's data (and perhaps the auth secret): for its owner's eyes only
  chmodSync(partial, 0o600);
  renameSync(partial, file);
  const rows = Object.values(tables).reduce((sum, count) => sum + count, 0);
  console.log(
    `Backed up ${kind}: ${Object.keys(tables).length} tables, ${rows} rows, ${objects.count} files ` +
      `(${objects.bytes} bytes) to ${file} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
} finally {
  rmSync(stage, { recursive: true, force: true });
  rmSync(`${stage}.archive`, { force: true });
}
