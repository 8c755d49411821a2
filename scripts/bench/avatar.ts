// Avatar budget: a ~4 MB phone photo, from upload start to the processed image fetchable at its
// URL, ≤ 1.5 s. The real app on real HTTP (loopback), embedded database and local object store
// in a temporary directory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { startBenchServer } from './bench-server.ts';

const ROUNDS = 5;
const BUDGET_MS = 1500;

/** A 4000×3000 JPEG (12 MP, a phone camera) with gradients and grain, so it compresses like a photo. */
async function photoLikeJpeg(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 42;
  const noise = () => {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    return (seed % 24) - 12;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const shade = Math.sin(x / 240) * 40 + Math.cos(y / 180) * 40;
      pixels[i] = Math.max(0, Math.min(255, 120 + (x / width) * 100 + shade + noise()));
      pixels[i + 1] = Math.max(0, Math.min(255, 90 + (y / height) * 120 - shade + noise()));
      pixels[i + 2] = Math.max(0, Math.min(255, 160 - (x / width) * 80 + noise()));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'sipalu-bench-'));
const server = await startBenchServer({ dataDir, databaseUrl: process.env.BENCH_DATABASE_URL });
const { base, publicUrl } = server;
const photo = await photoLikeJpeg();
if (photo.length < 3.5 * 1024 * 1024 || photo.length >= 5 * 1024 * 1024) {
  throw new Error(`the test photo should be about 4 MB, not ${photo.length} bytes`);
}

const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: publicUrl },
  body: JSON.stringify({ name: 'Bench User', email: 'avatar-bench@example.com', password: 'bench-password-1' }),
});
if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
const cookie = signUp.headers
  .getSetCookie()
  .map((line) => line.split(';')[0])
  .join('; ');

// fetch's types want a Uint8Array over a plain ArrayBuffer, which a Buffer from sharp may not be
const photoBytes = new Uint8Array(photo);
const rounds: { upload: number; fetch: number; total: number; bytes: number }[] = [];
// round 0 warms the JIT, sharp and the database and is not counted
for (let round = 0; round <= ROUNDS; round++) {
  const started = performance.now();
  const response = await fetch(`${base}/api/profile/avatar`, {
    method: 'POST',
    headers: { 'content-type': 'image/jpeg', origin: publicUrl, cookie },
    body: photoBytes,
  });
  if (!response.ok) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  const { url } = (await response.json()) as { url: string };
  const uploaded = performance.now();
  const image = await fetch(new URL(url, base));
  const bytes = (await image.arrayBuffer()).byteLength;
  if (!image.ok) throw new Error(`fetching ${url} failed: ${image.status}`);
  const done = performance.now();
  if (round > 0) rounds.push({ upload: uploaded - started, fetch: done - uploaded, total: done - started, bytes });
}

const totals = rounds.map((round) => round.total).sort((a, b) => a - b);
const ms = (n: number) => `${n.toFixed(0)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(
  `avatar: ${ROUNDS} uploads of a ${(photo.length / 1024 / 1024).toFixed(1)} MB 4000×3000 JPEG → 512×512 WebP (${(rounds[0]!.bytes / 1024).toFixed(0)} KiB)`,
);
console.log(
  `  upload start → image fetchable: median ${ms(median(totals))}, max ${ms(totals.at(-1)!)}  (budget ≤ ${BUDGET_MS} ms)`,
);
console.log(
  `  of which upload + processing: median ${ms(median(rounds.map((round) => round.upload)))}; fetching the image: median ${ms(median(rounds.map((round) => round.fetch)))}`,
);
await server.close();
rmSync(dataDir, { recursive: true, force: true });
if (totals.at(-1)! > BUDGET_MS) process.exitCode = 1;
