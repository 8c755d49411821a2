import { afterEach, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '#tests/setup/test-database.ts';
import { createLocalBus, createPostgresBus, type Bus } from './bus.ts';
import { createPublicCache } from './public-cache.ts';

const buses: Bus[] = [];
const localBus = () => {
  const bus = createLocalBus();
  buses.push(bus);
  return bus;
};
afterEach(async () => {
  await Promise.all(buses.splice(0).map((bus) => bus.close()));
});

/** A loader that counts its calls and answers with the call number. */
function counter() {
  let calls = 0;
  return {
    load: async () => ++calls,
    get calls() {
      return calls;
    },
  };
}

describe('public read cache', () => {
  it('answers a repeated key from memory and keeps keys and namespaces apart', async () => {
    const cache = createPublicCache(localBus());
    const source = counter();
    expect(await cache.get('catalogue', 'q=plumbing', source.load)).toBe(1);
    expect(await cache.get('catalogue', 'q=plumbing', source.load)).toBe(1);
    expect(await cache.get('catalogue', 'q=wiring', source.load)).toBe(2);
    expect(await cache.get('jobs', 'q=plumbing', source.load)).toBe(3);
    expect(source.calls).toBe(3);
  });

  it('runs one load for concurrent callers of the same key', async () => {
    const cache = createPublicCache(localBus());
    const source = counter();
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('catalogue', 'all', source.load)));
    expect(new Set(answers)).toEqual(new Set([1]));
    expect(source.calls).toBe(1);
  });

  it('drops a namespace on invalidation and leaves the others', async () => {
    const cache = createPublicCache(localBus());
    const source = counter();
    await cache.get('catalogue', 'all', source.load);
    await cache.get('jobs', 'all', source.load);
    await cache.invalidate('catalogue');
    expect(await cache.get('catalogue', 'all', source.load)).toBe(3);
    expect(await cache.get('jobs', 'all', source.load)).toBe(2);
  });

  it('does not keep an answer whose load started before an invalidation', async () => {
    const cache = createPublicCache(localBus());
    let release!: (value: string) => void;
    const slow = cache.get('catalogue', 'all', () => new Promise<string>((resolve) => (release = resolve)));
    await cache.invalidate('catalogue'); // a write committed while the old answer was being read
    release('before the write');
    expect(await slow).toBe('before the write');
    expect(await cache.get('catalogue', 'all', async () => 'after the write')).toBe('after the write');
  });

  it('does not remember failures', async () => {
    const cache = createPublicCache(localBus());
    await expect(cache.get('catalogue', 'all', () => Promise.reject(new Error('database down')))).rejects.toThrow();
    expect(await cache.get('catalogue', 'all', async () => 'recovered')).toBe('recovered');
  });

  it('forgets the least recently used key beyond its size and anything older than its age', async () => {
    const cache = createPublicCache(localBus(), { maxEntries: 2, maxAgeMs: 50 });
    const source = counter();
    await cache.get('catalogue', 'a', source.load); // 1
    await cache.get('catalogue', 'b', source.load); // 2
    await cache.get('catalogue', 'a', source.load); // hit: a is now the most recent
    await cache.get('catalogue', 'c', source.load); // 3, evicts b
    expect(await cache.get('catalogue', 'a', source.load)).toBe(1);
    expect(await cache.get('catalogue', 'b', source.load)).toBe(4);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await cache.get('catalogue', 'a', source.load)).toBe(5);
  });

  it('is invalidated in every cache on the same bus (every app on one embedded database)', async () => {
    const bus = localBus();
    const [first, second] = [createPublicCache(bus), createPublicCache(bus)];
    await second.get('catalogue', 'all', async () => 'old');
    await first.invalidate('catalogue');
    expect(await second.get('catalogue', 'all', async () => 'new')).toBe('new');
  });

  it.runIf(testDatabaseUrl())('is invalidated across processes through PostgreSQL LISTEN/NOTIFY', async () => {
    const errors: Error[] = [];
    const url = testDatabaseUrl() as string;
    const [busA, busB] = [createPostgresBus(url, (e) => errors.push(e)), createPostgresBus(url, (e) => errors.push(e))];
    buses.push(busA, busB);
    const [first, second] = [createPublicCache(busA), createPublicCache(busB)];
    // LISTEN is issued when the cache subscribes; give it the round trip before the first publish
    await new Promise((resolve) => setTimeout(resolve, 200));
    await second.get('catalogue', 'all', async () => 'old');
    await first.invalidate('catalogue');
    let answer = 'old';
    for (let attempt = 0; attempt < 50 && answer === 'old'; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      answer = await second.get('catalogue', 'all', async () => 'new');
    }
    expect(answer).toBe('new');
    expect(errors).toEqual([]);
  });
});
