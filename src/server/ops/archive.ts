import { execFile } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import type { ObjectStore } from '#server/lib/object-store/object-store.ts';

// What a backup archive holds, and the pieces both `npm run backup` and `npm run restore` use.
//
//   manifest.json    what, when, and how many rows per table and objects (checked after a restore)
//   database.tar     the embedded database: PGlite's own dump of its data directory
//   database.pgdump  a PostgreSQL server's database: pg_dump --format=custom
//   objects.jsonl    one line per stored object: bucket, key, content type, size
//   objects/<bucket>/<key>
//   auth-secret      the secret DATA_DIR keeps when AUTH_SECRET is unset (it signs sessions)

export const FORMAT = 1;

export interface Manifest {
  format: typeof FORMAT;
  app: 'sipalu';
  version: string;
  kind: 'pglite' | 'postgres';
  createdAt: string;
  /** Rows per table (`schema.table`), counted in the same snapshot as the dump. */
  tables: Record<string, number>;
  objects: { count: number; bytes: number };
  authSecret: boolean;
}

export interface ObjectEntry {
  bucket: string;
  key: string;
  contentType: string;
  size: number;
}

/** A refusal the person running the command can act on; the commands print its message alone. */
export class BackupError extends Error {}

export const run = promisify(execFile);

/** Packs the contents of `dir` into `file`, gzip-compressed when `gzip`. */
export async function packArchive(dir: string, file: string, gzip: boolean): Promise<void> {
  await run('tar', [gzip ? '-czf' : '-cf', file, '-C', dir, '.']);
}

/** Unpacks `file` into `dir` (tar recognises the compression by itself). */
export async function unpackArchive(file: string, dir: string): Promise<void> {
  await run('tar', ['-xf', file, '-C', dir]).catch((error: Error & { stderr?: string }) => {
    throw new BackupError(`${file} is not a readable backup archive: ${error.stderr?.trim() || error.message}`);
  });
}

/** The manifest of an unpacked archive in `dir`. */
export async function readManifest(dir: string): Promise<Manifest> {
  const manifest = JSON.parse(
    await readFile(path.join(dir, 'manifest.json'), 'utf8').catch(() => {
      throw new BackupError('the archive holds no manifest.json: it is not a Sipalu backup');
    }),
  ) as Manifest;
  if (manifest.app !== 'sipalu' || manifest.format !== FORMAT) {
    throw new BackupError(`the archive is not a Sipalu backup of format ${FORMAT}`);
  }
  return manifest;
}

/** Copies every object of `store` into `dir/objects` and lists them in `dir/objects.jsonl`. */
export async function copyObjectsOut(store: ObjectStore, dir: string): Promise<{ count: number; bytes: number }> {
  const index = createWriteStream(path.join(dir, 'objects.jsonl'));
  let count = 0;
  let bytes = 0;
  try {
    for await (const { bucket, key } of store.list()) {
      const object = await store.get(bucket, key);
      // deleted between the listing and now: it was no longer part of the data
      if (!object) continue;
      const file = path.join(dir, 'objects', bucket, ...key.split('/'));
      await mkdir(path.dirname(file), { recursive: true });
      await pipeline(Readable.fromWeb(object.body as NodeReadableStream<Uint8Array>), createWriteStream(file));
      const entry: ObjectEntry = { bucket, key, contentType: object.contentType, size: object.size };
      index.write(`${JSON.stringify(entry)}\n`);
      count += 1;
      bytes += object.size;
    }
  } finally {
    await new Promise<void>((resolve, reject) =>
      index.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
  }
  return { count, bytes };
}

/** Puts every object listed in `dir/objects.jsonl` into `store`; answers how many. */
export async function copyObjectsIn(dir: string, store: ObjectStore): Promise<number> {
  let count = 0;
  const lines = createInterface({ input: createReadStream(path.join(dir, 'objects.jsonl')) });
  for await (const line of lines) {
    if (!line) continue;
    const { bucket, key, contentType } = JSON.parse(line) as ObjectEntry;
    const body = Readable.toWeb(createReadStream(path.join(dir, 'objects', bucket, ...key.split('/'))));
    await store.putStream(bucket, key, body as ReadableStream<Uint8Array>, contentType);
    count += 1;
  }
  return count;
}

/** True when the store holds at least one object. */
export async function hasObjects(store: ObjectStore): Promise<boolean> {
  for await (const _ of store.list()) return true;
  return false;
}

type Query = (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** Rows per table of every schema but the system's, as `schema.table` → count. */
export async function countRows(query: Query): Promise<Record<string, number>> {
  const { rows } = await query(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
     order by 1, 2`,
  );
  const counts: Record<string, number> = {};
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  for (const { schema, name } of rows as { schema: string; name: string }[]) {
    const result = await query(`select count(*)::int as n from ${quote(schema)}.${quote(name)}`);
    counts[`${schema}.${name}`] = Number(result.rows[0]!.n);
  }
  return counts;
}

/** Throws unless the restored database holds as many rows per table as the manifest says. */
export function assertCountsMatch(expected: Record<string, number>, actual: Record<string, number>): void {
  const wrong = Object.entries(expected)
    .filter(([table, rows]) => actual[table] !== rows)
    .map(([table, rows]) => `${table}: ${actual[table] ?? 'missing'} rows, the backup has ${rows}`);
  if (wrong.length > 0) throw new Error(`the restored database differs from the backup:\n  ${wrong.join('\n  ')}`);
}
