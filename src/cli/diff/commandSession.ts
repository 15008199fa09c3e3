import { type ChildProcess, spawn } from 'node:child_process';
import { OutputLines, outputBudget } from './outputLines.js';

/**
 * A long-running copy of the user's command, asked a few request lines at
 * a time without closing its input: one process for a whole shrink instead
 * of one per batch of candidates. It works with programs that answer each
 * line as it arrives (flushing their output); a program that waits for the
 * end of its input, or buffers its output, never answers in time, and the
 * caller goes back to one run per batch. A program that writes more
 * lines than it was asked for, or floods its output, is stopped too.
 */
export class CommandSession {
  private readonly child: ChildProcess;
  private readonly out = new OutputLines(0, outputBudget(0));
  private waiter: (() => void) | null = null;
  private closed = false;

  constructor(command: string) {
    this.child = spawn(command, { shell: true, stdio: ['pipe', 'pipe', 'ignore'], detached: process.platform !== 'win32' });
    this.child.stdout?.setEncoding('utf8');
    this.child.stdout?.on('data', (s: string) => {
      // More lines than asked for can only shift later answers: the session is over.
      if (!this.out.push(s) || this.out.count > this.out.lines.length) this.stop();
      this.wake();
    });
    this.child.stdin?.on('error', () => {});
    this.child.on('error', () => this.end());
    this.child.on('close', () => this.end());
  }

  private end(): void {
    this.closed = true;
    this.wake();
  }

  private wake(): void {
    const w = this.waiter;
    this.waiter = null;
    w?.();
  }

  /** True until the command exits or the session is stopped. */
  get alive(): boolean {
    return !this.closed;
  }

  /**
   * Sends `requests` and resolves to the answers that came back within
   * `timeoutMs`: all of them, or fewer when the command exited, went
   * silent or is too slow (then the session is stopped: it could still
   * answer late and shift later answers).
   */
  async ask(requests: readonly string[], timeoutMs: number): Promise<string[]> {
    if (this.closed) return [];
    this.out.take(0, requests.length, outputBudget(requests.length));
    this.child.stdin?.write(`${requests.join('\n')}\n`);
    const deadline = Date.now() + timeoutMs;
    while (this.out.lines.length < requests.length && !this.closed) {
      const left = deadline - Date.now();
      if (left <= 0) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    const got = this.out.take(requests.length, 0, outputBudget(0));
    if (got.length < requests.length) this.stop();
    return got;
  }

  /** Kills the command and its process group. */
  stop(): void {
    if (this.closed) return;
    this.closed = true;
    const pid = this.child.pid;
    if (pid === undefined) return;
    try {
      process.kill(process.platform === 'win32' ? pid : -pid, 'SIGKILL');
    } catch {
      this.child.kill('SIGKILL');
    }
  }
}
