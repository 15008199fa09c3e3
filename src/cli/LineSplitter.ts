import { isUtf8 } from 'node:buffer';

/** What the splitter hands over for one physical line. */
export type SplitLine =
  | { kind: 'text'; text: string }
  /** The line's bytes are not UTF-8. */
  | { kind: 'invalid_utf8' }
  /** The line was longer than the limit; its bytes were dropped as they came. */
  | { kind: 'too_long'; bytes: number };

/**
 * Cuts a byte stream into lines at `\n` (a `\r` before it stays in the line;
 * JSON treats it as space). Memory is bounded by the longest line kept:
 * a line past `maxLineBytes` is dropped while it streams by and reported as
 * `too_long`. A UTF-8 byte-order mark at the very start is skipped. A
 * last line without `\n` is still a line.
 *
 * ```ts
 * const split = new LineSplitter(1 << 20);
 * split.push(Buffer.from('a\nb'), onLine); // onLine('a')
 * split.end(onLine);                       // onLine('b')
 * ```
 */
export class LineSplitter {
  private parts: Buffer[] = [];
  private partBytes = 0;
  private dropping = false;
  private atStart = true;

  constructor(private readonly maxLineBytes: number) {}

  /** Feeds a chunk; calls onLine for each line it completes, in order. */
  push(chunk: Buffer, onLine: (line: SplitLine) => void): void {
    let start = 0;
    if (this.atStart && chunk.length > 0) {
      // Wait for 3 bytes before deciding whether the input starts with a BOM.
      if (this.partBytes + chunk.length < 3 && !chunk.includes(0x0a)) {
        this.keep(chunk, 0, chunk.length);
        return;
      }
      this.atStart = false;
      if (this.partBytes > 0) {
        chunk = Buffer.concat([...this.parts, chunk]);
        this.parts = [];
        this.partBytes = 0;
      }
      if (chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) start = 3;
    }
    for (;;) {
      const nl = chunk.indexOf(0x0a, start);
      if (nl === -1) break;
      this.emit(chunk, start, nl, onLine);
      start = nl + 1;
    }
    if (start < chunk.length) this.keep(chunk, start, chunk.length);
  }

  /** Ends the input: a pending unterminated line is a line. */
  end(onLine: (line: SplitLine) => void): void {
    if (this.partBytes > 0 || this.dropping) this.emit(Buffer.alloc(0), 0, 0, onLine);
  }

  private keep(chunk: Buffer, from: number, to: number): void {
    if (this.dropping) {
      this.partBytes += to - from;
      return;
    }
    this.parts.push(chunk.subarray(from, to));
    this.partBytes += to - from;
    if (this.partBytes > this.maxLineBytes) {
      this.dropping = true;
      this.parts = [];
    }
  }

  private emit(chunk: Buffer, from: number, to: number, onLine: (line: SplitLine) => void): void {
    const total = this.partBytes + (to - from);
    if (this.dropping || total > this.maxLineBytes) {
      this.reset();
      onLine({ kind: 'too_long', bytes: total });
      return;
    }
    let bytes: Buffer = chunk;
    if (this.partBytes > 0) {
      bytes = Buffer.concat([...this.parts, chunk.subarray(from, to)]);
      from = 0;
      to = bytes.length;
      this.reset();
    }
    const text = bytes.toString('utf8', from, to);
    // The decoder replaces bad bytes with U+FFFD; only then is the exact check worth its cost.
    if (text.includes('\uFFFD') && !isUtf8(bytes.subarray(from, to))) onLine({ kind: 'invalid_utf8' });
    else onLine({ kind: 'text', text });
  }

  private reset(): void {
    this.parts = [];
    this.partBytes = 0;
    this.dropping = false;
  }
}
