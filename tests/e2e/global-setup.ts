import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium-path.ts';

// Starts Sipalu as a user would (`npm start` on a fresh DATA_DIR) unless E2E_BASE_URL
// points at a running one, and hands the address to the specs.

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string | null;
    /** The started server's DATA_DIR (its outbox holds the mails); '' for a server run elsewhere. */
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  project.provide('chromiumPath', chromiumPath);
  project.provide('dataDir', '');
  if (!chromiumPath) {
    const message =
      'Browser tests skipped: Chromium was not found. Install it (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary.';
    if (process.env.E2E_REQUIRE_BROWSER) throw new Error(message);
    console.warn(`\n${message}\n`);
    project.provide('baseUrl', '');
    return;
  }
  if (process.env.E2E_BASE_URL) {
    project.provide('baseUrl', process.env.E2E_BASE_URL.replace(/\/$/, ''));
    return;
  }

  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sipalu-e2e-'));
  const baseUrl = `http://localhost:${port}`;
  const child = spawn('npm', ['start', '--silent'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  await waitForHealth(baseUrl, child);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    await stop(child, baseUrl);
    rmSync(dataDir, { recursive: true, force: true });
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess) {
  const deadline = Date.now() + 170_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('Sipalu did not become healthy in time');
}

async function stop(child: ChildProcess, baseUrl: string) {
  if (child.exitCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  // npm exits before the server has finished its graceful shutdown
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      await fetch(`${baseUrl}/api/health`);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
