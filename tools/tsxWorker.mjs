// Starts a worker thread of the source tree (`node --import tsx src/cli/main.ts eval --jobs N`
// from a clone): Node 20 does not carry a process's `--import tsx` into its worker threads, so
// the thread registers tsx's loader itself, then loads the TypeScript module named in workerData.
// The built command never uses this file: its workers load dist/cli.js as it is.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
