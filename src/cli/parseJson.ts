/**
 * A strict JSON (RFC 8259) parser that keeps the text of every number
 * literal. `JSON.parse` rounds `12345678901234567890` to a double without a
 * trace, but the protocol must reject an integer literal beyond 2^53 − 1 as
 * written, so numbers come back as `JsonNumber` holding their source text.
 *
 * Iterative, not recursive: no nesting depth can overflow the stack; and
 * bounded (JsonLimits): past a depth or a number of values it stops
 * building and only checks the rest of the text.
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
 * Bounds on one JSON text, so that parsing a line of any content costs
 * memory in proportion to these numbers and not to the line's length.
 */
export interface JsonLimits {
  /** Most arrays and objects open at once; the top-level object is depth 1. */
  maxDepth: number;
  /** Most values in the text: every scalar, array and object counts one (members' keys do not). */
  maxValues: number;
}

/**
 * The defaults of `--max-depth` and `--max-values`. A protocol request
 * nests 4 deep (`rings` → ring → point → coordinate); 128 leaves room for
 * ids and unknown fields of any reasonable shape. A million values is a
 * polygon of 333 333 vertices, and costs about 200 MB of memory parsed.
 */
export const DEFAULT_JSON_LIMITS: Readonly<JsonLimits> = { maxDepth: 128, maxValues: 1_000_000 };

/**
 * The text is JSON but past one of the limits. The whole text was still
 * read (without keeping its values), so a syntax error anywhere wins over
 * this, and the top-level `"id"` is known, as for a line within limits.
 */
export class JsonLimitError extends Error {
  constructor(
    message: string,
    /** The source text of the top-level object's `"id"` member, if any. */
    readonly idText: string | undefined,
    /** Whether the top-level value is an object (a request), rather than an array. */
    readonly isObject: boolean,
  ) {
    super(message);
    this.name = 'JsonLimitError';
  }
}

/**
 * Parses one JSON text. Duplicate keys: the last one wins (as `JSON.parse`).
 * Throws JsonSyntaxError when the text is not JSON, JsonLimitError when it
 * is past `limits`.
 *
 * ```ts
 * parseJson('{"x":[1,"2"]}');  // { x: [JsonNumber('1'), '2'] }
 * parseJson('NaN');            // throws JsonSyntaxError
 * ```
 */
export function parseJson(text: string, limits: JsonLimits = DEFAULT_JSON_LIMITS): JsonValue {
  return new Parser(text, limits).parse().value;
}

/**
 * `parseJson`, also returning the exact source text of a top-level object's
 * `"id"` member (the last one, if repeated), so that it can be echoed as
 * written: `{"id":1.50}` answers with `"id":1.50`.
 */
export function parseJsonLine(text: string, limits: JsonLimits = DEFAULT_JSON_LIMITS): ParsedLine {
  return new Parser(text, limits).parse();
}

/** An open container being built: an array's elements so far are `items` from `start` on. */
type Frame = { kind: 'array'; start: number } | { kind: 'object'; object: JsonObject; key: string };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const ARRAY = 1;
const OBJECT = 2;

const ESCAPES: Record<string, number> = { '"': 0x22, '\\': 0x5c, '/': 0x2f, b: 0x08, f: 0x0c, n: 0x0a, r: 0x0d, t: 0x09 };

/** Decoded characters of an escaped string are turned into text this many at a time. */
const CHUNK = 4096;

/**
 * One pass over the text. While within the limits it builds the value;
 * past one it stops building (and drops what it built) but reads on to the
 * end, checking the syntax with one byte of memory per open container, and
 * keeps following the top-level object's members for `"id"`.
 */
class Parser {
  private i = 0;
  /** The kind (ARRAY or OBJECT) of every open container, outermost first. */
  private kinds = new Uint8Array(64);
  private depth = 0;
  private values = 0;
  /** The first limit passed, once the parser has stopped building. */
  private limit: string | null = null;
  /** The open containers being built (empty once a limit is passed). */
  private frames: Frame[] = [];
  /**
   * The elements of every open array, innermost last. A closed array is
   * sliced off, so that it gets exactly its length: arrays grown by push
   * would keep room for 17 elements, most of the memory of a list of points.
   */
  private items: JsonValue[] = [];
  /** The top-level object's current member key and where its value starts, for `"id"`. */
  private topKey = '';
  private topValueStart = 0;

  constructor(
    private readonly text: string,
    private readonly limits: JsonLimits,
  ) {}

  parse(): ParsedLine {
    const text = this.text;
    let idText: string | undefined;
    this.skipSpace();
    const isObject = text.charCodeAt(this.i) === 0x7b;
    for (;;) {
      // Read one value, or open a container and go round for its first element.
      let value: JsonValue | undefined;
      const c = text.charCodeAt(this.i);
      if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
        this.count();
        this.checkDepth(this.depth + 1);
        const kind = c === 0x7b ? OBJECT : ARRAY;
        this.i++;
        this.skipSpace();
        if (text.charCodeAt(this.i) === (kind === OBJECT ? 0x7d /* } */ : 0x5d) /* ] */) {
          this.i++;
          value = this.limit !== null ? undefined : kind === OBJECT ? {} : [];
        } else {
          this.open(kind);
          if (kind === OBJECT) this.setKey(this.memberKey());
          continue;
        }
      } else {
        value = this.scalar();
        this.count();
      }
      // Hand the value to its container; close every container that ends here.
      for (;;) {
        if (this.depth === 0) {
          this.skipSpace();
          if (this.i < text.length) throw this.unexpected('after the end of the value');
          if (this.limit !== null) throw new JsonLimitError(this.limit, idText, isObject);
          return { value: value as JsonValue, idText };
        }
        const kind = this.kinds[this.depth - 1];
        const top = this.limit === null ? (this.frames[this.depth - 1] as Frame) : undefined;
        if (top !== undefined) {
          if (top.kind === 'array') this.items.push(value as JsonValue);
          // A plain object (fast in V8, unlike a prototype-less one); only
          // "__proto__" needs defining, as assignment would set the prototype.
          else if (top.key === '__proto__')
            Object.defineProperty(top.object, top.key, { value, writable: true, enumerable: true, configurable: true });
          else top.object[top.key] = value as JsonValue;
        }
        if (this.depth === 1 && kind === OBJECT && this.topKey === 'id') idText = text.slice(this.topValueStart, this.i);
        this.skipSpace();
        const sep = text.charCodeAt(this.i);
        if (sep === 0x2c /* , */) {
          this.i++;
          this.skipSpace();
          if (kind === OBJECT) this.setKey(this.memberKey());
          break;
        }
        if (kind === ARRAY ? sep === 0x5d : sep === 0x7d) {
          this.i++;
          this.depth--;
          value = top === undefined ? undefined : top.kind === 'array' ? this.closeArray(top.start) : top.object;
          this.frames.pop();
          continue;
        }
        throw this.unexpected(kind === ARRAY ? "where ',' or ']' was expected" : "where ',' or '}' was expected");
      }
    }
  }

  /** Counts one more value; past the limit, stops building. */
  private count(): void {
    if (++this.values > this.limits.maxValues && this.limit === null)
      this.stopBuilding(
        `the line holds more than ${this.limits.maxValues} JSON values, over --max-values ${this.limits.maxValues}`,
      );
  }

  /** Past the depth limit (an empty container counts too), stops building. */
  private checkDepth(depth: number): void {
    if (depth > this.limits.maxDepth && this.limit === null)
      this.stopBuilding(
        `the line nests arrays and objects more than ${this.limits.maxDepth} deep, over --max-depth ${this.limits.maxDepth}`,
      );
  }

  /** Opens a container one level deeper (checkDepth came first). */
  private open(kind: number): void {
    if (this.depth === this.kinds.length) {
      const grown = new Uint8Array(this.kinds.length * 2);
      grown.set(this.kinds);
      this.kinds = grown;
    }
    this.kinds[this.depth++] = kind;
    if (this.limit === null)
      this.frames.push(kind === ARRAY ? { kind: 'array', start: this.items.length } : { kind: 'object', object: {}, key: '' });
  }

  private closeArray(start: number): JsonValue[] {
    const array = this.items.slice(start);
    this.items.length = start;
    return array;
  }

  private stopBuilding(why: string): void {
    this.limit = why;
    this.frames = [];
    this.items = [];
  }

  /** The key of the member whose value comes next, in the innermost open object. */
  private setKey(key: string): void {
    if (this.depth === 1) {
      this.topKey = key;
      this.topValueStart = this.i;
    }
    const top = this.frames[this.depth - 1];
    if (top !== undefined && top.kind === 'object') top.key = key;
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
    const start = this.i + 1;
    for (let i = start; ; i++) {
      const c = text.charCodeAt(i);
      if (c === QUOTE) {
        this.i = i + 1;
        return text.slice(start, i);
      }
      if (c === BACKSLASH) return this.escapedString(text.slice(start, i), i);
      if (Number.isNaN(c)) throw withoutStack(() => new JsonSyntaxError('unterminated string'));
      if (c < 0x20) throw this.unexpectedAt(i, 'inside a string (control characters must be escaped)');
    }
  }

  /**
   * The rest of a string from its first backslash at `i`. Characters are
   * gathered as codes and turned into text a chunk at a time: appending
   * them one by one would build a rope of one node per character, many
   * times the text's own size.
   */
  private escapedString(head: string, i: number): string {
    const text = this.text;
    let out = head;
    const codes: number[] = [];
    for (;;) {
      if (codes.length >= CHUNK) {
        out += String.fromCharCode(...codes);
        codes.length = 0;
      }
      const c = text.charCodeAt(i);
      if (c === QUOTE) {
        this.i = i + 1;
        return out + String.fromCharCode(...codes);
      }
      if (c === BACKSLASH) {
        const e = text[i + 1];
        if (e === 'u') {
          const hex = text.slice(i + 2, i + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw this.unexpectedAt(i, 'as a \\u escape without 4 hex digits');
          codes.push(Number.parseInt(hex, 16));
          i += 6;
        } else {
          const decoded = e === undefined ? undefined : ESCAPES[e];
          if (decoded === undefined) throw this.unexpectedAt(i, 'as an unknown escape');
          codes.push(decoded);
          i += 2;
        }
        continue;
      }
      if (Number.isNaN(c)) throw withoutStack(() => new JsonSyntaxError('unterminated string'));
      if (c < 0x20) throw this.unexpectedAt(i, 'inside a string (control characters must be escaped)');
      codes.push(c);
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
