// Entry of a document worker thread. A worker does not inherit the TypeScript loader the server
// and the tests run under (`register()` in scripts/start.mjs, vitest), and on Node 20 a worker's
// `--import tsx` does not reach its entry module either: register tsx here, then load the worker.
import { register } from 'tsx/esm/api';

register();
await import('./document.worker.ts');
