import type { Coordinate } from '../core/coordinate.js';
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
 * v with every Big inside arrays and plain objects replaced by its exact
 * Rational. Returns v itself when it holds no Big, so the common case
 * allocates nothing.
 *
 * @example
 * ```ts
 * JSON.stringify(convertBigs([new Big('0.5'), 1, { min: [new Big('-2e-3')] }])); // '["1/2",1,{"min":["-1/500"]}]'
 * const points = [[1, 2]];
 * convertBigs(points) === points; // true: no Big inside
 * ```
 */
export function convertBigs(v: unknown, depth = 0): unknown {
  return replaceBigs(v, depth, false);
}

/**
 * `convertBigs`, and with `copy` every array and plain object is rebuilt,
 * each element read once, whether or not it holds a Big: what `withBig`
 * passes on, so that the function reads nothing of the caller's again.
 */
function replaceBigs(v: unknown, depth: number, copy: boolean): unknown {
  if (typeof v !== 'object' || v === null || v instanceof Rational || depth > MAX_DEPTH) return v;
  const big = readBig(v);
  if (big !== null) return rationalOfBig(big, copy ? 'withBig' : 'convertBigs');
  if (Array.isArray(v)) {
    let out: unknown[] | null = copy ? [] : null;
    for (let i = 0; i < v.length; i++) {
      const x = v[i];
      const y = replaceBigs(x, depth + 1, copy);
      if (y !== x && out === null) out = v.slice(0, i);
      if (out !== null) out.push(y);
    }
    return out ?? v;
  }
  const proto = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) return v;
  let out: Record<string, unknown> | null = copy ? {} : null;
  for (const key of Object.keys(v)) {
    const x = (v as Record<string, unknown>)[key];
    const y = replaceBigs(x, depth + 1, copy);
    if (y !== x) out ??= { ...(v as Record<string, unknown>) };
    if (out !== null) out[key] = y;
  }
  return out ?? v;
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
    for (let i = 0; i < args.length; i++) converted[i] = replaceBigs(args[i], 0, true);
    return fn(...(converted as A));
  };
}
