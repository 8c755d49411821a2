// The bench server in a process of its own (forkBenchServer): options arrive as JSON in
// BENCH_SERVER_OPTIONS; the parent asks over IPC, one question at a time, for its CPU use and to close.
// BENCH_SERVER_PROFILE=<file> writes a CPU profile (Chrome DevTools) of each part between reset and usage:
// <file>.1, <file>.2, … in the order the benchmark measures them.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import { startBenchServer, type BenchServerOptions, type BenchServerUsage } from './bench-server.ts';

const server = await startBenchServer(JSON.parse(process.env.BENCH_SERVER_OPTIONS ?? '{}') as BenchServerOptions);
const profileFile = process.env.BENCH_SERVER_PROFILE;
const inspector = profileFile ? new Session() : undefined;
if (inspector) {
  inspector.connect();
  await inspector.post('Profiler.enable');
}
let cpu = process.cpuUsage();
let loop = performance.eventLoopUtilization();
let started = performance.now();
let profiles = 0;

process.on('message', async (question: 'reset' | 'usage' | 'close') => {
  if (question === 'reset') {
    await inspector?.post('Profiler.start');
    cpu = process.cpuUsage();
    loop = performance.eventLoopUtilization();
    started = performance.now();
    process.send!({});
  } else if (question === 'usage') {
    const used = process.cpuUsage(cpu);
    const usage: BenchServerUsage = {
      cpuMs: (used.user + used.system) / 1000,
      busyMs: performance.eventLoopUtilization(loop).active,
      wallMs: performance.now() - started,
    };
    if (inspector)
      writeFileSync(`${profileFile}.${++profiles}`, JSON.stringify((await inspector.post('Profiler.stop')).profile));
    process.send!(usage);
  } else {
    await server.close();
    process.send!({}, () => process.exit(0));
  }
});
// an orphan (the benchmark died) does not linger
process.on('disconnect', () => process.exit(0));
process.send!({ base: server.base });
