import { Rational } from '../../index.js';
import { JsonNumber } from '../parseJson.js';

/** Text past this many characters is cut with `…` in messages. */
const SHOWN = 40;

function cut(text: string): string {
  return text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text;
}

/**
 * A request value as error messages show it, on one short line: number
 * literals as written, strings quoted, both cut at 40 characters; numbers,
 * bigints, booleans and null as themselves; anything else by its kind.
 *
 * ```ts
 * describeJson(new JsonNumber('1.50')); // '1.50'
 * describeJson([1, 2]);                 // 'an array of length 2'
 * ```
 */
export function describeJson(v: unknown): string {
  if (v instanceof JsonNumber) return cut(v.text);
  switch (typeof v) {
    case 'string':
      return JSON.stringify(cut(v));
    case 'number':
      return Object.is(v, -0) ? '-0' : String(v);
    case 'bigint':
      return `${v}n`;
    case 'boolean':
    case 'undefined':
      return String(v);
    case 'object':
      if (v === null) return 'null';
      if (Array.isArray(v)) return `an array of length ${v.length}`;
      return v instanceof Rational ? 'a Rational' : 'an object';
    default:
      return `a ${typeof v}`;
  }
}
