// Start-up budgets: `npm start` ready (health 200) ≤ 30 s on a fresh DATA_DIR (migrate + seed),
// ≤ 3 s on an existing one; the production bundle (`node dist/server/main.js`, after `npm run build`)
// ≤ 1.5 s on an existing one. Runs the real commands, as a user or a host would.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = 3400 + Math.floor(Math.random() * 500);

const NPM_START = ['npm', 'start', '--silent'];
const BUNDLE = [process.execPath, 'dist/server/main.js'];

async function timeToReady(dataDir: string, [command, ...args]: string[] = NPM_START): Promise<number> {
  const started = performance.now();
  const child = spawn(command!, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'error' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      try {
        if ((await fetch(`http://localhost:${PORT}/api/health`)).ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await untilPortIsFree();
  }
}

/** npm exits before the server it started has finished its graceful shutdown. */
async function untilPortIsFree() {
  for (;;) {
    try {
      await fetch(`http://localhost:${PORT}/api/health`);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'sipalu-bench-start-'));
await timeToReady(mkdtempSync(path.join(tmpdir(), 'sipalu-bench-warm-'))); // builds the web app if needed
const first = await timeToReady(dataDir);
const again: number[] = [];
for (let i = 0; i < 3; i++) again.push(await timeToReady(dataDir));
again.sort((a, b) => a - b);
const bundled: number[] = [];
for (let i = 0; i < 3; i++) bundled.push(await timeToReady(dataDir, BUNDLE));
bundled.sort((a, b) => a - b);
console.log('start-up (npm start → GET /api/health 200):');
console.log(`  first start, fresh DATA_DIR (migrate + seed): ${s(first)}  (budget ≤ 30 s)`);
console.log(`  existing DATA_DIR: median ${s(again[1]!)}, worst ${s(again[2]!)}  (budget ≤ 3 s)`);
console.log(
  `  production bundle (node dist/server/main.js), existing DATA_DIR: median ${s(bundled[1]!)}, worst ${s(bundled[2]!)}  (budget ≤ 1.5 s)`,
);
rmSync(dataDir, { recursive: true, force: true });
if (first > 30_000 || again[1]! > 3_000 || bundled[1]! > 1_500) process.exitCode = 1;
