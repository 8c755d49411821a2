import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// The built web app for the browser benchmarks (lighthouse, slow-network): dist/web, rebuilt with
// `npm run build` (Vite, prerendered pages, precompressed files) when older than its sources.

const root = path.resolve(import.meta.dirname, '../..');

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** `configured` (a build elsewhere) when given, else dist/web, built first when stale. */
export function builtWebRoot(configured?: string): string {
  if (configured) return path.resolve(configured);
  const webRoot = path.join(root, 'dist/web');
  const builtAt = newestMtime(path.join(webRoot, 'index.html'));
  const sources = [
    'src/web',
    'src/contract',
    'src/server/features/public',
    'src/server/features/public/prerendered.ts',
    'index.html',
    'vite.config.ts',
    'package-lock.json',
  ];
  if (builtAt < Math.max(...sources.map((source) => newestMtime(path.join(root, source))))) {
    console.log('Building the web app…');
    const result = spawnSync('npm', ['run', 'build', '--silent'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  return webRoot;
}
