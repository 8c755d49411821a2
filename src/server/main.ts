import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.ts';
import { createAuth } from './auth/auth.ts';
import { openDatabase } from './db/client.ts';
import { seedDemo } from './db/seed/seed.ts';
import { startMessageDigests } from './features/messaging/message-digest.ts';
import { beforeAccountDeletion } from './features/security/account-deletion.ts';
import { loadEnv } from './env.ts';
import { createDocumentPool } from './lib/documents/document-pool.ts';
import { listen } from './lib/listen.ts';
import { createLogger } from './lib/logger.ts';
import { createMailer } from './lib/mailer/mailer.ts';
import { createObjectStore } from './lib/object-store/create-object-store.ts';
import { createThrottle } from './lib/throttle.ts';

// Process entry: env → database → migrations → (demo seed) → HTTP → graceful shutdown.

const SHUTDOWN_GRACE_MS = 10_000;

const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL);
const started = performance.now();

const database = await openDatabase({
  dataDir: env.dataDir,
  databaseUrl: env.DATABASE_URL,
  onIdleError: (error) => logger.warn('database connection lost; reconnecting on next query', { error: error.message }),
});
await database.withStartupLock(async () => {
  await database.migrate();
  if (!env.seedDemo) return;
  const { seeded } = await seedDemo(database.db);
  if (seeded) logger.info('seeded demo content into the empty database');
});

const webRoot = path.resolve(import.meta.dirname, '../../dist/web');
const hasWeb = existsSync(path.join(webRoot, 'index.html'));
if (!hasWeb) logger.warn('web app not built; run `npm run build` to serve it', { webRoot });

const oauthClient = (clientId?: string, clientSecret?: string, issuer?: string) =>
  clientId && clientSecret ? { clientId, clientSecret, issuer } : undefined;
const google = oauthClient(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, env.GOOGLE_ISSUER);
const linkedin = oauthClient(env.LINKEDIN_CLIENT_ID, env.LINKEDIN_CLIENT_SECRET, env.LINKEDIN_ISSUER);
const mailer = createMailer({ smtpUrl: env.SMTP_URL, dataDir: env.dataDir });
const objectStore = await createObjectStore(env);
const auth = createAuth({
  db: database.db,
  mailer,
  beforeDeleteUser: beforeAccountDeletion({ db: database.db, objectStore, logger }),
  onMailError: (error) => logger.error('could not send an account e-mail', { error: String(error) }),
  secret: env.authSecret,
  publicUrl: env.publicUrl,
  google,
  linkedin,
  extraOrigins: env.allowedOrigins,
});
const documents = createDocumentPool({ size: env.DOCUMENT_WORKERS, logger });
const app = createApp({
  db: database.db,
  auth,
  logger,
  objectStore,
  bus: database.bus,
  throttle: createThrottle(database),
  documents,
  mailer,
  publicUrl: env.publicUrl,
  allowedOrigins: env.allowedOrigins,
  providers: { google: Boolean(google), linkedin: Boolean(linkedin) },
  trustProxy: env.TRUST_PROXY,
  ai:
    env.AI_API_URL && env.AI_API_KEY && env.AI_MODEL
      ? { url: env.AI_API_URL, key: env.AI_API_KEY, model: env.AI_MODEL }
      : undefined,
  webRoot: hasWeb ? webRoot : undefined,
});

// e-mails about unread messages: every process looks each minute; claims in the database keep
// processes sharing it from sending the same e-mail twice
const stopMessageDigests = startMessageDigests({ db: database.db, mailer, logger, publicUrl: env.publicUrl });

const server = listen(app, { port: env.PORT, hostname: env.HOST }, (info: AddressInfo) => {
  logger.info('Sipalu is ready', {
    url: env.PUBLIC_URL ?? `http://localhost:${info.port}`,
    database: database.kind,
    readyMs: Math.round(performance.now() - started),
  });
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info('shutting down', { signal });
  const force = setTimeout(() => {
    logger.warn('in-flight requests did not finish in time; closing anyway');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  // stop accepting, let in-flight requests finish, then close the database cleanly
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
  await stopMessageDigests();
  await documents.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
