import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { contentTypeOfKey, type ObjectStore } from '#server/lib/object-store/object-store.ts';
import { createS3ObjectStore } from '#server/lib/object-store/s3-store.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { TEMPLATE_DB_NAME, TEMPLATE_FILE, testDatabaseUrl } from '#tests/setup/test-database.ts';
import { countRows } from './archive.ts';

// `npm run backup` and `npm run restore` as the real commands, in processes of their own: a
// database filled through the app, backed up, restored into an empty place, holds every row and file.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const work = mkdtempSync(path.join(tmpdir(), 'sipalu-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs src/server/ops/<command>.ts with `env` over a neutral configuration; answers code and output. */
function runCommand(command: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', `src/server/ops/${command}.ts`, ...args], {
    cwd: ROOT,
    env: {
      ...process.env, // eslint-disable-line n/no-process-env -- the command needs PATH and friends
      DATABASE_URL: '',
      STORAGE: 'local',
      AUTH_SECRET: '',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, output })),
  );
}

/** Two users signed up through the app, one with a profile photo it stored. */
async function fill(t: TestApp) {
  const alice = await t.signUp({ verified: true });
  await t.signUp({ fullName: 'Bishnu Thapa' });
  await t.request('/api/me/roles', { method: 'POST', json: { role: 'student' }, cookie: alice.cookie });
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c85028' } })
    .png()
    .toBuffer();
  const upload = await t.request('/api/profile/avatar', {
    method: 'POST',
    body: photo,
    headers: { 'content-type': 'image/png' },
    cookie: alice.cookie,
  });
  expect(upload.status).toBe(200);
  return alice;
}

/** Every file under `dir` by relative path, with a digest of its bytes. */
function filesOf(dir: string, prefix = ''): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) Object.assign(files, filesOf(dir, relative));
    else
      files[relative] = createHash('sha256')
        .update(readFileSync(path.join(dir, relative)))
        .digest('hex');
  }
  return files;
}

/** Every object in `store` by bucket/key, with its content type and a digest of its bytes. */
async function objectsOf(store: ObjectStore): Promise<Record<string, string>> {
  const objects: Record<string, string> = {};
  for await (const { bucket, key } of store.list()) {
    const object = (await store.get(bucket, key))!;
    const bytes = new Uint8Array(await new Response(object.body).arrayBuffer());
    objects[`${bucket}/${key}`] = `${object.contentType} ${createHash('sha256').update(bytes).digest('hex')}`;
  }
  return objects;
}

describe('the embedded database (DATA_DIR)', () => {
  it('is backed up once stopped and restored into a fresh DATA_DIR with every row and file', async () => {
    const source = path.join(work, 'source');
    const target = path.join(work, 'target');
    const archive = path.join(work, 'pglite.tar.gz');
    // the migrated template the other tests start from, in a folder as a real process keeps it
    const database = await openDatabase({ dataDir: source, loadDataDir: new Blob([readFileSync(TEMPLATE_FILE)]) });
    const t = await createTestApp({ database });
    const alice = await fill(t);
    // the app's uploads, where a real process keeps them
    cpSync(t.uploadsDir, path.join(source, 'uploads'), { recursive: true });
    writeFileSync(path.join(source, 'auth-secret'), 'the-secret-sessions-are-signed-with\n');
    const counts = await countRows((sql) => database.pglite!.query(sql));
    expect(counts['public.users']).toBe(2);

    // a second process opening the embedded database would hang or corrupt it
    const open = await runCommand('backup', [archive], { DATA_DIR: source });
    expect(open).toMatchObject({ code: 1, output: expect.stringMatching(/is open: stop Sipalu first/) });
    await t.close();
    await database.close();

    const backup = await runCommand('backup', [archive], { DATA_DIR: source });
    expect(backup.output).toMatch(/Backed up pglite: [1-9]\d tables, \d+ rows, \d+ files/);
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    const restore = await runCommand('restore', [archive], { DATA_DIR: target });
    expect(restore.output).toMatch(/as many as the backup counted/);
    expect(restore.code).toBe(0);

    const restored = await openDatabase({ dataDir: target });
    try {
      expect(await countRows((sql) => restored.pglite!.query(sql))).toEqual(counts);
      const { rows } = await restored.pglite!.query('select email from users where id = $1', [alice.userId]);
      expect(rows).toEqual([{ email: alice.email }]);
    } finally {
      await restored.close();
    }
    const files = filesOf(path.join(source, 'uploads'));
    expect(Object.keys(files).length).toBeGreaterThan(0);
    expect(filesOf(path.join(target, 'uploads'))).toEqual(files);
    expect(readFileSync(path.join(target, 'auth-secret'), 'utf8')).toBe('the-secret-sessions-are-signed-with\n');

    // what is there now is not overwritten without --force
    const again = await runCommand('restore', [archive], { DATA_DIR: target });
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/Nothing was restored: .*pgdata holds a database and the object store holds files/);
  }, 90_000);
});

const serverUrl = testDatabaseUrl();

describe.skipIf(!serverUrl)('a PostgreSQL server and an S3 bucket', () => {
  const names = { source: `sipalu_test_backup_${process.pid}_a`, target: `sipalu_test_backup_${process.pid}_b` };
  const urlOf = (name: string) => Object.assign(new URL(serverUrl!), { pathname: `/${name}` }).toString();
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  let s3: S3rver | undefined;
  afterAll(async () => {
    await s3?.close();
    for (const name of Object.values(names)) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('is backed up while the app runs and restored into an empty database and bucket', async () => {
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      directory: path.join(work, 's3'),
      silent: true,
      // each deployment with its private bucket beside (decision 042)
      configureBuckets: ['source', 'source-private', 'restored', 'restored-private'].map((name) => ({
        name,
        configs: [],
      })),
    });
    const { port } = (await s3.run()) as AddressInfo;
    const s3Env = (bucket: string) => ({
      STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_PRIVATE_BUCKET: `${bucket}-private`,
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
    });
    const storeOf = (bucket: string) =>
      createS3ObjectStore({
        endpoint: `http://127.0.0.1:${port}`,
        bucket,
        privateBucket: `${bucket}-private`,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      });

    await admin(`CREATE DATABASE ${names.source} TEMPLATE ${TEMPLATE_DB_NAME}`);
    const database = await openDatabase({ databaseUrl: urlOf(names.source), poolSize: 2 });
    const t = await createTestApp({ database });
    const archive = path.join(work, 'postgres.tar.gz');
    try {
      const alice = await fill(t);
      // the app's files, and a document, in the bucket a deployment would use
      const source = storeOf('source');
      for (const file of Object.keys(filesOf(t.uploadsDir))) {
        const [bucket, ...key] = file.split(path.sep);
        const bytes = readFileSync(path.join(t.uploadsDir, file));
        await source.put(bucket!, key.join('/'), bytes, contentTypeOfKey(file));
      }
      await source.put(
        'resumes',
        `resumes/${alice.userId}/cv.pdf`,
        new TextEncoder().encode('%PDF-1.7'),
        'application/pdf',
      );
      const counts = await countRows((sql) => database.pool!.query(sql));

      const backup = await runCommand('backup', [archive], { DATABASE_URL: urlOf(names.source), ...s3Env('source') });
      expect(backup.output).toMatch(/Backed up postgres: [1-9]\d tables, \d+ rows, \d+ files/);

      await admin(`CREATE DATABASE ${names.target}`);
      const target = { DATABASE_URL: urlOf(names.target), ...s3Env('restored') };
      const restore = await runCommand('restore', [archive], target);
      expect(restore.output).toMatch(/as many as the backup counted/);
      expect(restore.code).toBe(0);
      await withClient(urlOf(names.target), async (client) => {
        expect(await countRows((sql) => client.query(sql))).toEqual(counts);
      });
      const objects = await objectsOf(source);
      expect(Object.keys(objects)).toHaveLength(Object.keys(filesOf(t.uploadsDir)).length + 1);
      expect(objects[`resumes/resumes/${alice.userId}/cv.pdf`]).toMatch(/^application\/pdf /);
      expect(await objectsOf(storeOf('restored'))).toEqual(objects);

      const refused = await runCommand('restore', [archive], target);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/Nothing was restored: the database at DATABASE_URL has tables/);
      // --force replaces what is there, rows the backup does not have included (not the accounts:
      // emptying those would reach the payments ledger, which refuses to be emptied)
      await withClient(urlOf(names.target), (client) => client.query('truncate job_postings cascade'));
      const forced = await runCommand('restore', [archive, '--force'], target);
      expect(forced.output).toMatch(/as many as the backup counted/);
    } finally {
      await t.close();
      await database.close();
    }
  }, 90_000);
});

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
