import type { Writable } from 'node:stream';

/**
 * Resolves when the stream can take more ('drain'), or can take nothing
 * more ('error', 'close'): what a writer awaits after `write` returned
 * false, without hanging on a stream that failed.
 *
 * ```ts
 * if (!out.write(text)) await drained(out);
 * ```
 */
export function drained(stream: Writable): Promise<void> {
  return new Promise((done) => {
    const finish = (): void => {
      stream.off('drain', finish);
      stream.off('error', finish);
      stream.off('close', finish);
      done();
    };
    stream.on('drain', finish);
    stream.on('error', finish);
    stream.on('close', finish);
  });
}
