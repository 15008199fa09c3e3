import type { PointLike } from '../core/coordinate.js';
import { describeValue, ExactRangeError, ExactTypeError } from '../core/errors.js';
import type { Location } from '../predicates/convexPolygon.js';
import { ON_BOUNDARY } from './edgeStep.js';
import type { PolygonInput } from './geoJson.js';
import { optionField } from './options.js';
import { windingOfInput } from './windingNumber.js';

/**
 * Which points a polygon's rings enclose: `'nonzero'` (the default, as in
 * SVG and canvas) where the winding number is not 0, `'evenodd'` where it
 * is odd.
 */
export type FillRule = 'nonzero' | 'evenodd';

/** Options of `pointInPolygon`. */
export interface PointInPolygonOptions {
  /** The fill rule (default `'nonzero'`). */
  rule?: FillRule;
}

/**
 * Reads the rule of `options` (undefined, or `{ rule }` with rule undefined,
 * `'nonzero'` or `'evenodd'`) and returns true for even-odd.
 *
 * @example
 * ```ts
 * isEvenOdd('f', { rule: 'evenodd' }); // true
 * isEvenOdd('f', undefined);           // false
 * ```
 */
export function isEvenOdd(fn: string, options: unknown): boolean {
  const rule = optionField(fn, options, 'rule');
  if (rule === undefined || rule === 'nonzero') return false;
  if (rule === 'evenodd') return true;
  const message = `${fn}: options.rule is ${describeValue(rule)}, expected 'nonzero' or 'evenodd'`;
  throw typeof rule === 'string' ? new ExactRangeError(message) : new ExactTypeError(message);
}

/**
 * A winding number (or ON_BOUNDARY) as a location under the rule.
 *
 * @example
 * ```ts
 * locationOfWinding(2, true); // 'outside'
 * ```
 */
export function locationOfWinding(w: number, evenOdd: boolean): Location {
  if (w === ON_BOUNDARY) return 'boundary';
  return (evenOdd ? (w & 1) !== 0 : w !== 0) ? 'inside' : 'outside';
}

/**
 * Where p lies relative to a polygon given by its rings, exactly:
 * `'boundary'` when p is on an edge or a vertex of any ring, else
 * `'inside'` or `'outside'` by the fill rule applied to the winding number
 * (see `windingNumber`). The rings are an outer boundary and its holes, or
 * several polygons, in any winding, self-intersecting or not, with repeated
 * and collinear vertices allowed. With `'nonzero'` (the default) a hole
 * must wind opposite to its outer ring to be a hole; with `'evenodd'` any
 * winding will do.
 *
 * The rings may also be given as a GeoJSON Polygon, MultiPolygon or
 * Feature of either: each polygon's first ring is its exterior and the
 * others its holes, whatever their winding in the file (see `ringsOfInput`
 * and docs/polygon.md).
 *
 * @example
 * ```ts
 * const square = [[0, 0], [4, 0], [4, 4], [0, 4]];
 * const hole = [[1, 1], [1, 3], [3, 3], [3, 1]]; // clockwise
 * pointInPolygon([2, 2], [square, hole]); // 'outside' (in the hole)
 * pointInPolygon([1, 2], [square, hole]); // 'boundary'
 * pointInPolygon([0.5, 2], [square, hole], { rule: 'evenodd' }); // 'inside'
 * ```
 */
export function pointInPolygon(p: PointLike, rings: PolygonInput, options?: PointInPolygonOptions): Location {
  const fn = 'pointInPolygon';
  const evenOdd = isEvenOdd(fn, options);
  return locationOfWinding(windingOfInput(fn, p, rings), evenOdd);
}
