import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '#server/app.ts';
import { createAuth } from '#server/auth/auth.ts';
import { openDatabase } from '#server/db/client.ts';
import { createLogger } from '#server/lib/logger.ts';
import { createOutboxMailer } from '#server/lib/mailer/mailer.ts';
import { publicCache } from '#server/lib/public-cache.ts';
import { createLocalObjectStore } from '#server/lib/object-store/local-store.ts';

/**
 * The real app on real HTTP (loopback) for a benchmark; sign-in throttling off. Uploads go to
 * `uploadsDir`, else `dataDir/uploads`, else a temporary directory.
 */
export async function startBenchServer(
  options: { dataDir?: string; databaseUrl?: string; webRoot?: string; uploadsDir?: string } = {},
) {
  const database = await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  await database.migrate();
  const publicUrl = 'http://localhost';
  const mailer = createOutboxMailer(mkdtempSync(path.join(tmpdir(), 'sipalu-outbox-')));
  const app = createApp({
    db: database.db,
    auth: createAuth({ db: database.db, secret: 'bench-secret-bench-secret-bench-secret', publicUrl, mailer }),
    logger: createLogger('error'),
    objectStore: createLocalObjectStore({
      root:
        options.uploadsDir ??
        (options.dataDir
          ? path.join(options.dataDir, 'uploads')
          : mkdtempSync(path.join(tmpdir(), 'sipalu-bench-uploads-'))),
    }),
    bus: database.bus,
    mailer,
    publicUrl,
    providers: { google: false, linkedin: false },
    signInLimits: { perEmail: 1000, perClient: 100_000 },
    webRoot: options.webRoot,
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    publicUrl,
    /** The app's public read cache: turn it off to measure the queries themselves. */
    cache: publicCache({ bus: database.bus }),
    async close() {
      server.close();
      await database.close();
    },
  };
}
