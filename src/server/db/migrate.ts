import { loadEnv } from '#server/env.ts';
import { openDatabase } from './client.ts';

// `npm run db:migrate`: applies committed migrations to the configured database.
// The app does this itself at start; this is for deploy pipelines.
const env = loadEnv();
const database = await openDatabase({ dataDir: env.dataDir, databaseUrl: env.DATABASE_URL });
// app processes starting meanwhile wait for it, as they wait for each other
await database.withStartupLock(() => database.migrate());
await database.close();
console.log(`Migrations applied (${database.kind}).`);
