import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { describe, expect, it } from 'vitest';
import { compressJson, sharedJson } from './compress-json.ts';

const cards = { items: Array.from({ length: 40 }, (_, i) => ({ id: i, title: `प्लम्बिङ course ${i}` })) };
const small = { status: 'ok' };

// as in app.ts: compress() outside, compressJson() inside
const app = new Hono()
  .use(compress())
  .use(compressJson())
  .get('/big', (c) => c.json(cards))
  .get('/small', (c) => c.json(small))
  .get('/page', (c) => c.html(`<p>${'Sipalu '.repeat(400)}</p>`))
  .get('/shared', (c) => sharedJson(c, cards))
  .get('/shared-small', (c) => sharedJson(c, small));

const get = (path: string, encodings?: string) =>
  app.request(path, { headers: encodings ? { 'accept-encoding': encodings } : {} });

async function bodyOf(response: Response) {
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(Number(response.headers.get('content-length'))).toBe(bytes.byteLength);
  return response.headers.get('content-encoding') === 'gzip' ? gunzipSync(bytes).toString() : bytes.toString();
}

describe('JSON answers', () => {
  it('gzips a JSON answer of 1 KiB or more, with its length, for a client that takes gzip', async () => {
    const response = await get('/big', 'gzip, deflate, br');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(JSON.parse(await bodyOf(response))).toEqual(cards);
  });

  it('sends a small JSON answer as it is, with its length', async () => {
    const response = await get('/small', 'gzip');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(await bodyOf(response))).toEqual(small);
  });

  it('leaves answers alone for a client that takes no compression, and streams HTML through compress()', async () => {
    const plain = await get('/big');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(await plain.text())).toEqual(cards);
    const page = await get('/page', 'gzip');
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(page.headers.get('content-length')).toBeNull();
  });

  it('serves a shared value from the same text and gzip on every request', async () => {
    const first = await get('/shared', 'gzip');
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(first.headers.get('content-type')).toBe('application/json');
    const text = await bodyOf(first);
    expect(JSON.parse(text)).toEqual(cards);
    expect(await bodyOf(await get('/shared', 'gzip'))).toBe(text);

    const plain = await get('/shared');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await bodyOf(plain)).toBe(text);
    const tiny = await get('/shared-small', 'gzip');
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(await bodyOf(tiny))).toEqual(small);
  });
});
