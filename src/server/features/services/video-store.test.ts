import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalObjectStore } from '#server/lib/object-store/local-store.ts';
import type { ObjectStore } from '#server/lib/object-store/object-store.ts';
import { createS3ObjectStore } from '#server/lib/object-store/s3-store.ts';
import { parseRange, sniffVideo } from './videos.service.ts';

// Lesson videos reach both stores as streams and leave them in byte ranges.
const dir = mkdtempSync(path.join(tmpdir(), 'sipalu-video-store-'));
let server: S3rver;
const stores: Record<string, ObjectStore> = {};

beforeAll(async () => {
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: path.join(dir, 's3'),
    silent: true,
    configureBuckets: [{ name: 'sipalu', configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  stores.s3 = createS3ObjectStore({
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket: 'sipalu',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
  stores.local = createLocalObjectStore({ root: path.join(dir, 'local') });
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const bytesOf = async (body: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(body).arrayBuffer());

function streamOf(bytes: Uint8Array, chunk = 1000): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + chunk));
      offset += chunk;
    },
  });
}

describe.each(['local', 's3'])('%s store: streamed puts and ranged gets', (name) => {
  it('stores a stream whole and serves a byte range with the whole size', async () => {
    const store = stores[name]!;
    const bytes = Uint8Array.from({ length: 10_000 }, (_, i) => i % 256);
    expect(await store.putStream('service-videos', 'u1/s1/1.mp4', streamOf(bytes), 'video/mp4')).toBe(10_000);
    const part = await store.get('service-videos', 'u1/s1/1.mp4', { start: 100, end: 199 });
    expect(part?.size).toBe(10_000);
    expect(await bytesOf(part!.body)).toEqual(bytes.subarray(100, 200));
  });

  it('stores nothing when the stream fails midway', async () => {
    const store = stores[name]!;
    let sent = 0;
    const failing = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ > 3) controller.error(new Error('client went away'));
        else controller.enqueue(new Uint8Array(1000));
      },
    });
    await expect(store.putStream('service-videos', 'u1/s1/2.mp4', failing, 'video/mp4')).rejects.toThrow();
    expect(await store.get('service-videos', 'u1/s1/2.mp4')).toBeNull();
  });
});

describe('video rules', () => {
  it('recognises MP4, MOV and WebM by their first bytes only', () => {
    const ftyp = (brand: string) => new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode(`ftyp${brand}`)]);
    expect(sniffVideo(ftyp('isom'))?.ext).toBe('mp4');
    expect(sniffVideo(ftyp('qt  '))?.ext).toBe('mov');
    expect(sniffVideo(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1]))?.ext).toBe('webm');
    expect(sniffVideo(new TextEncoder().encode('<html>not a video</html>'))).toBeNull();
  });

  it('parses single byte ranges against the size', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 1000)).toBeNull();
    expect(parseRange(undefined, 1000)).toBeNull();
  });
});
