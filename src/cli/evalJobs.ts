import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { BatchAnswer, BatchSettings } from './evalBatch.js';
import { answerBatch } from './evalBatch.js';
import type { SplitLine } from './LineSplitter.js';

/*
 * `eval --jobs N`: N worker threads answer the input's chunks, each chunk
 * whole (answerBatch, the function one job uses), and the main thread
 * writes their answers in input order. A worker runs this same module: the
 * built command is one file, and under tsx this file is loaded on its own.
 */

/** What a worker is sent: a chunk's lines and the number of the first. */
type Job = { id: number; lines: SplitLine[]; firstLineNo: number };

const ROLE = 'exact-predicates eval job';

if (!isMainThread && (workerData as { role?: unknown } | null)?.role === ROLE) {
  const settings = (workerData as { settings: BatchSettings }).settings;
  parentPort?.on('message', (job: Job) => {
    parentPort?.postMessage({ id: job.id, answer: answerBatch(job.lines, job.firstLineNo, settings) });
  });
}

/**
 * A worker thread running this module. The built command is a .js file,
 * loaded as it is; the source (a .ts file, run through tsx from a clone) is
 * loaded by tools/tsxWorker.mjs, which registers tsx's loader in the thread
 * first (Node 20 does not carry `--import tsx` over to worker threads).
 */
function startWorker(data: Record<string, unknown>): Worker {
  const url = new URL(import.meta.url);
  if (!url.pathname.endsWith('.ts')) return new Worker(url, { workerData: data });
  return new Worker(new URL('../../tools/tsxWorker.mjs', url), { workerData: { ...data, module: url.href } });
}

/**
 * A pool of `n` worker threads answering chunks of eval's input: `answer`
 * hands a chunk to the least busy one and resolves to its answers. A
 * worker that fails (a bug, or the engine's memory) rejects every chunk it
 * held. `close` ends the workers.
 *
 * ```ts
 * const pool = new EvalPool(4, settings);
 * const answer = await pool.answer(lines, 1);
 * pool.close();
 * ```
 */
export class EvalPool {
  private readonly workers: { worker: Worker; pending: Map<number, (a: BatchAnswer | Error) => void> }[] = [];
  private nextId = 0;

  constructor(n: number, settings: BatchSettings) {
    for (let k = 0; k < n; k++) {
      const worker = startWorker({ role: ROLE, settings });
      const pending = new Map<number, (a: BatchAnswer | Error) => void>();
      worker.on('message', (m: { id: number; answer: BatchAnswer }) => {
        pending.get(m.id)?.(m.answer);
        pending.delete(m.id);
      });
      const fail = (e: Error): void => {
        for (const settle of pending.values()) settle(e);
        pending.clear();
      };
      worker.on('error', fail);
      worker.on('exit', (code) => fail(new Error(`an eval job stopped with exit code ${code}`)));
      this.workers.push({ worker, pending });
    }
  }

  /** The answers to one chunk's lines, from the least busy worker. */
  answer(lines: SplitLine[], firstLineNo: number): Promise<BatchAnswer> {
    let best = this.workers[0] as (typeof this.workers)[number];
    for (const w of this.workers) if (w.pending.size < best.pending.size) best = w;
    const id = this.nextId++;
    const answer = new Promise<BatchAnswer>((done, fail) => {
      best.pending.set(id, (a) => (a instanceof Error ? fail(a) : done(a)));
      best.worker.postMessage({ id, lines, firstLineNo } satisfies Job);
    });
    // The writer awaits each answer in turn; one failure behind the first must not count as unhandled meanwhile.
    answer.catch(() => {});
    return answer;
  }

  close(): void {
    for (const { worker, pending } of this.workers) {
      pending.clear();
      void worker.terminate();
    }
  }
}
