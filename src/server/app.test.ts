import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';

let t: TestApp;
let app: TestApp['app'];
const webRoot = mkdtempSync(path.join(tmpdir(), 'sipalu-web-'));
const bundle = `console.log(${JSON.stringify('सिपालु '.repeat(400))});`;

beforeAll(async () => {
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Sipalu</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(webRoot, 'assets/index-abc123.js'), bundle);
  writeFileSync(path.join(webRoot, 'assets/index-abc123.js.br'), brotliCompressSync(bundle));
  // LinkedIn sign-in configured, Google not
  t = await createTestApp({ webRoot, linkedin: { clientId: 'sipalu-linkedin', clientSecret: 'linkedin-secret' } });
  app = t.app;
});
afterAll(() => t.close());

describe('system endpoints', () => {
  it('answers health with 200 {status: ok}', async () => {
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('tells the web app which sign-in providers are configured', async () => {
    expect(await (await app.request('/api/config')).json()).toEqual({ providers: { google: false, linkedin: true } });
  });

  it('publishes an OpenAPI document listing the account endpoints, and a docs page', async () => {
    const doc = (await (await app.request('/api/openapi.json')).json()) as {
      openapi: string;
      paths: Record<string, object>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/me',
        '/me/roles',
        '/me/active-role',
        '/profile',
        '/profile/avatar',
        '/profile/banner',
        '/health',
        '/auth/sign-up/email',
        '/auth/sign-in/email',
      ]),
    );
    const docs = await app.request('/api/docs');
    expect(docs.headers.get('content-type')).toContain('text/html');
    const html = await docs.text();
    expect(html).toContain('/api/me/active-role');
    expect(html).not.toMatch(/<script|https?:\/\/(?!localhost)/);
  });

  it('answers unknown API paths with a JSON 404, not the web app', async () => {
    const response = await app.request('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('refuses an oversized JSON body with 413', async () => {
    const response = await app.request('/api/me/roles', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
  });
});

describe('security headers', () => {
  it('sends CSP with frame-ancestors, nosniff and a referrer policy on pages and API', async () => {
    for (const url of ['/', '/api/health']) {
      const headers = (await app.request(url)).headers;
      expect(headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
      expect(headers.get('content-security-policy')).toMatch(/script-src 'self'/);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('never leaks internals in a 500', async () => {
    const response = await app.request('/api/health', { method: 'DELETE' });
    expect(response.status).toBeLessThan(500);
  });
});

describe('web app', () => {
  it('serves the SPA for every page of the app, uncached', async () => {
    for (const route of ['/', '/auth', '/jobs/some-id', '/staff/reports']) {
      const response = await app.request(route);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers an address the app has no page for with its "page not found" and status 404', async () => {
    for (const route of ['/some/deep/link', '/no-such-page', '/jobs/some-id/more']) {
      const response = await app.request(route);
      expect(response.status, route).toBe(404);
      // the app draws its "page not found" there
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('draws the page in the reader’s language, and tells caches that it depends on it', async () => {
    const nepali = await app.request('/about', { headers: { cookie: 'sipalu_lang=ne' } });
    expect(nepali.headers.get('vary')).toMatch(/Cookie.*Accept-Language/);
    expect(await nepali.text()).toContain('<html lang="ne">');
    const asked = await app.request('/about', { headers: { 'accept-language': 'ne-NP,ne;q=0.9,en;q=0.8' } });
    expect(await asked.text()).toContain('<html lang="ne">');
    // the choice made in the app wins over the browser's
    const chosen = await app.request('/about', { headers: { cookie: 'sipalu_lang=en', 'accept-language': 'ne' } });
    expect(await chosen.text()).toContain('<html lang="en">');
  });

  it('answers a missing file with 404, not the app', async () => {
    for (const route of ['/missing.png', '/assets/index-gone.js']) {
      const response = await app.request(route);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('<div id="root">');
    }
  });

  it('serves hashed assets with a long cache, brotli when accepted', async () => {
    const response = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('content-encoding')).toBe('br');
    const plain = await app.request('/assets/index-abc123.js');
    expect(await plain.text()).toBe(bundle);
  });

  it('compresses JSON responses, with their length, for a client that takes gzip', async () => {
    const plain = await app.request('/api/openapi.json');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const document = await plain.text();
    expect(document.length).toBeGreaterThan(1024);

    const response = await app.request('/api/openapi.json', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    const compressed = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(compressed.byteLength);
    expect(compressed.byteLength).toBeLessThan(document.length / 3);
    expect(gunzipSync(compressed).toString()).toBe(document);
  });

  it('sends a small JSON answer as it is, with its length', async () => {
    const response = await app.request('/api/health', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    const body = await response.text();
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(body));
    expect(JSON.parse(body)).toEqual({ status: 'ok' });
  });
});
