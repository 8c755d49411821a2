// The production stack of deploy/, on loopback: a PostgreSQL database of its own, an S3-compatible
// server (s3rver), an SMTP server (smtp-server), N app processes as systemd would start them, and
// HAProxy with the committed config. Used by `npm run test:cluster` and `npm run bench cluster`.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { SMTPServer } from 'smtp-server';
import { startHaproxy, untilState, type Haproxy } from './haproxy.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ADMIN_URL =
  process.env.CLUSTER_POSTGRES_URL ?? process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BUNDLE = path.join(ROOT, 'dist/server/main.js');
const AUTH_SECRET = randomBytes(32).toString('base64url');
/** Above the 2 s HAProxy takes to mark a stopping process down (fall 2 × inter 1s in deploy/haproxy.cfg). */
export const SHUTDOWN_DRAIN_MS = 3_000;

/** The production bundle when built (`npm run build`), else the sources through tsx, as `npm start` runs them. */
export const runsBundle = existsSync(BUNDLE);
const command = runsBundle ? ['dist/server/main.js'] : ['--import', 'tsx', 'src/server/main.ts'];
const migrateCommand = runsBundle ? ['dist/server/migrate.js'] : ['--import', 'tsx', 'src/server/db/migrate.ts'];

export interface Mail {
  to: string[];
  raw: string;
}

export interface Instance {
  name: string;
  port: number;
  base: string;
  child: ChildProcess;
  /** Resolves with the exit once the process is gone. */
  exited: Promise<void>;
}

export interface Stack {
  proxy: Haproxy;
  publicUrl: string;
  databaseUrl: string;
  db: pg.Pool;
  instances: Instance[];
  mails: Mail[];
  /** Starts instance `index` again on its port; resolves when HAProxy counts it UP. */
  restart(index: number): Promise<Instance>;
  close(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface StackOptions {
  haproxy: string;
  instances: number;
  /** Demo content (jobs to search, the demo accounts) in the new database. */
  seedDemo?: boolean;
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const work = mkdtempSync(path.join(tmpdir(), 'sipalu-cluster-'));
  const cleanups: (() => Promise<unknown> | void)[] = [() => rmSync(work, { recursive: true, force: true })];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    // -- PostgreSQL: a database of its own, dropped at the end --
    const name = `sipalu_cluster_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    cleanups.push(async () => {
      const dropper = new pg.Client({ connectionString: ADMIN_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    });
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();
    const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    cleanups.push(() => db.end());

    // -- S3 and SMTP on loopback --
    mkdirSync(path.join(work, 's3'));
    const s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      directory: path.join(work, 's3'),
      silent: true,
      // public images, and private files (resumes, identity documents, lesson videos) apart
      configureBuckets: ['sipalu', 'sipalu-private'].map((name) => ({ name, configs: [] })),
    });
    const s3Port = ((await s3.run()) as AddressInfo).port;
    cleanups.push(() => s3.close());
    const mails: Mail[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString() });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    cleanups.push(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

    // -- the environment of deploy/sipalu.env.example, with loopback addresses --
    const proxyPort = await freePort();
    const publicUrl = `http://127.0.0.1:${proxyPort}`;
    const sharedEnv: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: '1',
      DATABASE_URL: databaseUrl,
      AUTH_SECRET,
      STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_BUCKET: 'sipalu',
      S3_PRIVATE_BUCKET: 'sipalu-private',
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // a load test: two accounts send hundreds of messages a second, far past what one person may
      MESSAGES_PER_MINUTE: '1000000',
      MESSAGES_PER_HOUR: '1000000',
      SEED_DEMO: options.seedDemo ? 'true' : 'false',
      SHUTDOWN_DRAIN_MS: String(SHUTDOWN_DRAIN_MS),
      LOG_LEVEL: 'warn',
    };

    // -- the release step: migrations once, before any process starts --
    const migrate = spawnSync(process.execPath, migrateCommand, { cwd: ROOT, env: sharedEnv, encoding: 'utf8' });
    if (migrate.status !== 0) throw new Error(`migrations failed:\n${migrate.stderr}`);

    const ports = await Promise.all(Array.from({ length: options.instances }, freePort));
    const launch = (index: number): Instance => {
      const port = ports[index]!;
      const child = spawn(process.execPath, command, {
        cwd: ROOT,
        env: { ...sharedEnv, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(work, `data-${port}`) },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const exited = new Promise<void>((resolve) =>
        child.exitCode !== null ? resolve() : child.once('exit', () => resolve()),
      );
      return { name: `sipalu${index + 1}`, port, base: `http://127.0.0.1:${port}`, child, exited };
    };
    const instances = ports.map((_, index) => launch(index));
    cleanups.push(async () => {
      for (const instance of instances) if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
      await Promise.all(instances.map((instance) => instance.exited));
    });
    // the demo seed runs under the startup lock in whichever process gets it first
    await Promise.all(instances.map(untilReady));

    const proxy = await startHaproxy(options.haproxy, path.join(work, 'haproxy.cfg'), {
      port: proxyPort,
      statsPort: await freePort(),
      servers: ports,
    });
    cleanups.push(() => proxy.stop());
    await untilState(
      proxy,
      instances.map((instance) => instance.name),
      'UP',
    );

    return {
      proxy,
      publicUrl,
      databaseUrl,
      db,
      instances,
      mails,
      async restart(index) {
        instances[index] = launch(index);
        await untilReady(instances[index]);
        await untilState(proxy, [instances[index].name], 'UP');
        return instances[index];
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

async function untilReady(instance: Instance): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (instance.child.exitCode !== null) throw new Error(`${instance.name} exited with ${instance.child.exitCode}`);
    const ok = await fetch(`${instance.base}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${instance.name} not ready within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
