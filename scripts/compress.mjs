// After `vite build`: writes .br and .gz beside every text asset so the server sends
// them precompressed (brotli where the browser takes it) without compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/web');
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

function* files(folder) {
  for (const entry of readdirSync(folder)) {
    const full = path.join(folder, entry);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
for (const file of files(dir)) {
  if (!TEXT.test(file)) continue;
  const data = readFileSync(file);
  if (data.length < 1024) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  count += 1;
}
console.log(`compressed ${count} assets (brotli + gzip)`);
