import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { Logger } from '#server/lib/logger.ts';
import type { ProofCheck, ProofVerdict } from './proof.ts';
import type { SigningKey } from './signing-key.ts';

// Signing and verifying canonicalise a credential's RDF: tens of milliseconds of CPU each, up to
// about 0.6 s for the largest credential /verify takes. A few worker threads do it, so bulk
// completions and /verify never hold up the event loop (decision 056). Jobs wait their turn in one
// queue, first come first served; a job past its time limit ends its worker, which is replaced.

type Json = Record<string, unknown>;

export interface ProofPool {
  /** The app's signing key: the same key, whose `sign` runs in a worker. */
  signingKey: SigningKey;
  /**
   * `verifyProof` in a worker. `remember`: the verdict is kept (bounded), keyed by everything it
   * depends on, for credentials stored as issued, whose page checks the same proof on every view.
   */
  verify(credential: Json, check: ProofCheck, options?: { remember?: boolean }): Promise<ProofVerdict>;
  /** Ends the workers; waiting and running jobs fail. */
  close(): Promise<void>;
}

export interface ProofPoolOptions {
  /** The key the workers sign with (its secret is handed to them at start). */
  key: SigningKey;
  /** Worker threads (CREDENTIAL_WORKERS); each holds the JSON-LD libraries, about 40 MB. */
  size?: number;
  /** Work allowed per job: far past the largest credential /verify accepts. */
  timeLimitMs?: number;
  /** Verdicts kept for `remember`. */
  remembered?: number;
  logger?: Logger | undefined;
}

// ---- what the pool and its workers say to each other ----
export type ProofJob =
  | { id: number; task: 'sign'; verificationMethod: string; credential: Json }
  | {
      id: number;
      task: 'verify';
      credential: Json;
      documents: [string, unknown][];
      now: string | null;
      status: ProofCheck['status'];
    };
export type ProofAnswer = { signed: Json } | { verdict: ProofVerdict } | { error: string };
export type ProofMessage = { type: 'ready' } | { type: 'done'; id: number; answer: ProofAnswer };
export interface ProofWorkerData {
  secretKeyMultibase: string;
}

const WORKER_ENTRY = new URL('./proof-worker.mjs', import.meta.url);
// loading tsx (in the sources) and the JSON-LD libraries; only a broken install takes this long
const STARTUP_LIMIT_MS = 30_000;

type Task = ProofJob extends infer J ? (J extends ProofJob ? Omit<J, 'id'> : never) : never;
interface Job {
  id: number;
  task: Task;
  settle(outcome: ProofAnswer | Error): void;
}
interface Slot {
  worker: Worker;
  ready: boolean;
  job: Job | null;
  timer: NodeJS.Timeout | undefined;
  retired: boolean;
}

/** A pool of proof workers, spawned on first use; idle workers never keep the process alive. */
export function createProofPool(options: ProofPoolOptions): ProofPool {
  const { key, size = 1, timeLimitMs = 10_000, remembered = 2_000, logger } = options;
  const slots = new Set<Slot>();
  const waiting: Job[] = [];
  const verdicts = new Map<string, ProofVerdict>();
  const state = { closed: false, nextId: 0 };

  function spawn() {
    const worker = new Worker(WORKER_ENTRY, {
      execArgv: [],
      workerData: { secretKeyMultibase: key.secretKeyMultibase } satisfies ProofWorkerData,
      resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
    });
    worker.unref();
    const slot: Slot = { worker, ready: false, job: null, timer: undefined, retired: false };
    slot.timer = setTimeout(() => retire(slot, new Error('the proof worker did not start in time')), STARTUP_LIMIT_MS);
    slot.timer.unref();
    worker.on('message', (message: ProofMessage) => {
      if (slot.retired) return;
      clearTimeout(slot.timer);
      if (message.type === 'ready') {
        slot.ready = true;
      } else if (slot.job?.id === message.id) {
        const job = slot.job;
        slot.job = null;
        job.settle(message.answer);
      }
      pump();
    });
    worker.on('error', (error) => retire(slot, error));
    worker.on('exit', (code) => retire(slot, new Error(`the proof worker exited with ${code}`)));
    slots.add(slot);
  }

  /** Ends a worker; its job fails, and a worker that had started is replaced. */
  function retire(slot: Slot, cause: Error) {
    if (slot.retired) return;
    slot.retired = true;
    slots.delete(slot);
    clearTimeout(slot.timer);
    void slot.worker.terminate();
    if (state.closed) return;
    if (slot.job) {
      logger?.warn('a proof job failed; its worker was replaced', { cause: cause.message });
      slot.job.settle(new Error(`proof worker: ${cause.message}`));
    } else if (!slot.ready) {
      // the worker could not even start: nothing will, so the waiting jobs fail now
      logger?.error('a proof worker could not start', { error: cause.message });
      for (const job of waiting.splice(0)) job.settle(new Error(`proof worker: ${cause.message}`));
      return;
    }
    pump();
  }

  function pump() {
    if (state.closed) return;
    for (const slot of slots) {
      if (!slot.ready || slot.job || waiting.length === 0) continue;
      const job = waiting.shift()!;
      slot.job = job;
      slot.timer = setTimeout(() => retire(slot, new Error(`over the ${timeLimitMs} ms time limit`)), timeLimitMs);
      slot.worker.postMessage({ ...job.task, id: job.id } as ProofJob);
    }
    const starting = [...slots].filter((slot) => !slot.ready).length;
    for (let more = waiting.length - starting; more > 0 && slots.size < size; more--) spawn();
    // a worker keeps the process alive only while a job runs on it or waits for it to start
    for (const slot of slots) {
      if (slot.job || (!slot.ready && waiting.length > 0)) slot.worker.ref();
      else slot.worker.unref();
    }
  }

  function run(task: Task): Promise<ProofAnswer> {
    if (state.closed) return Promise.reject(new Error('the proof pool is closed'));
    return new Promise<ProofAnswer>((resolve, reject) => {
      const settle = (outcome: ProofAnswer | Error) => (outcome instanceof Error ? reject(outcome) : resolve(outcome));
      waiting.push({ id: ++state.nextId, task, settle });
      pump();
    });
  }

  const answerOf = <K extends 'signed' | 'verdict'>(answer: ProofAnswer, field: K) => {
    if ('error' in answer) throw new Error(answer.error);
    if (!(field in answer)) throw new Error('the proof worker answered another task');
    return (answer as Record<K, K extends 'signed' ? Json : ProofVerdict>)[field];
  };

  return {
    signingKey: {
      ...key,
      sign: async (verificationMethod, credential) =>
        answerOf(await run({ task: 'sign', verificationMethod, credential }), 'signed'),
    },
    async verify(credential, { documents, now, status }, { remember = false } = {}) {
      const task = {
        task: 'verify' as const,
        credential,
        documents: [...documents],
        now: now?.toISOString() ?? null,
        status,
      };
      const memo = remember ? createHash('sha256').update(JSON.stringify(task)).digest('base64url') : null;
      const known = memo ? verdicts.get(memo) : undefined;
      if (known) return known;
      const verdict = answerOf(await run(task), 'verdict');
      if (memo) {
        // oldest first out: a Map keeps insertion order
        if (verdicts.size >= remembered) verdicts.delete(verdicts.keys().next().value!);
        verdicts.set(memo, verdict);
      }
      return verdict;
    },
    async close() {
      state.closed = true;
      verdicts.clear();
      for (const job of waiting.splice(0)) job.settle(new Error('the proof pool is closed'));
      const workers = [...slots];
      slots.clear();
      await Promise.all(
        workers.map((slot) => {
          slot.retired = true;
          clearTimeout(slot.timer);
          slot.job?.settle(new Error('the proof pool is closed'));
          return slot.worker.terminate();
        }),
      );
    },
  };
}
