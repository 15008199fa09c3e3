/**
 * How much output a command may write for `requests` request lines: 64 MiB
 * plus 4 KiB per request, in UTF-16 code units (bytes, for ASCII). A real
 * answer is a few hundred bytes; past this the program is not answering
 * (think `yes`), and keeping its output would only exhaust memory.
 */
export function outputBudget(requests: number): number {
  return 64 * 1024 * 1024 + 4096 * requests;
}

/** The longest line a command may write (a line past it is a flood, like too much output in all). */
export const MAX_ANSWER_LINE = outputBudget(1);

/**
 * A command's stdout cut into lines as it arrives (`\r\n` accepted), with
 * bounded memory: the first `keepLines` lines are kept, later ones only
 * counted, and once more than `maxChars` have come, or one line is longer
 * than MAX_ANSWER_LINE, nothing more is read (`overflowed`, and
 * `lineTooLong` for the latter; the caller then stops the command).
 *
 * ```ts
 * const out = new OutputLines(2, 100);
 * out.push('a\nb\nc\nd'); out.end();
 * out.lines; // ['a', 'b']
 * out.count; // 4
 * ```
 */
export class OutputLines {
  /** The first lines, at most `keepLines` of them. */
  readonly lines: string[] = [];
  /** Every line seen, kept or not. */
  count = 0;
  /** True once more than `maxChars` came, or a line past MAX_ANSWER_LINE: the output was cut there. */
  overflowed = false;
  /** True when the output was cut for one line past MAX_ANSWER_LINE. */
  lineTooLong = false;
  private partial = '';
  private chars = 0;

  constructor(
    private keepLines: number,
    private maxChars: number,
  ) {}

  /** Adds output; returns false once it is past the budget. */
  push(s: string): boolean {
    if (this.overflowed) return false;
    this.chars += s.length;
    if (this.chars > this.maxChars) {
      this.overflowed = true;
      this.partial = '';
      return false;
    }
    let start = 0;
    for (let nl = s.indexOf('\n'); nl !== -1; nl = s.indexOf('\n', start)) {
      this.add(this.partial + s.slice(start, nl));
      this.partial = '';
      start = nl + 1;
    }
    this.partial += s.slice(start);
    if (this.partial.length > MAX_ANSWER_LINE) {
      this.overflowed = true;
      this.lineTooLong = true;
      this.partial = '';
      return false;
    }
    return true;
  }

  /** Takes out the lines kept so far, leaving the counts and the budget as they are (for a stream of lines). */
  drain(): string[] {
    return this.lines.splice(0, this.lines.length);
  }

  /** The output ended: a last line without a newline is a line. */
  end(): void {
    if (this.partial !== '') this.add(this.partial);
    this.partial = '';
  }

  /**
   * Takes the first `n` lines out, for a session asked again and again;
   * then up to `keepNext` more lines and `maxChars` more output may come.
   */
  take(n: number, keepNext: number, maxChars: number): string[] {
    const got = this.lines.splice(0, n);
    this.count = this.lines.length;
    this.chars = this.partial.length;
    this.keepLines = keepNext;
    this.maxChars = maxChars;
    return got;
  }

  private add(line: string): void {
    this.count++;
    if (this.lines.length < this.keepLines) this.lines.push(line.endsWith('\r') ? line.slice(0, -1) : line);
  }
}
