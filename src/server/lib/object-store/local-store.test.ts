import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalObjectStore } from './local-store.ts';
import { isValidObjectRef } from './object-store.ts';

const root = mkdtempSync(path.join(tmpdir(), 'sipalu-store-'));
const store = createLocalObjectStore({ root: path.join(root, 'uploads') });
afterAll(() => rmSync(root, { recursive: true, force: true }));

const text = async (body: ReadableStream<Uint8Array>) => new Response(body).text();

describe('local object store', () => {
  it('puts, gets with the type of the extension, and deletes', async () => {
    await store.put('profile-images', 'avatars/u1/1700000000000.webp', new TextEncoder().encode('RIFF'), 'image/webp');
    const object = await store.get('profile-images', 'avatars/u1/1700000000000.webp');
    expect(object).toMatchObject({ contentType: 'image/webp', size: 4 });
    expect(await text(object!.body)).toBe('RIFF');
    await store.delete('profile-images', 'avatars/u1/1700000000000.webp');
    expect(await store.get('profile-images', 'avatars/u1/1700000000000.webp')).toBeNull();
    // deleting what is not there is fine
    await store.delete('profile-images', 'avatars/u1/1700000000000.webp');
  });

  it('replaces an object whole and leaves no temporary files behind', async () => {
    await store.put('b', 'k/one.png', new Uint8Array([1, 2, 3]), 'image/png');
    await store.put('b', 'k/one.png', new Uint8Array([4, 5]), 'image/png');
    expect((await store.get('b', 'k/one.png'))!.size).toBe(2);
    expect(readdirSync(path.join(root, 'uploads/b/k'))).toEqual(['one.png']);
  });

  it('lists every object, but not the file of a put under way', async () => {
    const listing = createLocalObjectStore({ root: path.join(root, 'listing') });
    await listing.put('resumes', 'r/u1/cv.pdf', new Uint8Array([1]), 'application/pdf');
    await listing.put('profile-images', 'avatars/u1/1.webp', new Uint8Array([2]), 'image/webp');
    writeFileSync(path.join(root, 'listing/resumes/r/u1/cv.pdf.0a1b2c.part'), 'half');
    const refs = [];
    for await (const ref of listing.list()) refs.push(`${ref.bucket}/${ref.key}`);
    expect(refs.sort()).toEqual(['profile-images/avatars/u1/1.webp', 'resumes/r/u1/cv.pdf']);
  });

  it('answers null for a missing object and for a directory', async () => {
    expect(await store.get('b', 'nothing/here.webp')).toBeNull();
    expect(await store.get('b', 'k')).toBeNull();
  });

  it('publicUrl and refOf are inverses; other URLs name nothing', () => {
    const url = store.publicUrl('profile-banners', 'banners/u2/1700000000001.webp');
    expect(url).toBe('/uploads/profile-banners/banners/u2/1700000000001.webp');
    expect(store.refOf(url)).toEqual({ bucket: 'profile-banners', key: 'banners/u2/1700000000001.webp' });
    expect(store.refOf('https://example.com/uploads/a/b.webp')).toBeNull();
    expect(store.refOf('/uploads/a/../../b.webp')).toBeNull();
  });

  it.each([
    ['b', '../secret.txt'],
    ['b', 'k/../../secret.txt'],
    ['b', '/etc/passwd'],
    ['b', 'k//x.webp'],
    ['b', '.hidden'],
    ['b', 'k/..'],
    ['..', 'secret.txt'],
    ['B', 'x.webp'],
    ['b', 'a\\..\\x.webp'],
    ['b', 'x.webp\0'],
    ['b', ''],
  ])('refuses bucket %j key %j everywhere', async (bucket, key) => {
    writeFileSync(path.join(root, 'secret.txt'), 'top secret');
    expect(isValidObjectRef(bucket, key)).toBe(false);
    await expect(store.get(bucket, key)).rejects.toThrow(/invalid object reference/);
    await expect(store.put(bucket, key, new Uint8Array([1]), 'text/plain')).rejects.toThrow(/invalid object reference/);
    await expect(store.delete(bucket, key)).rejects.toThrow(/invalid object reference/);
  });
});
