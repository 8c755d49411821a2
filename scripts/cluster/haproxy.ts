// HAProxy with the committed deploy/haproxy.cfg, rendered for loopback: the public binds become one
// plain-HTTP port (no certificate here), the process list becomes the given ports, and what belongs
// to a system install (chroot, user, daemon, syslog, admin socket) is dropped. Every other line —
// timeouts, health checks, balancing, retries, headers — is the committed one.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const COMMITTED_CONFIG = path.join(ROOT, 'deploy/haproxy.cfg');

const SYSTEM_ONLY = /^\s*(log \/dev\/log|chroot|user|group|daemon|stats socket)\b/;

export interface RenderOptions {
  port: number;
  statsPort: number;
  /** The app processes' ports, in order: sipalu1, sipalu2, … */
  servers: number[];
}

export function renderConfig(text: string, { port, statsPort, servers }: RenderOptions): string {
  const out: string[] = [];
  let serversWritten = false;
  for (const line of text.split('\n')) {
    if (SYSTEM_ONLY.test(line)) continue;
    if (/^\s*bind :443\b/.test(line) || /^\s*http-request redirect scheme https\b/.test(line)) continue;
    if (/^\s*bind :80\b/.test(line)) {
      out.push(`    bind 127.0.0.1:${port}`);
    } else if (/^\s*bind 127\.0\.0\.1:8404\b/.test(line)) {
      out.push(`    bind 127.0.0.1:${statsPort}`);
    } else if (/^\s*server sipalu\d+ /.test(line)) {
      if (serversWritten) continue;
      serversWritten = true;
      servers.forEach((serverPort, index) => out.push(`    server sipalu${index + 1} 127.0.0.1:${serverPort}`));
    } else {
      out.push(line);
    }
  }
  if (!serversWritten) throw new Error(`${COMMITTED_CONFIG} has no "server sipaluN" lines to render`);
  return out.join('\n');
}

/** The haproxy binary, or null when it is not installed (and cannot be: `apt-get install haproxy`). */
export function findHaproxy(): string | null {
  for (const candidate of ['haproxy', '/usr/sbin/haproxy', '/usr/local/sbin/haproxy']) {
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  return null;
}

export interface Haproxy {
  base: string;
  statsUrl: string;
  /** Each process's state as HAProxy sees it: sipalu1 → UP, DOWN, … */
  states(): Promise<Map<string, string>>;
  stop(): Promise<void>;
}

export async function startHaproxy(binary: string, file: string, options: RenderOptions): Promise<Haproxy> {
  writeFileSync(file, renderConfig(readFileSync(COMMITTED_CONFIG, 'utf8'), options));
  const check = spawnSync(binary, ['-c', '-q', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy refused the rendered config:\n${check.stderr}`);
  // -db: in the foreground, so it ends with this script
  const child: ChildProcess = spawn(binary, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${options.port}`;
  const statsUrl = `http://127.0.0.1:${options.statsPort}/stats`;
  const states = async () => {
    const csv = await (await fetch(`${statsUrl};csv`)).text();
    const [header, ...rows] = csv.trim().split('\n');
    const columns = header!.replace(/^# /, '').split(',');
    const [name, status] = [columns.indexOf('svname'), columns.indexOf('status')];
    const result = new Map<string, string>();
    for (const row of rows) {
      const cells = row.split(',');
      if (cells[name]!.startsWith('sipalu')) result.set(cells[name]!, cells[status]!.split(' ')[0]!);
    }
    return result;
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}`);
    if (
      await states().then(
        () => true,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error('haproxy did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    statsUrl,
    states,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** Resolves once every named process is in `state` (HAProxy's health checks have seen it so). */
export async function untilState(proxy: Haproxy, names: string[], state: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const states = await proxy.states();
    if (names.every((name) => states.get(name) === state)) return;
    if (Date.now() > deadline) throw new Error(`${names.join(', ')} not ${state} in time: ${[...states].join(' ')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
