import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '#server/app.ts';
import type { OAuthClient } from '#server/auth/auth.ts';
import { openDatabase } from '#server/db/client.ts';
import { createDeps } from '#server/deps.ts';
import { parseEnv } from '#server/env.ts';
import { listen } from '#server/lib/listen.ts';
import { createOutboxMailer } from '#server/lib/mailer/mailer.ts';
import { createLocalObjectStore } from '#server/lib/object-store/local-store.ts';

export interface BenchServerOptions {
  dataDir?: string | undefined;
  databaseUrl?: string | undefined;
  webRoot?: string | undefined;
  uploadsDir?: string | undefined;
  /** Listen here (default: a free port); the public URL is this address. */
  port?: number | undefined;
  /** Google sign-in through this OpenID provider. */
  google?: OAuthClient | undefined;
  /** More of the app's environment (a gateway's ESEWA_* / KHALTI_* pointing at a loopback peer). */
  env?: Record<string, string> | undefined;
}

/**
 * The real app on real HTTP (loopback) for a benchmark; sign-in throttling off. Uploads go to
 * `uploadsDir`, else `dataDir/uploads`, else a temporary directory.
 */
export async function startBenchServer(options: BenchServerOptions = {}) {
  const database = await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  await database.migrate();
  const port = options.port ?? (await freePort());
  const publicUrl = `http://127.0.0.1:${port}`;
  const env = parseEnv({
    NODE_ENV: 'production',
    DATA_DIR: options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'sipalu-bench-')),
    PUBLIC_URL: publicUrl,
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
    GOOGLE_CLIENT_ID: options.google?.clientId,
    GOOGLE_CLIENT_SECRET: options.google?.clientSecret,
    GOOGLE_ISSUER: options.google?.issuer,
    LOG_LEVEL: 'error',
    ...options.env,
  });
  const { deps, close } = await createDeps(env, {
    database,
    mailer: createOutboxMailer(mkdtempSync(path.join(tmpdir(), 'sipalu-outbox-'))),
    objectStore: createLocalObjectStore({
      root:
        options.uploadsDir ??
        (options.dataDir
          ? path.join(options.dataDir, 'uploads')
          : mkdtempSync(path.join(tmpdir(), 'sipalu-bench-uploads-'))),
    }),
    messageDigests: false,
    signInLimits: { perEmail: 1000, perClient: 100_000 },
    // a bench signs many accounts up from one address
    signUpLimits: { perClient: 100_000, perEmail: 100 },
    webRoot: options.webRoot,
  });
  // as the process entry does: the search indexes are read before the first request
  await deps.jobIndex.load();
  await deps.catalogueIndex.load();
  await deps.directoryIndex.load();
  const app = createApp(deps);
  const server = listen(app, { port, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    base: publicUrl,
    publicUrl,
    /** The app's public read cache: turn it off to measure the queries themselves. */
    cache: deps.cache,
    async close() {
      server.close();
      await close();
      await database.close();
    },
  };
}

/** A loopback port nobody listens on now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** What a forked bench server used since `reset`: CPU time (all its threads) and main-thread busy time. */
export interface BenchServerUsage {
  cpuMs: number;
  busyMs: number;
  wallMs: number;
}

/** "server per sign-in: 32 ms CPU, of which 20 ms on its event loop (96% busy during the bursts)". */
export function usagePer(usage: BenchServerUsage, count: number, unit: string): string {
  const ms = (total: number) => `${(total / count).toFixed(0)} ms`;
  const busy = ((100 * usage.busyMs) / usage.wallMs).toFixed(0);
  return `server per ${unit}: ${ms(usage.cpuMs)} CPU, of which ${ms(usage.busyMs)} on its event loop (${busy}% busy during the bursts)`;
}

/**
 * The same server in a process of its own (bench-server-process.ts), as in production: the
 * benchmark's clients then do not share its event loop.
 */
export async function forkBenchServer(options: BenchServerOptions = {}) {
  const child = fork(new URL('bench-server-process.ts', import.meta.url).pathname, {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_SERVER_OPTIONS: JSON.stringify(options) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const answers: ((message: unknown) => void)[] = [];
  child.on('message', (message) => answers.shift()?.(message));
  const next = <T>() => new Promise<T>((resolve) => answers.push(resolve as (message: unknown) => void));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the bench server exited with ${code}`))),
  );
  const { base } = await Promise.race([next<{ base: string }>(), exited]);
  const ask = <T>(type: 'reset' | 'usage' | 'close') => {
    const answer = next<T>();
    child.send(type);
    return answer;
  };
  return {
    base,
    publicUrl: base,
    /** Starts counting the server's CPU time from now. */
    reset: () => ask<void>('reset'),
    usage: () => ask<BenchServerUsage>('usage'),
    async close() {
      await ask<void>('close');
    },
  };
}
