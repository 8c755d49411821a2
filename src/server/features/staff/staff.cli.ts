import { openDatabase } from '#server/db/client.ts';
import { loadEnv } from '#server/env.ts';
import { runStaffCommand } from './staff-command.ts';

// `npm run staff -- add|remove|list [email]` (from a release: `node dist/server/staff.js …`), against
// the database the app is configured with (DATA_DIR or DATABASE_URL).
const env = loadEnv();
const database = await openDatabase({ dataDir: env.dataDir, databaseUrl: env.DATABASE_URL });
try {
  // a fresh data folder has no tables yet; app processes starting meanwhile wait for the lock
  await database.withStartupLock(() => database.migrate());
  const { code, lines } = await runStaffCommand(database.db, process.argv.slice(2));
  for (const line of lines) (code === 0 ? console.log : console.error)(line);
  process.exitCode = code;
} finally {
  await database.close();
}
