import { isBig } from '../decimal/index.js';
import { ExactRangeError, ExactTypeError, Rational } from '../index.js';
import { describeJson } from './shared/describeJson.js';

/**
 * A JavaScript value as protocol JSON text, every coordinate exact:
 * a double as a number literal (the shortest text that reads back as the
 * same double; with an exponent when it is an integer beyond 2^53 − 1),
 * a bigint as an integer string, a Rational as
 * `"n/d"`, a big.js Big as its decimal string; strings, booleans, null,
 * arrays and plain objects as JSON. NaN and ±Infinity have no encoding.
 *
 * ```ts
 * encodeValue([2 ** 60, 0.1, 5n, Rational.of(-7n, 3n)]); // '[1.152921504606847e+18,0.1,"5","-7/3"]'
 * ```
 */
export function encodeValue(v: unknown): string {
  switch (typeof v) {
    case 'number':
      if (!Number.isFinite(v)) throw new ExactRangeError(`encodeValue: ${describeJson(v)} has no protocol encoding`);
      // An integer literal past 2^53 − 1 is bad input, so big integral
      // doubles take an exponent: "1.152921504606847e+18" reads back as 2^60.
      if (Number.isInteger(v) && !Number.isSafeInteger(v)) return v.toExponential();
      return String(v); // "0" for -0; "1e-7" is a JSON number literal
    case 'bigint':
      return `"${v}"`;
    case 'string':
      return JSON.stringify(v);
    case 'boolean':
      return String(v);
    case 'object':
      if (v === null) return 'null';
      if (v instanceof Rational) return `"${v.toString()}"`;
      if (isBig(v)) return `"${v.toString()}"`;
      if (Array.isArray(v)) return `[${v.map(encodeValue).join(',')}]`;
      return `{${Object.entries(v as object)
        .filter(([, x]) => x !== undefined)
        .map(([k, x]) => `${JSON.stringify(k)}:${encodeValue(x)}`)
        .join(',')}}`;
    default:
      throw new ExactTypeError(`encodeValue: ${describeJson(v)} has no protocol encoding`);
  }
}

/**
 * One request line: `{"id":ID,"op":OP,...fields}` (no id member when id is
 * undefined), every value encoded by encodeValue.
 *
 * ```ts
 * requestLine('orient2d', { a: [0, 0], b: [1, 0], c: [0, 1n] }, 7);
 * // '{"id":7,"op":"orient2d","a":[0,0],"b":[1,0],"c":[0,"1"]}'
 * ```
 */
export function requestLine(op: string, fields: Record<string, unknown>, id?: unknown): string {
  const head = id === undefined ? `{"op":${JSON.stringify(op)}` : `{"id":${encodeValue(id)},"op":${JSON.stringify(op)}`;
  const rest = Object.entries(fields)
    .filter(([, x]) => x !== undefined)
    .map(([k, x]) => `,${JSON.stringify(k)}:${encodeValue(x)}`)
    .join('');
  return `${head}${rest}}`;
}
