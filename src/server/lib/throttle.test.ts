import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { createTestDatabase } from '#tests/setup/test-database.ts';
import { createMemoryThrottle, createPostgresThrottle, type Throttle } from './throttle.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const kinds: [string, () => Throttle][] = [
  ['in memory', () => createMemoryThrottle()],
  // the SQL runs on PGlite too, so both stores are checked on every run
  ['in the database', () => createPostgresThrottle(database.db)],
];

describe.each(kinds)('a throttle %s', (_kind, make) => {
  it('allows max hits per key in a window, then refuses', async () => {
    const throttle = make();
    const limit = { max: 3, windowMs: 60_000 };
    const answers = [];
    for (let hit = 0; hit < 5; hit++) answers.push(await throttle.take('sign-in|a@example.com', limit));
    expect(answers).toEqual([true, true, true, false, false]);
    expect(await throttle.take('sign-in|b@example.com', limit)).toBe(true);
  });

  it('starts a new window once the old one is over', async () => {
    const throttle = make();
    // long enough that a busy machine still makes the second hit inside it
    const limit = { max: 1, windowMs: 500 };
    expect(await throttle.take('window', limit)).toBe(true);
    expect(await throttle.take('window', limit)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await throttle.take('window', limit)).toBe(true);
  });

  it('counts several keys at once, each under its own limit, and refuses when any is over', async () => {
    const throttle = make();
    const hits = [
      { key: 'all|client', max: 2, windowMs: 60_000 },
      { key: 'all|email', max: 1, windowMs: 60_000 },
    ];
    expect(await throttle.takeAll(hits)).toBe(true);
    expect(await throttle.takeAll(hits)).toBe(false);
    // the refused attempt counted for the other key too
    expect(await throttle.take('all|client', { max: 2, windowMs: 60_000 })).toBe(false);
    // a key named twice counts once
    expect(await throttle.takeAll([hits[1]!, hits[1]!].map((hit) => ({ ...hit, key: 'twice', max: 1 })))).toBe(true);
  });
});

describe('the database throttle', () => {
  it('counts hits from every instance sharing the database (as several processes would)', async () => {
    const [first, second] = [createPostgresThrottle(database.db), createPostgresThrottle(database.db)];
    const limit = { max: 4, windowMs: 60_000 };
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, hit) => (hit % 2 ? first : second).take('shared', limit)),
    );
    expect(answers.filter(Boolean)).toHaveLength(4);
  });
});
