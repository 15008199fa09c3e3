import type { Writable } from 'node:stream';
import { EXIT_OUTPUT, oneLine } from './usage.js';

/**
 * Watches a command's stdout for a write that fails (EPIPE when the reader
 * went away, ENOSPC on a full disk, ...). Without a listener such an error
 * would end the process with a stack trace, or not be noticed at all; with
 * this, the first one is kept and `finish` reports it.
 *
 * ```ts
 * const output = watchOutput(process.stdout);
 * const status = await runTheCommand();
 * process.exitCode = await output.finish(status, process.stderr, 'exact-predicates eval');
 * ```
 */
export function watchOutput(stdout: Writable): OutputWatch {
  return new OutputWatch(stdout);
}

/** See `watchOutput`. */
export class OutputWatch {
  /** The first write error, or null. */
  error: Error | null = null;

  constructor(private readonly stdout: Writable) {
    stdout.on('error', (e: Error) => {
      this.error ??= e;
    });
  }

  /**
   * Waits until what was written has gone out (or failed), then gives the
   * exit status: `status`, or EXIT_OUTPUT after one line on stderr, such as
   * `exact-predicates eval: cannot write the output: EPIPE: broken pipe, write`,
   * when a write failed.
   */
  async finish(status: number, stderr: Writable, label: string): Promise<number> {
    if (this.error === null && !this.stdout.destroyed) {
      await new Promise<void>((done) => {
        this.stdout.write('', (e) => {
          if (e) this.error ??= e;
          done();
        });
      });
    }
    // A failed write destroys the stream at once and emits its error a tick later.
    this.error ??= this.stdout.errored;
    if (this.error === null) return status;
    stderr.write(`${label}: cannot write the output: ${oneLine(this.error.message)}\n`);
    return EXIT_OUTPUT;
  }
}
