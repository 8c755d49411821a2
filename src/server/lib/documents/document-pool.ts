import { Worker } from 'node:worker_threads';
import { AppError } from '#server/lib/app-error.ts';
import type { Logger } from '#server/lib/logger.ts';
import type { DocumentKind } from './document-kind.ts';

// Untrusted documents (CV imports, resume uploads) are read by a few worker threads, never on the
// event loop: a job gets a time limit once its worker is ready, each worker a heap cap, and a
// worker past either is ended and replaced (docs/decisions/015-untrusted-documents.md).

export type DocumentText = { kind: DocumentKind; text: string } | { problem: 'unsupported' | 'unreadable' };

export interface DocumentPool {
  /** The kind of a document, by its content (reads its headers only). */
  kindOf(bytes: Uint8Array): Promise<DocumentKind | null>;
  /**
   * The text of a PDF or DOCX, unpacked within the caps (document-caps.ts). Throws 400
   * "too large or complex" past a cap or a limit, and 429 when too many documents already wait.
   */
  textOf(bytes: Uint8Array): Promise<DocumentText>;
  /** Ends the workers; waiting and running jobs fail. */
  close(): Promise<void>;
}

export interface DocumentPoolOptions {
  /** Worker threads (DOCUMENT_WORKERS); each holds pdf.js and mammoth, about 60 MB. */
  size?: number;
  /** Work allowed per document once its worker is ready. */
  timeLimitMs?: number;
  /** Heap of each worker (old generation). */
  memoryMb?: number;
  /** Documents that may wait for a worker; more are refused with 429. */
  maxWaiting?: number;
  logger?: Logger | undefined;
}

// ---- what the pool and its workers say to each other ----
export interface DocumentJob {
  id: number;
  task: 'kind' | 'text';
  bytes: Uint8Array;
}
export type WorkerAnswer =
  | { kind: DocumentKind | null }
  | { kind: DocumentKind; text: string }
  | { problem: 'unsupported' | 'unreadable' | 'too-complex' };
export type WorkerMessage = { type: 'ready' } | { type: 'done'; id: number; answer: WorkerAnswer };

const WORKER_ENTRY = new URL('./document-worker.mjs', import.meta.url);
// loading tsx, pdf.js and mammoth; only a broken install takes this long
const STARTUP_LIMIT_MS = 30_000;

interface Job {
  id: number;
  task: DocumentJob['task'];
  bytes: Uint8Array;
  settle(outcome: WorkerAnswer | Error): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job: Job | null;
  timer: NodeJS.Timeout | undefined;
  retired: boolean;
}

const tooComplex = () => new AppError('VALIDATION_ERROR', 'errors.fileTooComplex');

/** A pool of document workers, spawned on first use; idle workers never keep the process alive. */
export function createDocumentPool(options: DocumentPoolOptions = {}): DocumentPool {
  const { size = 1, timeLimitMs = 1500, memoryMb = 256, maxWaiting = 8, logger } = options;
  const slots = new Set<Slot>();
  const waiting: Job[] = [];
  let closed = false;
  let nextId = 0;

  function spawn() {
    const worker = new Worker(WORKER_ENTRY, {
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: 32 },
    });
    worker.unref();
    const slot: Slot = { worker, ready: false, job: null, timer: undefined, retired: false };
    slot.timer = setTimeout(
      () => retire(slot, new Error('the document worker did not start in time')),
      STARTUP_LIMIT_MS,
    );
    slot.timer.unref();
    worker.on('message', (message: WorkerMessage) => {
      if (slot.retired) return; // a late answer from a worker already ended
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
    // a heap past its cap ends the thread with ERR_WORKER_OUT_OF_MEMORY
    worker.on('error', (error) => retire(slot, error));
    worker.on('exit', (code) => retire(slot, new Error(`the document worker exited with ${code}`)));
    slots.add(slot);
  }

  /** Ends a worker; its job fails as too complex, and a worker that had started is replaced. */
  function retire(slot: Slot, cause: Error) {
    if (slot.retired) return;
    slot.retired = true;
    slots.delete(slot);
    clearTimeout(slot.timer);
    void slot.worker.terminate();
    if (closed) return;
    if (slot.job) {
      logger?.warn('a document was too large or complex to read; its worker was replaced', { cause: cause.message });
      slot.job.settle(tooComplex());
    } else if (!slot.ready) {
      // the worker could not even start: nothing will, so the waiting requests fail now
      logger?.error('a document worker could not start', { error: cause.message });
      for (const job of waiting.splice(0)) job.settle(new Error(`document worker: ${cause.message}`));
      return;
    }
    if (slots.size < size) spawn();
    pump();
  }

  function dispatch(slot: Slot, job: Job) {
    slot.job = job;
    slot.timer = setTimeout(() => retire(slot, new Error(`over the ${timeLimitMs} ms time limit`)), timeLimitMs);
    // the worker owns its copy; the caller's bytes stay usable
    const bytes = job.bytes.slice();
    slot.worker.postMessage({ id: job.id, task: job.task, bytes } satisfies DocumentJob, [bytes.buffer]);
  }

  function pump() {
    if (closed) return;
    for (const slot of slots) {
      if (!slot.ready || slot.job || waiting.length === 0) continue;
      dispatch(slot, waiting.shift()!);
    }
    const starting = [...slots].filter((slot) => !slot.ready).length;
    for (let more = waiting.length - starting; more > 0 && slots.size < size; more--) spawn();
    // a worker keeps the process alive only while a job runs on it or waits for it to start
    for (const slot of slots) {
      if (slot.job || (!slot.ready && waiting.length > 0)) slot.worker.ref();
      else slot.worker.unref();
    }
  }

  function run(task: Job['task'], bytes: Uint8Array): Promise<WorkerAnswer> {
    if (closed) return Promise.reject(new Error('the document pool is closed'));
    if (waiting.length >= maxWaiting) return Promise.reject(new AppError('RATE_LIMITED', 'errors.documentsBusy'));
    return new Promise<WorkerAnswer>((resolve, reject) => {
      const settle = (outcome: WorkerAnswer | Error) => (outcome instanceof Error ? reject(outcome) : resolve(outcome));
      waiting.push({ id: ++nextId, task, bytes, settle });
      pump();
    });
  }

  return {
    async kindOf(bytes) {
      const answer = await run('kind', bytes);
      return 'kind' in answer ? answer.kind : null;
    },
    async textOf(bytes) {
      const answer = await run('text', bytes);
      if ('problem' in answer) {
        if (answer.problem === 'too-complex') throw tooComplex();
        return { problem: answer.problem };
      }
      return 'text' in answer ? { kind: answer.kind, text: answer.text } : { problem: 'unsupported' };
    },
    async close() {
      closed = true;
      for (const job of waiting.splice(0)) job.settle(new Error('the document pool is closed'));
      const workers = [...slots];
      slots.clear();
      await Promise.all(
        workers.map((slot) => {
          slot.retired = true;
          clearTimeout(slot.timer);
          slot.job?.settle(new Error('the document pool is closed'));
          return slot.worker.terminate();
        }),
      );
    },
  };
}
