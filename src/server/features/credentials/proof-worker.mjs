// Entry of a proof worker thread (proof-pool.ts). A worker does not inherit the TypeScript loader the
// server and the tests run under, so register tsx here, then load the worker, as the document
// workers do; the production build puts the bundled worker itself at this name (build-server.mjs).
import { register } from 'tsx/esm/api';

register();
await import('./proof.worker.ts');
