import type { Coordinate } from '../index.js';
import { Rational } from '../index.js';

/*
 * Result encodings of PROTOCOL.md: an exact rational is the string "n" or
 * "n/d" in lowest terms with d > 0; zero is "0", never "-0"; a point is an
 * array of such strings.
 */

/** A Rational or an input coordinate as a result rational: `"3"`, `"-7/3"`, `"0"`. */
export function rationalText(v: Coordinate): string {
  // String(-0) is "0"; safe integers print exactly.
  if (typeof v === 'number' && Number.isSafeInteger(v)) return String(v);
  if (typeof v === 'bigint') return v.toString();
  return Rational.from(v).toString();
}

/** A point as an array of result rationals. */
export function pointTexts(p: readonly Coordinate[]): string[] {
  const out: string[] = new Array(p.length);
  for (let i = 0; i < p.length; i++) out[i] = rationalText(p[i] as Coordinate);
  return out;
}

/** A box `{min, max}` of result rationals. */
export function boxTexts(box: { readonly min: readonly Coordinate[]; readonly max: readonly Coordinate[] }): {
  min: string[];
  max: string[];
} {
  return { min: pointTexts(box.min), max: pointTexts(box.max) };
}

/** `{"hit":false}` or `{"hit":true,"t":[t0,t1]}` for a parameter interval. */
export function intervalResult(t: readonly [Rational, Rational] | null): { hit: false } | { hit: true; t: [string, string] } {
  return t === null ? { hit: false } : { hit: true, t: [t[0].toString(), t[1].toString()] };
}
