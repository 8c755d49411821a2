import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { listen } from './listen.ts';

// A proxy reuses its idle connections to the process. When the process closes one just as the proxy
// writes a request on it, the request is lost without an answer: the cluster test saw 2 in 1,000
// messages fail with ECONNRESET after a restart. The process must keep an idle connection open
// longer than any idle timeout of the proxy in front, so the proxy is always the side that closes.

const HAPROXY_CFG = path.resolve(import.meta.dirname, '../../../deploy/haproxy.cfg');

const server = await new Promise<Server>((resolve) => {
  const started = listen({ fetch: () => new Response('ok') }, { port: 0, hostname: '127.0.0.1' }, () =>
    resolve(started as Server),
  );
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Every `timeout …` in the HAProxy configuration we ship, in milliseconds. */
function proxyTimeouts(): Map<string, number> {
  const units: Record<string, number> = { ms: 1, s: 1_000, m: 60_000 };
  const timeouts = new Map<string, number>();
  for (const [, name, value, unit] of readFileSync(HAPROXY_CFG, 'utf8').matchAll(
    /^\s*timeout\s+([\w-]+)\s+(\d+)(ms|s|m)?\s*$/gm,
  )) {
    timeouts.set(name!, Number(value) * units[unit ?? 'ms']!);
  }
  return timeouts;
}

it('keeps an idle connection open longer than every timeout of the HAProxy in front', () => {
  const timeouts = proxyTimeouts();
  expect(timeouts.get('server')).toBeGreaterThan(0);
  expect(timeouts.get('http-keep-alive')).toBeGreaterThan(0);
  for (const [name, ms] of timeouts) expect(server.keepAliveTimeout, `timeout ${name}`).toBeGreaterThan(ms);
});
