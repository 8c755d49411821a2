// `npm run release [folder]`: a release folder (default ./release) a host installs and runs with
//   npm ci --omit=dev && node dist/server/main.js
// It holds the built app (run `npm run build` first), the manifest and the lock, nothing else.
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Copies what a host needs into `target` (emptied first) and returns its path. */
export function packRelease(target = path.join(root, 'release')) {
  for (const built of ['dist/server/main.js', 'dist/web/index.html']) {
    if (!existsSync(path.join(root, built))) throw new Error(`${built} is missing: run \`npm run build\` first`);
  }
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  for (const entry of ['dist', 'package.json', 'package-lock.json', 'README.md']) {
    cpSync(path.join(root, entry), path.join(target, entry), { recursive: true });
  }
  return target;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = packRelease(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  console.log(
    `release in ${path.relative(process.cwd(), target) || '.'}: npm ci --omit=dev && node dist/server/main.js`,
  );
}
