/** Where a progress bar draws: a writable stream that may be a terminal. */
export interface ProgressStream {
  isTTY?: boolean;
  columns?: number;
  write(chunk: string): boolean;
}

/** A progress bar: `update` as work is done, `done` to clear the line. */
export interface ProgressBar {
  update(done: number, total: number, label: string): void;
  done(): void;
}

const NONE: ProgressBar = { update() {}, done() {} };

/**
 * A one-line progress bar on `stream` when it is a terminal, redrawn at most
 * every `intervalMs`; a no-op otherwise, so that logs and pipes get no
 * carriage-return noise.
 *
 * ```ts
 * const bar = progressBar(process.stderr, 'census');
 * bar.update(50, 200, 'orient2dFloat'); // [#####               ]  25% census orient2dFloat
 * bar.done();
 * ```
 */
export function progressBar(stream: ProgressStream, title: string, intervalMs = 100): ProgressBar {
  if (!stream.isTTY) return NONE;
  let last = 0;
  let drawn = false;
  return {
    update(done, total, label) {
      const now = Date.now();
      if (drawn && now - last < intervalMs && done < total) return;
      last = now;
      drawn = true;
      const frac = total > 0 ? Math.min(done / total, 1) : 1;
      const width = 24;
      const full = Math.round(frac * width);
      const text = `[${'#'.repeat(full)}${' '.repeat(width - full)}] ${String(Math.floor(frac * 100)).padStart(3)}% ${title} ${label}`;
      const cols = (stream.columns ?? 80) - 1;
      stream.write(`\r${text.slice(0, cols).padEnd(cols)}`);
    },
    done() {
      if (drawn) stream.write(`\r${' '.repeat((stream.columns ?? 80) - 1)}\r`);
      drawn = false;
    },
  };
}
