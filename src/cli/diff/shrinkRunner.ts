import { CommandSession } from './commandSession.js';
import { runCommand, runProblem } from './runCommand.js';

/** How long the first request may take to come back before the command counts as not line-by-line. */
const PROBE_MS = 3000;
/** Sessions restarted after a crash before giving up on sessions. */
const MAX_RESTARTS = 20;

/**
 * Answers batches of shrink candidates from the user's command, as fast as
 * the command allows: through one long-running session when it answers line
 * by line (probed with the first request), else one run per batch with its
 * input closed (always works). Problems met are collected, first of each
 * kind, for the report.
 */
export class ShrinkRunner {
  private mode: 'probe' | 'session' | 'batch' = 'probe';
  private session: CommandSession | null = null;
  private restarts = 0;
  readonly problems: string[] = [];

  constructor(
    private readonly command: string,
    private readonly timeoutMs: number,
  ) {}

  /** Whether any candidate was asked. */
  used = false;

  /** Whether the session mode was usable (for the report). */
  get interactive(): boolean {
    return this.mode === 'session';
  }

  private note(p: string | null): void {
    if (p !== null && !this.problems.some((q) => q.slice(0, 24) === p.slice(0, 24))) this.problems.push(p);
  }

  /** The answer lines to `requests`, in order; fewer when the command stopped early. */
  async answers(requests: readonly string[]): Promise<string[]> {
    this.used = true;
    if (this.mode !== 'batch') {
      if (this.session === null || !this.session.alive) {
        if (this.restarts >= MAX_RESTARTS) this.mode = 'batch';
        else {
          this.restarts++;
          this.session = new CommandSession(this.command);
        }
      }
    }
    if (this.mode === 'probe' && this.session !== null) {
      const first = await this.session.ask(requests.slice(0, 1), Math.min(this.timeoutMs, PROBE_MS));
      if (first.length === 1) {
        this.mode = 'session';
        const rest = await this.session.ask(requests.slice(1), this.timeoutMs);
        return [...first, ...rest];
      }
      this.session.stop();
      this.mode = 'batch';
    }
    if (this.mode === 'session' && this.session !== null) {
      const got = await this.session.ask(requests, this.timeoutMs);
      if (got.length < requests.length)
        this.note(`stopped answering after ${got.length} of ${requests.length} shrink candidates (crashed or hung)`);
      return got;
    }
    const run = await runCommand(this.command, requests, this.timeoutMs);
    this.note(runProblem(run, requests.length, this.timeoutMs));
    return run.lines;
  }

  /** Stops the session, if any. */
  close(): void {
    this.session?.stop();
  }
}
