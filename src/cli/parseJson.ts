/**
 * A strict JSON (RFC 8259) parser that keeps the text of every number
 * literal. `JSON.parse` rounds `12345678901234567890` to a double without a
 * trace, but the protocol must reject an integer literal beyond 2^53 − 1 as
 * written, so numbers come back as `JsonNumber` holding their source text.
 *
 * Iterative, not recursive: no nesting depth can overflow the stack.
 */
import { withoutStack } from './withoutStack.js';

/** A JSON number literal, kept as written (`"1.50"`, `"-0"`, `"1e400"`). */
export class JsonNumber {
  /** Written as an integer: no fraction, no exponent. */
  readonly isIntegerLiteral: boolean;
  constructor(
    readonly text: string,
    isIntegerLiteral?: boolean,
  ) {
    this.isIntegerLiteral = isIntegerLiteral ?? !/[.eE]/.test(text);
  }
}

/**
 * An object from `parseJson`: a plain object whose keys are own data
 * properties, `__proto__` included (set as data, never as the prototype).
 * Look fields up with `Object.hasOwn` when the key may be any string.
 */
export interface JsonObject {
  [key: string]: JsonValue;
}
export type JsonValue = null | boolean | string | JsonNumber | JsonValue[] | JsonObject;

/** The line is not JSON; the message says where and why. */
export class JsonSyntaxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JsonSyntaxError';
  }
}

/** A parsed line: its value and, for an object, the source text of its top-level `"id"` member. */
export interface ParsedLine {
  value: JsonValue;
  idText: string | undefined;
}

/**
 * Parses one JSON text. Duplicate keys: the last one wins (as `JSON.parse`).
 *
 * ```ts
 * parseJson('{"x":[1,"2"]}');  // { x: [JsonNumber('1'), '2'] }
 * parseJson('NaN');            // throws JsonSyntaxError
 * ```
 */
export function parseJson(text: string): JsonValue {
  return new Parser(text).parse().value;
}

/**
 * `parseJson`, also returning the exact source text of a top-level object's
 * `"id"` member (the last one, if repeated), so that it can be echoed as
 * written: `{"id":1.50}` answers with `"id":1.50`.
 */
export function parseJsonLine(text: string): ParsedLine {
  return new Parser(text).parse();
}

type Frame = { kind: 'array'; array: JsonValue[] } | { kind: 'object'; object: JsonObject; key: string; valueStart: number };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

class Parser {
  private i = 0;
  constructor(private readonly text: string) {}

  parse(): ParsedLine {
    const text = this.text;
    const stack: Frame[] = [];
    let idText: string | undefined;
    this.skipSpace();
    for (;;) {
      // Read one value, or open a container and go round for its first element.
      let value: JsonValue;
      const c = text.charCodeAt(this.i);
      if (c === 0x7b /* { */) {
        this.i++;
        this.skipSpace();
        if (text.charCodeAt(this.i) === 0x7d /* } */) {
          this.i++;
          value = {};
        } else {
          stack.push({ kind: 'object', object: {}, key: this.memberKey(), valueStart: this.i });
          continue;
        }
      } else if (c === 0x5b /* [ */) {
        this.i++;
        this.skipSpace();
        if (text.charCodeAt(this.i) === 0x5d /* ] */) {
          this.i++;
          value = [];
        } else {
          stack.push({ kind: 'array', array: [] });
          continue;
        }
      } else {
        value = this.scalar();
      }
      // Hand the value to its container; close every container that ends here.
      for (;;) {
        const top = stack[stack.length - 1];
        if (top === undefined) {
          this.skipSpace();
          if (this.i < text.length) throw this.unexpected('after the end of the value');
          return { value, idText };
        }
        if (top.kind === 'array') top.array.push(value);
        else {
          // A plain object (fast in V8, unlike a prototype-less one); only
          // "__proto__" needs defining, as assignment would set the prototype.
          if (top.key === '__proto__')
            Object.defineProperty(top.object, top.key, { value, writable: true, enumerable: true, configurable: true });
          else top.object[top.key] = value;
          if (stack.length === 1 && top.key === 'id') idText = text.slice(top.valueStart, this.i);
        }
        this.skipSpace();
        const sep = text.charCodeAt(this.i);
        if (sep === 0x2c /* , */) {
          this.i++;
          this.skipSpace();
          if (top.kind === 'object') {
            top.key = this.memberKey();
            top.valueStart = this.i;
          }
          break;
        }
        if (top.kind === 'array' ? sep === 0x5d : sep === 0x7d) {
          this.i++;
          stack.pop();
          value = top.kind === 'array' ? top.array : top.object;
          continue;
        }
        throw this.unexpected(top.kind === 'array' ? "where ',' or ']' was expected" : "where ',' or '}' was expected");
      }
    }
  }

  /** `"key" :` and the space after it. */
  private memberKey(): string {
    if (this.text.charCodeAt(this.i) !== QUOTE) throw this.unexpected('where a "key" was expected');
    const key = this.string();
    this.skipSpace();
    if (this.text.charCodeAt(this.i) !== 0x3a /* : */) throw this.unexpected("where ':' was expected");
    this.i++;
    this.skipSpace();
    return key;
  }

  private scalar(): JsonValue {
    const text = this.text;
    const c = text.charCodeAt(this.i);
    if (c === QUOTE) return this.string();
    if (c === 0x2d /* - */ || (c >= 0x30 && c <= 0x39)) return this.number();
    if (text.startsWith('true', this.i)) {
      this.i += 4;
      return true;
    }
    if (text.startsWith('false', this.i)) {
      this.i += 5;
      return false;
    }
    if (text.startsWith('null', this.i)) {
      this.i += 4;
      return null;
    }
    throw this.unexpected('where a value was expected');
  }

  /** -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)? */
  private number(): JsonNumber {
    const text = this.text;
    const start = this.i;
    let i = start;
    let integer = true;
    if (text.charCodeAt(i) === 0x2d) i++;
    const first = text.charCodeAt(i);
    if (first === 0x30) i++;
    else if (first >= 0x31 && first <= 0x39) i = digitsEnd(text, i);
    else throw this.unexpectedAt(i, 'in a number');
    if (text.charCodeAt(i) === 0x2e /* . */) {
      integer = false;
      const end = digitsEnd(text, i + 1);
      if (end === i + 1) throw this.unexpectedAt(end, 'after a decimal point');
      i = end;
    }
    const e = text.charCodeAt(i);
    if (e === 0x65 || e === 0x45) {
      integer = false;
      i++;
      const s = text.charCodeAt(i);
      if (s === 0x2b || s === 0x2d) i++;
      const end = digitsEnd(text, i);
      if (end === i) throw this.unexpectedAt(end, 'in an exponent');
      i = end;
    }
    this.i = i;
    return new JsonNumber(text.slice(start, i), integer);
  }

  private string(): string {
    const text = this.text;
    let i = this.i + 1;
    let out = '';
    let chunkStart = i;
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === QUOTE) {
        this.i = i + 1;
        return out + text.slice(chunkStart, i);
      }
      if (c === BACKSLASH) {
        out += text.slice(chunkStart, i);
        const e = text[i + 1];
        if (e === 'u') {
          const hex = text.slice(i + 2, i + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw this.unexpectedAt(i, 'as a \\u escape without 4 hex digits');
          out += String.fromCharCode(Number.parseInt(hex, 16));
          i += 6;
        } else {
          const decoded = e === undefined ? undefined : ESCAPES[e];
          if (decoded === undefined) throw this.unexpectedAt(i, 'as an unknown escape');
          out += decoded;
          i += 2;
        }
        chunkStart = i;
        continue;
      }
      if (Number.isNaN(c)) throw withoutStack(() => new JsonSyntaxError('unterminated string'));
      if (c < 0x20) throw this.unexpectedAt(i, 'inside a string (control characters must be escaped)');
      i++;
    }
  }

  private skipSpace(): void {
    const text = this.text;
    let i = this.i;
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) i++;
      else break;
    }
    this.i = i;
  }

  private unexpected(where: string): JsonSyntaxError {
    return this.unexpectedAt(this.i, where);
  }

  private unexpectedAt(i: number, where: string): JsonSyntaxError {
    if (i >= this.text.length) return withoutStack(() => new JsonSyntaxError(`unexpected end of line ${where}`));
    const cp = this.text.codePointAt(i) as number;
    const shown =
      cp < 0x20 || cp === 0x7f ? `U+${cp.toString(16).toUpperCase().padStart(4, '0')}` : JSON.stringify(String.fromCodePoint(cp));
    return withoutStack(() => new JsonSyntaxError(`unexpected ${shown} at column ${i + 1} ${where}`));
  }
}

function digitsEnd(text: string, i: number): number {
  for (;;) {
    const c = text.charCodeAt(i);
    if (c >= 0x30 && c <= 0x39) i++;
    else return i;
  }
}
