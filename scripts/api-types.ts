// `npm run api:types`: writes src/web/lib/api-schema.gen.ts from the server's OpenAPI document.
import { writeFileSync } from 'node:fs';
import { openDatabase } from '#server/db/client.ts';
import { API_SCHEMA_FILE, apiSchemaSource, openApiDocumentOf } from '#tests/fixtures/api-types.ts';
import { createTestApp } from '#tests/fixtures/test-app.ts';

// the document reads no rows: an empty in-memory database will do
const database = await openDatabase({});
const t = await createTestApp({ database });
try {
  writeFileSync(API_SCHEMA_FILE, await apiSchemaSource(await openApiDocumentOf(t)));
  console.log(`wrote ${API_SCHEMA_FILE}`);
} finally {
  await t.close();
  await database.close();
}
