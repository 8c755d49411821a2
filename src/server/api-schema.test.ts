import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SCHEMA_FILE, apiSchemaSource, openApiDocumentOf } from '#tests/fixtures/api-types.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';

// The web calls the API through types generated from this document (src/web/lib/api-client.ts).
// When a route's path, parameters, body or answer changes, the generated file must change with it,
// or the web would compile against routes that no longer exist.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("the web's API types", () => {
  it('are those of the OpenAPI document the server serves (else run `npm run api:types`)', async () => {
    const expected = await apiSchemaSource(await openApiDocumentOf(t));
    expect(readFileSync(API_SCHEMA_FILE, 'utf8') === expected, 'src/web/lib/api-schema.gen.ts is out of date').toBe(
      true,
    );
  });
});
