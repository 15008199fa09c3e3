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
 * `too_long`. A line that spans chunks is decoded as its chunks arrive, so
 * that its bytes are not held beside its text. A UTF-8 byte-order mark at
 * the very start is skipped. A last line without `\n` is still a line.
 *
 * ```ts
 * const split = new LineSplitter(1 << 20);
 * split.push(Buffer.from('a\nb'), onLine); // onLine('a')
 * split.end(onLine);                       // onLine('b')
 * ```
 */
export class LineSplitter {
  /** The decoded text of the line so far, when it spans chunks. */
  private parts: string[] = [];
  private partBytes = 0;
  private decoder: TextDecoder | null = null;
  private invalid = false;
  private dropping = false;
  /** The first bytes of the input, held until there are 3 to look for a byte-order mark. */
  private head: Buffer | null = Buffer.alloc(0);

  constructor(private readonly maxLineBytes: number) {}

  /** Feeds a chunk; calls onLine for each line it completes, in order. */
  push(chunk: Buffer, onLine: (line: SplitLine) => void): void {
    let start = 0;
    if (this.head !== null) {
      if (chunk.length === 0) return;
      chunk = this.head.length > 0 ? Buffer.concat([this.head, chunk]) : chunk;
      // Wait for 3 bytes before deciding whether the input starts with a BOM.
      if (chunk.length < 3 && !chunk.includes(0x0a)) {
        this.head = chunk;
        return;
      }
      this.head = null;
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
    if (this.head !== null && this.head.length > 0) {
      const head = this.head;
      this.head = null;
      this.keep(head, 0, head.length);
    }
    if (this.partBytes > 0 || this.dropping) this.emit(Buffer.alloc(0), 0, 0, onLine);
  }

  private keep(chunk: Buffer, from: number, to: number): void {
    this.partBytes += to - from;
    if (this.dropping) return;
    if (this.partBytes > this.maxLineBytes) {
      this.dropping = true;
      this.parts = [];
      return;
    }
    this.decodePart(chunk.subarray(from, to), true);
  }

  /** Decodes the next bytes of a line that spans chunks; bytes that are not UTF-8 mark it invalid. */
  private decodePart(bytes: Buffer, more: boolean): void {
    if (this.invalid) return;
    // Fatal: a bad byte throws rather than becoming U+FFFD; no BOM stripping (only the input's first one is skipped).
    this.decoder ??= new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
    try {
      this.parts.push(this.decoder.decode(bytes, { stream: more }));
    } catch {
      this.invalid = true;
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
    if (this.partBytes > 0) {
      this.decodePart(chunk.subarray(from, to), false);
      const invalid = this.invalid;
      const parts = this.parts;
      this.reset();
      onLine(invalid ? { kind: 'invalid_utf8' } : { kind: 'text', text: parts.join('') });
      return;
    }
    const text = chunk.toString('utf8', from, to);
    // The decoder replaces bad bytes with U+FFFD; only then is the exact check worth its cost.
    if (text.includes('\uFFFD') && !isUtf8(chunk.subarray(from, to))) onLine({ kind: 'invalid_utf8' });
    else onLine({ kind: 'text', text });
  }

  private reset(): void {
    this.parts = [];
    this.partBytes = 0;
    this.decoder = null;
    this.invalid = false;
    this.dropping = false;
  }
}
