import { openDatabase } from '#server/db/client.ts';
import { loadEnv } from '#server/env.ts';
import { loadSigningKey } from '#server/features/credentials/signing-key.ts';
import { seedDemo } from './seed.ts';

// `npm run db:seed`: opens the database exactly as the app does (PGlite in DATA_DIR, or DATABASE_URL).

const env = loadEnv();
const database = await openDatabase({ dataDir: env.dataDir, databaseUrl: env.DATABASE_URL });
try {
  const { seeded } = await database.withStartupLock(async () => {
    await database.migrate();
    const signingKey = await loadSigningKey({ configured: env.CREDENTIAL_SIGNING_KEY, dataDir: env.dataDir });
    return seedDemo(database.db, { publicUrl: env.publicUrl, signingKey });
  });
  console.log(seeded ? 'Seeded demo content' : 'Database already has users; nothing seeded');
} catch (error) {
  console.error(`Seeding failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
