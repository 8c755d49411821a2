import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '#server/app.ts';
import { createAuth } from '#server/auth/auth.ts';
import { openDatabase } from '#server/db/client.ts';
import { createLogger } from '#server/lib/logger.ts';

/** The real app on real HTTP (loopback) for a benchmark; sign-in throttling off. */
export async function startBenchServer(options: { dataDir?: string; databaseUrl?: string; webRoot?: string } = {}) {
  const database = await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  await database.migrate();
  const publicUrl = 'http://localhost';
  const app = createApp({
    db: database.db,
    auth: createAuth({ db: database.db, secret: 'bench-secret-bench-secret-bench-secret', publicUrl }),
    logger: createLogger('error'),
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
    async close() {
      server.close();
      await database.close();
    },
  };
}
