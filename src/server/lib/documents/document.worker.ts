import { parentPort } from 'node:worker_threads';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import { checkDocumentCaps } from './document-caps.ts';
import { documentKindOf, type DocumentKind } from './document-kind.ts';
import type { DocumentJob, WorkerAnswer, WorkerMessage } from './document-pool.ts';

// One untrusted document at a time, in a thread of its own: whatever a file makes the parsers do,
// the server's event loop keeps answering, and the pool ends this thread past its time or memory.

const port = parentPort;
if (!port) throw new Error('document.worker.ts runs in a worker thread');

async function textOf(kind: DocumentKind, bytes: Uint8Array): Promise<string> {
  if (kind === 'pdf') {
    // no eval of font programs, no console warnings for each odd object
    const pdf = await getDocumentProxy(bytes, { isEvalSupported: false, verbosity: 0 });
    try {
      return (await extractText(pdf, { mergePages: true })).text;
    } finally {
      await pdf.destroy();
    }
  }
  return (await mammoth.extractRawText({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) }))
    .value;
}

async function answer({ task, bytes }: DocumentJob): Promise<WorkerAnswer> {
  const kind = documentKindOf(bytes);
  if (task === 'kind') return { kind };
  if (!kind) return { problem: 'unsupported' };
  const verdict = checkDocumentCaps(kind, bytes);
  if (verdict !== 'ok') return { problem: verdict };
  try {
    return { kind, text: await textOf(kind, bytes) };
  } catch {
    return { problem: 'unreadable' };
  }
}

// load pdf.js now (mammoth is loaded above): a job's time limit then counts work only
await getResolvedPDFJS();
port.on('message', (job: DocumentJob) => {
  void answer(job).then((result) => port.postMessage({ type: 'done', id: job.id, answer: result } as WorkerMessage));
});
port.postMessage({ type: 'ready' } as WorkerMessage);
