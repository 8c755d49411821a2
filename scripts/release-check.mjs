// `npm run test:release` (CI): packs a release into a temporary folder, installs it without dev
// dependencies, starts `node dist/server/main.js` on a fresh DATA_DIR, and checks that it answers
// health and that the demo student can sign in, then backs its data folder up. Needs `npm run build` first.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { packRelease } from './release.mjs';

const work = mkdtempSync(path.join(tmpdir(), 'sipalu-release-'));
const folder = packRelease(path.join(work, 'app'));
let server;
const step = (text) => console.log(`release check: ${text}`);

step('npm ci --omit=dev');
const install = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], {
  cwd: folder,
  stdio: 'inherit',
});
if (install.status !== 0) fail(`npm ci --omit=dev exited with ${install.status}`);
// vite and vitest still arrive as an optional peer of better-auth; the linters and tools do not
if (existsSync(path.join(folder, 'node_modules/eslint'))) fail('a dev dependency (eslint) was installed');

const port = await freePort();
const base = `http://localhost:${port}`;
step(`node dist/server/main.js on port ${port}`);
server = spawn(process.execPath, ['dist/server/main.js'], {
  cwd: folder,
  env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: path.join(work, 'data'), LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  await untilHealthy();
  const home = await fetch(`${base}/`);
  if (!home.ok || !(await home.text()).includes('<div id="root">')) fail(`GET / answered ${home.status}`);
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'student@sipalu.demo', password: 'Sipalu@2026' }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (!signIn.ok || !cookie) fail(`sign-in answered ${signIn.status}`);
  const me = await fetch(`${base}/api/me`, { headers: { cookie } });
  const body = me.ok ? await me.json() : null;
  if (body?.user?.email !== 'student@sipalu.demo') fail(`GET /api/me after sign-in answered ${me.status}`);
  step('health 200, the web app served, the demo student signed in');
} finally {
  server.kill('SIGTERM');
  const code = await new Promise((resolve) => server.once('exit', resolve));
  // the stopped data folder, backed up by the release's own bundle
  const backup = spawnSync(process.execPath, ['dist/server/backup.js', path.join(work, 'backup.tar.gz')], {
    cwd: folder,
    env: { PATH: process.env.PATH, DATA_DIR: path.join(work, 'data') },
    encoding: 'utf8',
  });
  rmSync(work, { recursive: true, force: true });
  if (code !== 0) fail(`the server exited with ${code} on SIGTERM`);
  if (backup.status !== 0) fail(`node dist/server/backup.js exited with ${backup.status}: ${backup.stderr}`);
  step(backup.stdout.trim());
}

async function untilHealthy() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) fail(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  fail('no health 200 within 60 s');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

function fail(message) {
  console.error(`release check failed: ${message}`);
  server?.kill('SIGKILL');
  process.exit(1);
}
