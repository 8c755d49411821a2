import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sessionCookie, TEST_PASSWORD } from '#tests/fixtures/test-app.ts';
import { startServerProcess, stopServerProcesses, type ServerProcess } from '#tests/fixtures/server-process.ts';

// A rolling restart behind a load balancer: on SIGTERM the process first reports not ready and
// keeps serving for SHUTDOWN_DRAIN_MS, then finishes what is in flight, ends its event streams
// cleanly (the browsers reconnect to another process) and exits 0.

const DRAIN_MS = 1_500;
const dataDir = mkdtempSync(path.join(tmpdir(), 'sipalu-shutdown-'));
let server: ServerProcess | undefined;

afterAll(async () => {
  if (server) await stopServerProcesses([server.child]);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('graceful shutdown', () => {
  it(
    'turns /api/ready 503 first, serves through the drain, closes event streams cleanly and exits 0',
    { timeout: 120_000 },
    async () => {
      server = await startServerProcess({
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO: 'false',
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      });
      const { base, child } = server;
      expect((await fetch(`${base}/api/ready`)).status).toBe(200);

      const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ name: 'Sita Gurung', email: 'sita@example.com', password: TEST_PASSWORD }),
      });
      expect(signUp.status).toBe(200);
      const cookie = sessionCookie(signUp);
      const stream = await fetch(`${base}/api/events`, { headers: { cookie } });
      expect(stream.status).toBe(200);
      const reader = stream.body!.getReader();
      await reader.read(); // connected
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

      const stoppedAt = Date.now();
      child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 200));
      const ready = await fetch(`${base}/api/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 'not_ready', checks: { process: 'draining' } });
      // still serving everything else while the balancer takes it out of rotation
      const me = await fetch(`${base}/api/me`, { headers: { cookie } });
      expect(me.status).toBe(200);

      // the stream ends as a finished response, not a broken one, once the drain is over
      let chunk = await reader.read();
      while (!chunk.done) chunk = await reader.read();
      expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(DRAIN_MS - 100);
      expect(await exited).toBe(0);
      server = undefined;
    },
  );
});
