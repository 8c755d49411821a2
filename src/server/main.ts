import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.ts';
import { seedDemo } from './db/seed/seed.ts';
import { createDeps } from './deps.ts';
import { loadEnv } from './env.ts';
import { listen } from './lib/listen.ts';

// Process entry: env → deps (database, auth, …) → migrations → (demo seed) → HTTP → graceful shutdown.

const SHUTDOWN_GRACE_MS = 10_000;

const started = performance.now();
const env = loadEnv();
const webRoot = path.resolve(import.meta.dirname, '../../dist/web');
const hasWeb = existsSync(path.join(webRoot, 'index.html'));
const { deps, database, close } = await createDeps(env, { webRoot: hasWeb ? webRoot : undefined, startJobs: false });
const { logger } = deps;
if (!hasWeb) logger.warn('web app not built; run `npm run build` to serve it', { webRoot });

await database.withStartupLock(async () => {
  await database.migrate();
  if (!env.seedDemo) return;
  const { seeded } = await seedDemo(database.db, deps);
  if (seeded) logger.info('seeded demo content into the empty database');
});
// their table exists now
deps.jobs.start();
// the searches in memory read every listed row once: before the first request, not during it
const indexes = { jobs: deps.jobIndex, catalogue: deps.catalogueIndex, directory: deps.directoryIndex };
for (const [name, index] of Object.entries(indexes)) {
  const started = performance.now();
  const documents = await index.load();
  logger.info('search index built', { index: name, documents, ms: Math.round(performance.now() - started) });
}

const app = createApp(deps);
const server = listen(app, { port: env.PORT, hostname: env.HOST }, (info: AddressInfo) => {
  logger.info('Sipalu is ready', {
    url: env.PUBLIC_URL ?? `http://localhost:${info.port}`,
    database: database.kind,
    readyMs: Math.round(performance.now() - started),
  });
});

/**
 * Reports not ready (GET /api/ready 503) and keeps serving for SHUTDOWN_DRAIN_MS, so the load
 * balancer moves traffic away first; then stops accepting, lets in-flight requests finish, and stops
 * the rest in order (deps.ts).
 */
const shutdown = onceOnly(async (signal: string) => {
  logger.info('shutting down', { signal, drainMs: env.SHUTDOWN_DRAIN_MS });
  deps.readiness.drain();
  const force = setTimeout(() => {
    logger.warn('in-flight requests did not finish in time; closing anyway');
    process.exit(1);
  }, env.SHUTDOWN_DRAIN_MS + SHUTDOWN_GRACE_MS);
  force.unref();
  if (env.SHUTDOWN_DRAIN_MS > 0) await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DRAIN_MS));
  // event streams never finish by themselves: they end now, and the browsers reconnect elsewhere
  deps.liveHub.closeAll();
  await new Promise<void>((resolve) => {
    // a connection busy now turns idle once its answer is out, and keep-alive would hold it open
    // for a minute (KEEP_ALIVE_MS in lib/listen.ts): idle ones are closed until none is left
    const closeIdle = () => ('closeIdleConnections' in server ? server.closeIdleConnections() : undefined);
    const sweep = setInterval(closeIdle, 100);
    server.close(() => {
      clearInterval(sweep);
      resolve();
    });
    closeIdle();
  });
  await close();
  process.exit(0);
});
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

/** `run`, on its first call only; later calls get the first call's promise. */
function onceOnly<A extends unknown[]>(run: (...args: A) => Promise<void>): (...args: A) => Promise<void> {
  let running: Promise<void> | undefined;
  return (...args) => (running ??= run(...args));
}
