import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayUnavailable, gatewayFetch } from './gateway.ts';

// The one way Sipalu calls a gateway: what it sends, and which answers count as none.

let server: Server;
let base: string;
const seen: { method?: string; length?: string; chunked: boolean; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({
        method: request.method,
        length: request.headers['content-length'],
        chunked: request.headers['transfer-encoding'] === 'chunked',
        body: Buffer.concat(chunks).toString(),
      });
      if (request.url === '/moved') return void response.writeHead(302, { location: '/elsewhere' }).end();
      if (request.url === '/huge') return void response.end('x'.repeat(2_000_000));
      if (request.url === '/slow') return void setTimeout(() => response.end('{}'), 500);
      response.writeHead(request.url === '/refused' ? 400 : 200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ status: 'COMPLETE' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('calling a gateway', () => {
  it('posts its body with a length (never chunked) and reads the JSON answer', async () => {
    const body = JSON.stringify({ pidx: 'नेपाल-1' });
    const answer = await gatewayFetch('khalti', `${base}/lookup`, { method: 'POST', body });
    expect(answer).toMatchObject({ status: 200, ok: true });
    expect(await answer.json()).toEqual({ status: 'COMPLETE' });
    expect(seen.at(-1)).toEqual({ method: 'POST', length: String(Buffer.byteLength(body)), chunked: false, body });
  });

  it('hands a refusal back as an answer, not ok', async () => {
    const answer = await gatewayFetch('esewa', `${base}/refused`, {});
    expect(answer).toMatchObject({ status: 400, ok: false });
  });

  it('counts a redirect, an oversized answer, a timeout and a closed port as no answer', async () => {
    const none = (url: string, timeoutMs?: number) =>
      expect(gatewayFetch('esewa', url, {}, timeoutMs)).rejects.toBeInstanceOf(GatewayUnavailable);
    await none(`${base}/moved`);
    await none(`${base}/huge`);
    await none(`${base}/slow`, 100);
    await none('http://127.0.0.1:9/');
  });
});
