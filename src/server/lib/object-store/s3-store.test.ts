import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '#server/env.ts';
import { createObjectStore } from './create-object-store.ts';
import type { ObjectStore } from './object-store.ts';
import { createS3ObjectStore } from './s3-store.ts';

// A real S3-compatible server on loopback (s3rver), path-style like MinIO.
const dir = mkdtempSync(path.join(tmpdir(), 'sipalu-s3-'));
let server: S3rver;
let endpoint: string;
let store: ObjectStore;

beforeAll(async () => {
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: dir,
    silent: true,
    configureBuckets: ['sipalu', 'sipalu-public', 'sipalu-private'].map((name) => ({ name, configs: [] })),
  });
  const address = (await server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
  store = createS3ObjectStore({
    endpoint,
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

describe('S3 object store behind a public URL (a public bucket or a CDN)', () => {
  // as a deployment configures it; s3rver answers anonymous GETs, as a public bucket does
  const publicStore = () =>
    createObjectStore(
      parseEnv({
        DATA_DIR: dir,
        STORAGE: 's3',
        S3_ENDPOINT: endpoint,
        S3_BUCKET: 'sipalu-public',
        S3_PRIVATE_BUCKET: 'sipalu-private',
        S3_ACCESS_KEY: 'S3RVER',
        S3_SECRET_KEY: 'S3RVER',
        S3_PUBLIC_URL: `${endpoint}/sipalu-public`,
      }),
    );

  it('serves images from the public URL, cached for a year', async () => {
    const files = await publicStore();
    await files.put('profile-images', 'avatars/u3/1.webp', new TextEncoder().encode('RIFF'), 'image/webp');
    const url = files.publicUrl('profile-images', 'avatars/u3/1.webp');
    expect(url).toBe(`${endpoint}/sipalu-public/profile-images/avatars/u3/1.webp`);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(files.refOf(url)).toEqual({ bucket: 'profile-images', key: 'avatars/u3/1.webp' });
  });

  it('keeps identity documents, resumes and videos out of the public bucket, never cacheable', async () => {
    const files = await publicStore();
    const document = new TextEncoder().encode('%PDF-1.7 citizenship certificate');
    await files.put('verification-documents', 'u3/citizenship.pdf', document, 'application/pdf');
    await files.put('resumes', 'u3/cv.pdf', new TextEncoder().encode('%PDF-1.7 cv'), 'application/pdf');
    const video = new Blob([new Uint8Array([0, 0, 0, 24])]).stream();
    expect(await files.putStream('service-videos', 'u3/lesson.mp4', video, 'video/mp4')).toBe(4);

    for (const [bucket, key] of [
      ['verification-documents', 'u3/citizenship.pdf'],
      ['resumes', 'u3/cv.pdf'],
      ['service-videos', 'u3/lesson.mp4'],
    ] as const) {
      // whoever guesses the key finds nothing at the public URL
      expect((await fetch(`${endpoint}/sipalu-public/${bucket}/${key}`)).status).toBe(404);
      // and the app's own URL for it is no public one (`/uploads` refuses private buckets)
      const url = files.publicUrl(bucket, key);
      expect(url).toBe(`/uploads/${bucket}/${key}`);
      expect(files.refOf(url)).toEqual({ bucket, key });
      // the private bucket holds it, marked so that no shared cache keeps a copy
      const stored = await fetch(`${endpoint}/sipalu-private/${bucket}/${key}`);
      expect(stored.status).toBe(200);
      expect(stored.headers.get('cache-control')).toBe('private, no-store');
    }
    expect(await text((await files.get('verification-documents', 'u3/citizenship.pdf'))!.body)).toBe(
      new TextDecoder().decode(document),
    );
    await files.delete('resumes', 'u3/cv.pdf');
    expect(await files.get('resumes', 'u3/cv.pdf')).toBeNull();
  });

  it('lists the objects of both buckets once, as get finds them', async () => {
    const files = await publicStore();
    await files.put('profile-banners', 'banners/u4/1.webp', new Uint8Array([1]), 'image/webp');
    await files.put('resumes', 'u4/cv.pdf', new Uint8Array([2]), 'application/pdf');
    const refs: string[] = [];
    for await (const ref of files.list()) refs.push(`${ref.bucket}/${ref.key}`);
    expect(refs).toEqual(expect.arrayContaining(['profile-banners/banners/u4/1.webp', 'resumes/u4/cv.pdf']));
    expect(new Set(refs).size).toBe(refs.length);
  });
});
