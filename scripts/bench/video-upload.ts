// A 100 MB lesson video upload against the app in a process of its own, to measure the server's
// memory growth (professionals.ts holds it under 50 MB: the body is streamed to the object store,
// never buffered). The child samples its own RSS; the client generates the body as it sends it.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { eq } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';

const UPLOAD_BYTES = 100 * 1024 * 1024;

/**
 * Starts the app in a child process that samples its own RSS, has a professional with an online
 * service send a 100 MB video (generated while it is sent), and answers the child's peak growth.
 */
export async function measureUpload(databaseUrl: string, uploadsDir: string) {
  const serverModule = new URL('bench-server.ts', import.meta.url).pathname;
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `
      import { startBenchServer } from ${JSON.stringify(serverModule)};
      const server = await startBenchServer({ databaseUrl: ${JSON.stringify(databaseUrl)}, uploadsDir: ${JSON.stringify(uploadsDir)} });
      let baseline = process.memoryUsage().rss;
      let peak = baseline;
      setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 5);
      process.stdin.setEncoding('utf8');
      process.stdin.on('data', async (line) => {
        if (line.startsWith('reset')) { baseline = process.memoryUsage().rss; peak = baseline; console.log('RESET'); }
        if (line.startsWith('peak')) { console.log('PEAK ' + (Math.max(peak, process.memoryUsage().rss) - baseline)); await server.close(); process.exit(0); }
      });
      console.log('READY ' + server.base);`,
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout! });
  const waitFor = (prefix: string) =>
    new Promise<string>((resolve) => {
      const listener = (line: string) => {
        if (line.startsWith(prefix)) {
          lines.off('line', listener);
          resolve(line.slice(prefix.length).trim());
        }
      };
      lines.on('line', listener);
    });
  const base = await waitFor('READY');
  const origin = { origin: base };
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...origin },
    body: JSON.stringify({ name: 'Bench Teacher', email: 'bench-teacher@example.com', password: 'bench-password-1' }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const headers = { 'content-type': 'application/json', cookie, ...origin };
  // publishing a service needs a verified e-mail; the bench has no inbox to open the link from
  const verifying = await openDatabase({ databaseUrl });
  await verifying.db.update(users).set({ emailVerified: true }).where(eq(users.email, 'bench-teacher@example.com'));
  await verifying.close();
  await fetch(`${base}/api/me/roles`, { method: 'POST', headers, body: JSON.stringify({ role: 'professional' }) });
  const created = await fetch(`${base}/api/services`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      title: 'Wiring Course',
      description: 'Lessons',
      format: 'online',
      duration: '4 weeks',
      skills: 'Wiring',
      price: '1000',
    }),
  });
  const { id: serviceId } = (await created.json()) as { id: string };

  const chunk = 64 * 1024;
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= UPLOAD_BYTES) {
        controller.close();
        return;
      }
      const bytes = new Uint8Array(Math.min(chunk, UPLOAD_BYTES - sent));
      if (sent === 0) bytes.set([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]);
      sent += bytes.byteLength;
      controller.enqueue(bytes);
    },
  });
  child.stdin!.write('reset\n');
  await waitFor('RESET');
  const started = performance.now();
  const response = await fetch(`${base}/api/services/${serviceId}/videos?name=lesson.mp4`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', 'content-length': String(UPLOAD_BYTES), cookie, ...origin },
    body,
    duplex: 'half',
  } as RequestInit);
  const seconds = (performance.now() - started) / 1000;
  child.stdin!.write('peak\n');
  const growth = Number(await waitFor('PEAK'));
  return { status: response.status, seconds, growthMb: growth / 1024 / 1024 };
}
