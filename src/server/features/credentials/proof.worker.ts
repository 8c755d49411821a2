import { parentPort, workerData } from 'node:worker_threads';
import type { ProofAnswer, ProofJob, ProofMessage, ProofWorkerData } from './proof-pool.ts';
import { verifyProof } from './proof.ts';
import { loadSigningKey } from './signing-key.ts';

// One proof job at a time, in a thread of its own (decision 056): canonicalising a credential's RDF
// is CPU work the server's event loop should not wait on. Contexts come from the bundle only
// (document-loader.ts), as on the main thread: nothing is fetched.

const port = parentPort;
if (!port) throw new Error('proof.worker.ts runs in a worker thread');
const { secretKeyMultibase } = workerData as ProofWorkerData;
const key = await loadSigningKey({ configured: secretKeyMultibase, dataDir: '' });

async function answer(job: ProofJob): Promise<ProofAnswer> {
  try {
    if (job.task === 'sign') return { signed: await key.sign(job.verificationMethod, job.credential) };
    const verdict = await verifyProof(job.credential, {
      documents: new Map(job.documents),
      now: job.now ? new Date(job.now) : undefined,
      status: job.status,
    });
    return { verdict };
  } catch (error) {
    return { error: (error as Error).message ?? 'the proof job failed' };
  }
}

port.on('message', (job: ProofJob) => {
  void answer(job).then((result) => port.postMessage({ type: 'done', id: job.id, answer: result } as ProofMessage));
});
port.postMessage({ type: 'ready' } as ProofMessage);
