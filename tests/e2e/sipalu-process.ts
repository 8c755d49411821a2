import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, untilHealthy } from '#tests/fixtures/server-process.ts';

// Sipalu processes for the browser journeys: the production build (`node dist/server/main.js`),
// each on a copy of a data directory prepared once per run. A fresh DATA_DIR costs every process
// the migrations and the demo seed (a quarter of a minute each on a quiet 2-core machine); a copy
// of one made earlier in the run starts in a few seconds and holds the same content.

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER = path.join(ROOT, 'dist/server/main.js');
const WEB = path.join(ROOT, 'dist/web/index.html');
/** What `npm run build` reads: a newer file here means the build is stale. */
const BUILD_SOURCES = ['src', 'index.html', 'vite.config.ts', 'package-lock.json', 'scripts'];
const START_TIMEOUT_MS = 170_000;
const STOP_TIMEOUT_MS = 15_000;

export interface Sipalu {
  /** `http://localhost:<port>`, also its PUBLIC_URL */
  base: string;
  dataDir: string;
  /** Stops the process (SIGTERM, as a host would) and removes its data directory. */
  stop(): Promise<void>;
}

/** Data directories the processes start from: migrated only, and with the demo content. */
export interface DataTemplates {
  empty: string;
  demo: string;
}

/** Test files are not built: editing one needs no new build. */
const NOT_BUILT = /\.test\.tsx?$/;

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return NOT_BUILT.test(target) ? 0 : stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))),
    stat.mtimeMs,
  );
}

/** Runs `npm run build` when the build is missing or older than a source: journeys test what ships. */
export function ensureBuilt(): void {
  const builtAt = Math.min(newestMtime(SERVER), newestMtime(WEB));
  const changedAt = Math.max(...BUILD_SOURCES.map((source) => newestMtime(path.join(ROOT, source))));
  if (builtAt >= changedAt) return;
  console.log(builtAt ? 'Sources changed since the last build; building…' : 'Building Sipalu for the browser tests…');
  const result = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`npm run build failed (${result.status})`);
}

/**
 * Prepares the run's data directories: `npm start`'s own script on a fresh DATA_DIR migrates the
 * empty one, as a newcomer's first start does; the built server seeds a copy of it with the demo
 * content. Each is stopped cleanly before it is copied.
 */
export async function prepareDataTemplates(): Promise<DataTemplates> {
  const empty = mkdtempSync(path.join(tmpdir(), 'sipalu-e2e-empty-'));
  await stoppedCleanly(await started(['scripts/start.mjs'], empty, { SEED_DEMO: 'false' }));
  const demo = mkdtempSync(path.join(tmpdir(), 'sipalu-e2e-demo-'));
  cpSync(empty, demo, { recursive: true });
  await stoppedCleanly(await started([SERVER], demo, { SEED_DEMO: 'true' }));
  return { empty, demo };
}

/** Starts the built server on a copy of `template`; resolves once `/api/health` answers. */
export async function startSipalu(
  template: string,
  { port, env = {} }: { port?: number; env?: Record<string, string> } = {},
): Promise<Sipalu> {
  const dataDir = copyOf(template);
  const running = await started([SERVER], dataDir, env, port);
  return {
    base: running.base,
    dataDir,
    stop: async () => {
      await stopped(running);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new data directory holding a copy of `template`; the caller removes it. */
export function copyOf(template: string): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sipalu-e2e-'));
  cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

interface Running {
  base: string;
  child: ChildProcess;
}

async function started(args: string[], dataDir: string, env: Record<string, string>, port?: number): Promise<Running> {
  const chosen = port ?? (await freePort());
  const base = `http://localhost:${chosen}`;
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(chosen),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: base,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await untilHealthy(child, base, START_TIMEOUT_MS);
  return { base, child };
}

/** SIGTERM, then the graceful shutdown closes the database; a process stuck past the limit is killed. */
async function stopped({ child }: Running): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  const code = await exited;
  clearTimeout(timer);
  return code;
}

/** A template is copied only after its database was closed by the graceful shutdown. */
async function stoppedCleanly(running: Running): Promise<void> {
  const code = await stopped(running);
  if (code !== 0) throw new Error(`Sipalu preparing a data directory stopped with ${code}`);
}
