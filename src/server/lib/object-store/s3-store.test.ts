import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectStore } from './object-store.ts';
import { createS3ObjectStore } from './s3-store.ts';

// A real S3-compatible server on loopback (s3rver), path-style like MinIO.
const dir = mkdtempSync(path.join(tmpdir(), 'sipalu-s3-'));
let server: S3rver;
let store: ObjectStore;

beforeAll(async () => {
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: dir,
    silent: true,
    configureBuckets: [{ name: 'sipalu', configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  store = createS3ObjectStore({
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket: 'sipalu',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const text = async (body: ReadableStream<Uint8Array>) => new Response(body).text();

describe('S3 object store', () => {
  it('puts under the bucket prefix, gets with its type, and deletes', async () => {
    await store.put('profile-images', 'avatars/u1/1700000000000.webp', new TextEncoder().encode('RIFF'), 'image/webp');
    const object = await store.get('profile-images', 'avatars/u1/1700000000000.webp');
    expect(object).toMatchObject({ contentType: 'image/webp', size: 4 });
    expect(await text(object!.body)).toBe('RIFF');
    await store.delete('profile-images', 'avatars/u1/1700000000000.webp');
    expect(await store.get('profile-images', 'avatars/u1/1700000000000.webp')).toBeNull();
  });

  it('lists the objects of every bucket inside the one S3 bucket', async () => {
    await store.put('resumes', 'r/u9/cv.pdf', new Uint8Array([1]), 'application/pdf');
    await store.put('profile-banners', 'banners/u9/1.webp', new Uint8Array([2]), 'image/webp');
    const refs = [];
    for await (const ref of store.list()) refs.push(`${ref.bucket}/${ref.key}`);
    expect(refs).toEqual(expect.arrayContaining(['profile-banners/banners/u9/1.webp', 'resumes/r/u9/cv.pdf']));
  });

  it('answers null for a missing object and serves objects through the app by default', async () => {
    expect(await store.get('profile-banners', 'banners/u2/1.webp')).toBeNull();
    expect(store.publicUrl('profile-banners', 'banners/u2/1.webp')).toBe('/uploads/profile-banners/banners/u2/1.webp');
  });

  it('refuses keys that could escape their bucket', async () => {
    await expect(store.put('profile-images', '../secrets/x.webp', new Uint8Array([1]), 'image/webp')).rejects.toThrow();
  });
});
