import type { Coordinate } from '../core/coordinate.js';
import { arrayLikeLength } from '../core/coordinate.js';
import { Rational } from '../core/rational.js';
import type { BigValue } from './bigValue.js';
import { rationalOfBig } from './fromBig.js';
import { readBig } from './readBig.js';

/**
 * T with every coordinate position widened to also accept a big.js `Big`:
 * `BigCoordinates<Point2>` is `readonly [Coordinate | BigValue, Coordinate | BigValue]`,
 * and boxes, segments, polygons and argument tuples follow.
 */
export type BigCoordinates<T> = T extends Coordinate
  ? Coordinate | BigValue
  : T extends readonly unknown[]
    ? { [K in keyof T]: BigCoordinates<T[K]> }
    : T extends object
      ? { [K in keyof T]: BigCoordinates<T[K]> }
      : T;

/**
 * A coordinate for the library: a Big becomes the Rational of its exact
 * value; a number, bigint or Rational is returned unchanged; anything else
 * is returned unchanged too, so that the library reports it as bad input.
 *
 * @example
 * ```ts
 * toCoordinate(new Big('0.1')); // Rational 1/10 (not the double 0.1)
 * toCoordinate(3);              // 3
 * ```
 */
export function toCoordinate(v: Coordinate | BigValue): Coordinate {
  const parts = readBig(v);
  return parts !== null ? rationalOfBig(parts, 'toCoordinate') : (v as Coordinate);
}

// Geometry arguments nest at most 4 deep (polygon → point → coordinate inside
// an argument list); the cap only guards against cyclic input.
const MAX_DEPTH = 8;

/**
 * v with every Big inside arrays, array-likes and plain objects replaced
 * by its exact Rational, in new arrays and objects: each element and field
 * of v read once, none of v's arrays or objects in the answer (class
 * instances and values other than those are kept as they are).
 *
 * @example
 * ```ts
 * JSON.stringify(convertBigs([new Big('0.5'), 1, { min: [new Big('-2e-3')] }])); // '["1/2",1,{"min":["-1/500"]}]'
 * const points = [[1, 2]];
 * convertBigs(points) === points; // false: a new array, of new arrays
 * ```
 */
export function convertBigs(v: unknown, depth = 0): unknown {
  return replaceBigs(v, depth, 'convertBigs');
}

/**
 * Non-array array-likes longer than this are passed on as they are: copying
 * `{ length: 2 ** 32 - 1 }` element by element would take minutes for what
 * no function accepts as a point.
 */
const MAX_ARRAY_LIKE = 2 ** 20;

/**
 * `convertBigs` for `fn` (named when a Big is too large): every array,
 * array-like and plain object rebuilt, each element read once (its length
 * too), whether or not it holds a Big; what `withBig` passes on, so that the
 * function reads nothing of the caller's again.
 */
function replaceBigs(v: unknown, depth: number, fn: string): unknown {
  if (typeof v !== 'object' || v === null || v instanceof Rational || depth > MAX_DEPTH) return v;
  const big = readBig(v);
  if (big !== null) return rationalOfBig(big, fn);
  const n = arrayLikeLength(v);
  if (n >= 0) {
    if (!Array.isArray(v) && n > MAX_ARRAY_LIKE) return v;
    const out: unknown[] = new Array(n);
    for (let i = 0; i < n; i++) out[i] = replaceBigs((v as ArrayLike<unknown>)[i], depth + 1, fn);
    return out;
  }
  const proto = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) return v;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(v)) out[key] = replaceBigs((v as Record<string, unknown>)[key], depth + 1, fn);
  return out;
}

/**
 * fn made to accept big.js `Big` values wherever it accepts a coordinate
 * (inside points, segments, boxes, polygons, vectors). Each Big is replaced
 * by the Rational of its exact value before fn runs; the answer is fn's.
 * fn gets copies of the arrays and plain objects it is passed, each element
 * read once, so each coordinate is read once in all.
 *
 * @example
 * ```ts
 * const orient = withBig(orient2d);
 * orient([new Big('0.1'), 0], [new Big('0.2'), 0], [new Big('0.3'), 0]); // 0: exactly collinear
 * ```
 */
export function withBig<A extends unknown[], R>(fn: (...args: A) => R): (...args: BigCoordinates<A>) => R {
  return (...args) => {
    const converted = new Array(args.length);
    for (let i = 0; i < args.length; i++) converted[i] = replaceBigs(args[i], 0, 'withBig');
    return fn(...(converted as A));
  };
}
