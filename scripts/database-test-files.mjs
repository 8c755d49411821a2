// Prints the unit test files that open a database (the test app, a test database, or the server
// the tests are pointed at). CI's PostgreSQL pass runs only these: every other file (pure logic,
// the web's, the embedded database's own durability) runs the same whatever the database, and has
// already passed in the PGlite pass.
import { readdirSync, readFileSync } from 'node:fs';

const OPENS_A_DATABASE = /createTestApp|createTestDatabase|testDatabaseUrl|openDatabase|DATABASE_URL/;

const files = readdirSync('src', { recursive: true })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `src/${file}`)
  .filter((file) => OPENS_A_DATABASE.test(readFileSync(file, 'utf8')))
  .sort();
console.log(files.join('\n'));
