import { JsonNumber } from '../parseJson.js';

/** What a JsonEventReader tells its reader about, in document order. */
export interface JsonEvents {
  startObject(): void;
  endObject(): void;
  startArray(): void;
  endArray(): void;
  /** A member's key; its value's events come next (unless the reader is told to skip it). */
  key(name: string): void;
  /** A string (decoded), number (as written), true, false or null. */
  scalar(value: string | JsonNumber | boolean | null): void;
}

/** The text is not JSON; the message says where and why. */
export class JsonStreamSyntaxError extends Error {}

/** The text is JSON, but past one of the reader's limits (depth, string length). */
export class JsonStreamLimitError extends Error {}

/** The reader's limits: most containers open at once, longest string or number kept (in UTF-16 units). */
export type JsonStreamLimits = { readonly maxDepth: number; readonly maxToken: number };

enum State {
  /** A value must come: at the start, after `:`, after `[` (or `]`), after `,` in an array. */
  Value,
  /** After a value: `,` or the container's end, or the end of the text at depth 0. */
  AfterValue,
  /** After `{` (a key or `}`), or after `,` in an object (a key). */
  Key,
  /** After a key: `:`. */
  Colon,
  /** Inside a string (a key when `stringIsKey`). */
  Str,
  /** Inside a number literal. */
  Num,
  /** Inside `true`, `false` or `null`. */
  Word,
  /** After the whole value and the space after it. */
  Done,
}

const ARRAY = 1;
const OBJECT = 2;

const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/**
 * A strict JSON (RFC 8259) reader for text that comes in pieces, however
 * they are cut: it keeps no tree, only one byte per open container and the
 * token being read, and tells `events` about each value as it goes, so
 * that a file of any size is read in bounded memory. A value its reader does
 * not want is passed over with `skipValue()` (called from `key`, or before
 * an array's next element), with nothing kept, not even its strings.
 * Iterative: no depth can overflow the stack.
 *
 * ```ts
 * const reader = new JsonEventReader(events, { maxDepth: 1000, maxToken: 1 << 20 });
 * for await (const text of chunks) reader.push(text);
 * reader.end();
 * ```
 */
export class JsonEventReader {
  private state = State.Value;
  private kinds = new Uint8Array(64);
  private depth = 0;
  /** Depth at which a skipped value ends (its events are not told), −1 when not skipping. */
  private skipTo = -1;
  /** The string being read: its parts so far, and whether it is a key. */
  private parts: string[] = [];
  private partsLength = 0;
  private stringIsKey = false;
  /** Inside a string: after a backslash (1), or in a \u escape with this many hex digits read + 2. */
  private escape = 0;
  private hex = '';
  /** The number or word being read. */
  private token = '';
  /** For error messages: the line the current piece starts on, and that line's column there (from 0). */
  private line = 1;
  private column = 0;

  constructor(
    private readonly events: JsonEvents,
    private readonly limits: JsonStreamLimits,
  ) {}

  /** Passes over the value that comes next: no events for it. */
  skipValue(): void {
    if (this.skipTo < 0) this.skipTo = this.depth;
  }

  /** Reads the next piece of the text. */
  push(text: string): void {
    const n = text.length;
    let i = 0;
    while (i < n) {
      switch (this.state) {
        case State.Str:
          i = this.readString(text, i);
          break;
        case State.Num:
          i = this.readNumber(text, i);
          break;
        case State.Word:
          i = this.readWord(text, i);
          break;
        default:
          i = this.readStructure(text, i);
      }
    }
    const last = text.lastIndexOf('\n');
    for (let k = text.indexOf('\n'); k !== -1; k = text.indexOf('\n', k + 1)) this.line++;
    this.column = last === -1 ? this.column + n : n - last - 1;
  }

  /** The text is over: throws unless it was one whole JSON value. */
  end(): void {
    if (this.state === State.Num) this.finishNumber();
    if (this.state === State.Word) throw this.error('unexpected end of text in a literal');
    if (this.state === State.Str) throw this.error('unterminated string at the end of the text');
    if (this.state !== State.Done && !(this.state === State.AfterValue && this.depth === 0))
      throw this.error('unexpected end of text');
  }

  /** Whitespace, punctuation and the first character of a value or key. */
  private readStructure(text: string, i: number): number {
    const c = text.charCodeAt(i);
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) return i + 1;
    switch (this.state) {
      case State.Done:
        throw this.unexpected(text, i, 'after the end of the value');
      case State.Colon:
        if (c !== 0x3a) throw this.unexpected(text, i, "where ':' was expected");
        this.state = State.Value;
        this.emptyAllowed = false;
        return i + 1;
      case State.Key:
        if (c === 0x7d && this.kinds[this.depth - 1] === OBJECT && this.emptyAllowed) return this.close(i, OBJECT);
        if (c !== 0x22) throw this.unexpected(text, i, 'where a "key" was expected');
        this.startString(true);
        return i + 1;
      case State.AfterValue: {
        if (this.depth === 0) throw this.unexpected(text, i, 'after the end of the value');
        const kind = this.kinds[this.depth - 1];
        if (c === 0x2c) {
          this.state = kind === OBJECT ? State.Key : State.Value;
          this.emptyAllowed = false;
          return i + 1;
        }
        if (c === (kind === OBJECT ? 0x7d : 0x5d)) return this.close(i, kind as number);
        throw this.unexpected(text, i, kind === OBJECT ? "where ',' or '}' was expected" : "where ',' or ']' was expected");
      }
      default:
        return this.startValue(text, i, c);
    }
  }

  /** After `{` or `[`, the container may close at once; after `,` it may not. */
  private emptyAllowed = false;

  private startValue(text: string, i: number, c: number): number {
    if (c === 0x5d && this.emptyAllowed && this.kinds[this.depth - 1] === ARRAY) return this.close(i, ARRAY);
    if (c === 0x7b || c === 0x5b) {
      const kind = c === 0x7b ? OBJECT : ARRAY;
      if (this.depth >= this.limits.maxDepth)
        throw new JsonStreamLimitError(`it nests arrays and objects more than ${this.limits.maxDepth} deep`);
      if (this.depth === this.kinds.length) {
        const grown = new Uint8Array(this.kinds.length * 2);
        grown.set(this.kinds);
        this.kinds = grown;
      }
      this.kinds[this.depth++] = kind;
      if (this.skipTo < 0) {
        if (kind === OBJECT) this.events.startObject();
        else this.events.startArray();
      }
      this.state = kind === OBJECT ? State.Key : State.Value;
      this.emptyAllowed = true;
      return i + 1;
    }
    this.emptyAllowed = false;
    if (c === 0x22) {
      this.startString(false);
      return i + 1;
    }
    if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      this.state = State.Num;
      this.token = '';
      return i;
    }
    if (c === 0x74 || c === 0x66 || c === 0x6e) {
      this.state = State.Word;
      this.token = '';
      return i;
    }
    throw this.unexpected(text, i, 'where a value was expected');
  }

  private close(i: number, kind: number): number {
    this.depth--;
    if (this.skipTo < 0) {
      if (kind === OBJECT) this.events.endObject();
      else this.events.endArray();
    }
    this.valueDone();
    return i + 1;
  }

  /** A value ended: stop skipping if it was the skipped one; the text is over at depth 0. */
  private valueDone(): void {
    if (this.skipTo === this.depth) this.skipTo = -1;
    this.emptyAllowed = false;
    this.state = this.depth === 0 ? State.Done : State.AfterValue;
  }

  private startString(isKey: boolean): void {
    this.state = State.Str;
    this.stringIsKey = isKey;
    this.parts = [];
    this.partsLength = 0;
    this.escape = 0;
  }

  /** Keeps a piece of the string, unless it is skipped (a key of a skipped object, or a skipped value). */
  private keep(piece: string): void {
    if (this.skipTo >= 0 || piece === '') return;
    this.partsLength += piece.length;
    if (this.partsLength > this.limits.maxToken)
      throw new JsonStreamLimitError(`it holds a string longer than ${this.limits.maxToken} characters`);
    this.parts.push(piece);
  }

  private readString(text: string, i: number): number {
    const n = text.length;
    let start = i;
    while (i < n) {
      if (this.escape > 0) {
        const e = text[i] as string;
        if (this.escape === 1) {
          if (e === 'u') {
            this.escape = 2;
            this.hex = '';
          } else {
            const decoded = ESCAPES[e];
            if (decoded === undefined) throw this.unexpected(text, i, 'as an escape');
            this.keep(decoded);
            this.escape = 0;
          }
        } else {
          this.hex += e;
          if (!/^[0-9a-fA-F]+$/.test(this.hex)) throw this.unexpected(text, i, 'in a \\u escape');
          if (this.hex.length === 4) {
            this.keep(String.fromCharCode(Number.parseInt(this.hex, 16)));
            this.escape = 0;
          }
        }
        i++;
        start = i;
        continue;
      }
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        this.keep(text.slice(start, i));
        this.finishString();
        return i + 1;
      }
      if (c === 0x5c) {
        this.keep(text.slice(start, i));
        this.escape = 1;
        i++;
        start = i;
        continue;
      }
      if (c < 0x20) throw this.unexpected(text, i, 'inside a string (control characters must be escaped)');
      i++;
    }
    this.keep(text.slice(start, n));
    return n;
  }

  private finishString(): void {
    const value = this.parts.length === 1 ? (this.parts[0] as string) : this.parts.join('');
    this.parts = [];
    if (this.stringIsKey) {
      this.state = State.Colon;
      if (this.skipTo < 0) this.events.key(value);
      return;
    }
    if (this.skipTo < 0) this.events.scalar(value);
    this.valueDone();
  }

  private readNumber(text: string, i: number): number {
    const n = text.length;
    const start = i;
    while (i < n) {
      const c = text.charCodeAt(i);
      if ((c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2b || c === 0x2e || c === 0x65 || c === 0x45) i++;
      else break;
    }
    this.token += text.slice(start, i);
    if (this.token.length > this.limits.maxToken)
      throw new JsonStreamLimitError(`it holds a number longer than ${this.limits.maxToken} characters`);
    if (i < n) this.finishNumber();
    return i;
  }

  private finishNumber(): void {
    const t = this.token;
    // -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?
    if (!/^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$/.test(t))
      throw this.error(`${JSON.stringify(t.slice(0, 40))} is not a JSON number`);
    if (this.skipTo < 0) this.events.scalar(new JsonNumber(t));
    this.token = '';
    this.valueDone();
  }

  private readWord(text: string, i: number): number {
    const n = text.length;
    while (i < n && this.token.length < 5) {
      const c = text.charCodeAt(i);
      if (c < 0x61 || c > 0x7a) break;
      this.token += text[i];
      i++;
      if (this.token === 'true' || this.token === 'null' || this.token === 'false') {
        if (this.skipTo < 0) this.events.scalar(this.token === 'null' ? null : this.token === 'true');
        this.token = '';
        this.valueDone();
        return i;
      }
    }
    if (i < n || this.token.length >= 5) throw this.error(`${JSON.stringify(this.token)} is not a JSON value`);
    return i;
  }

  private error(why: string): JsonStreamSyntaxError {
    return new JsonStreamSyntaxError(`${why} (line ${this.line})`);
  }

  private unexpected(text: string, i: number, where: string): JsonStreamSyntaxError {
    const cp = text.codePointAt(i) as number;
    const shown =
      cp < 0x20 || cp === 0x7f || cp === 0xfeff
        ? `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`
        : JSON.stringify(String.fromCodePoint(cp));
    let line = this.line;
    for (let k = text.indexOf('\n'); k !== -1 && k < i; k = text.indexOf('\n', k + 1)) line++;
    const lineStart = text.lastIndexOf('\n', i - 1) + 1;
    const column = line === this.line ? this.column + i + 1 : i - lineStart + 1;
    return new JsonStreamSyntaxError(`unexpected ${shown} at line ${line} column ${column} ${where}`);
  }
}
