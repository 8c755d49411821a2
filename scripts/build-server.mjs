// `npm run build` (last step): bundles the server into dist/server, so a host runs it with plain
// `node dist/server/main.js` and needs only the runtime dependencies (`npm ci --omit=dev`).
// Packages stay external: several load files of their own at run time (PGlite's WebAssembly, sharp's
// and argon2's native binaries), and npm installs them beside the bundle anyway.
import { cpSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'dist/server');

rmSync(out, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/server/main.ts',
    // the document pool starts `./document-worker.mjs` beside the module that holds it; in the sources
    // that file loads the TypeScript worker through tsx, here it is the worker itself
    'document-worker': 'src/server/lib/documents/document.worker.ts',
    // likewise the proof pool's `./proof-worker.mjs` (decision 056): the bundled contexts come along
    'proof-worker': 'src/server/features/credentials/proof.worker.ts',
    migrate: 'src/server/db/migrate.ts',
    // `node dist/server/staff.js add|remove|list [email]` on a host, as `npm run staff` in the sources
    staff: 'src/server/features/staff/staff.cli.ts',
    // `node dist/server/backup.js [file]` and `node dist/server/restore.js <file>` on a host
    backup: 'src/server/ops/backup.ts',
    restore: 'src/server/ops/restore.ts',
  },
  outdir: out,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
  // bundled CommonJS helpers may call require()
  banner: {
    js: "import { createRequire as __sipaluRequire } from 'node:module'; const require = __sipaluRequire(import.meta.url);",
  },
});
renameSync(path.join(out, 'document-worker.js'), path.join(out, 'document-worker.mjs'));
renameSync(path.join(out, 'proof-worker.js'), path.join(out, 'proof-worker.mjs'));
// db/client.ts applies the migrations found beside it
cpSync(path.join(root, 'src/server/db/migrations'), path.join(out, 'migrations'), { recursive: true });
console.log('bundled the server into dist/server');
