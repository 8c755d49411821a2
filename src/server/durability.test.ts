import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rawEnv } from './env.ts';

// The embedded database must keep every acknowledged write, even when the process is
// killed without a chance to close it (power cut, OOM killer, kill -9).

const ROOT = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'sipalu-durability-'));
const port = 30_000 + Math.floor(Math.random() * 20_000);
const base = `http://localhost:${port}`;
const running: ChildProcess[] = [];

function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { PATH: rawEnv('PATH'), PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running.push(child);
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`server exited with ${child.exitCode}`));
      try {
        if ((await fetch(`${base}/api/health`)).ok) return resolve(child);
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) return reject(new Error('server did not start'));
      setTimeout(poll, 100);
    };
    void poll();
  });
}

function exited(child: ChildProcess) {
  return new Promise((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve)));
}

afterAll(async () => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const signIn = (email: string) =>
  fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: 'rara-lake-2026' }),
  });

describe('embedded database durability', () => {
  it('keeps an acknowledged sign-up after kill -9, and after a graceful SIGTERM', { timeout: 120_000 }, async () => {
    let server = await startServer();
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ name: 'Durga Bhandari', email: 'durga@example.com', password: 'rara-lake-2026' }),
    });
    expect(signUp.status).toBe(200);
    server.kill('SIGKILL');
    await exited(server);

    server = await startServer();
    expect((await signIn('durga@example.com')).status).toBe(200);

    server.kill('SIGTERM');
    expect(await exited(server)).toBe(0);
    server = await startServer();
    expect((await signIn('durga@example.com')).status).toBe(200);
    server.kill('SIGTERM');
    await exited(server);
  });
});
