import { isRational, readAtCheck } from './brand.js';
import { decomposeDouble } from './double.js';
import { describeValue, ExactRangeError, ExactTypeError } from './errors.js';
import { gcd } from './gcd.js';
import type { Rational } from './rational.js';
import { exactDouble, fractionOf, nearestDouble } from './rationalParts.js';

/**
 * A coordinate: any finite double (exactly the double it is: 0.1 means the
 * double nearest 0.1), a bigint of any size, or an exact Rational.
 */
export type Coordinate = number | bigint | Rational;
/**
 * A 2D point `[x, y]`; `Point2<number>` for points of numbers only (as the
 * functions give back numbers they were given: `boundingBox`, `convexHull`),
 * on which arithmetic type-checks.
 *
 * ```ts
 * const [p, q]: Point2<number>[] = [[0, 0], [3, 4]];
 * const dx = q[0] - p[0]; // a number
 * ```
 */
export type Point2<C extends Coordinate = Coordinate> = readonly [C, C];
/** A 3D point `[x, y, z]`; `Point3<number>` for points of numbers only. */
export type Point3<C extends Coordinate = Coordinate> = readonly [C, C, C];
/** A 2D or 3D point. */
export type Point<C extends Coordinate = Coordinate> = Point2<C> | Point3<C>;
/** A closed segment `[p, q]`; p = q is a point. */
export type Segment2<C extends Coordinate = Coordinate> = readonly [Point2<C>, Point2<C>];
/** A closed 3D segment `[p, q]`; p = q is a point. */
export type Segment3<C extends Coordinate = Coordinate> = readonly [Point3<C>, Point3<C>];
/** A 2D or 3D segment; both endpoints have the same dimension. */
export type Segment<C extends Coordinate = Coordinate> = Segment2<C> | Segment3<C>;
/**
 * A point as the functions accept it: any array-like of coordinates — a
 * tuple `[x, y]`, a `number[]` made by `.map` or `JSON.parse`, a
 * `Float64Array` — of the length the function needs (2, or 3 where it
 * takes 3D), which is checked when it is called.
 *
 * ```ts
 * const pts = JSON.parse('[[0, 0], [1, 0], [0, 1]]') as number[][];
 * orient2d(pts[0], pts[1], pts[2]);                                // 1
 * orient2d(new Float64Array([0, 0]), [1, 0], Float64Array.of(0, 1)); // 1
 * ```
 */
export type PointLike = ArrayLike<Coordinate>;
/** A segment as the functions accept it: an array-like `[p, q]` of two points of one dimension. */
export type SegmentLike = ArrayLike<PointLike>;

/**
 * True iff v can be read as a point or a segment: an array, a typed array, or
 * an object with an integer `length` (`{ 0: x, 1: y, length: 2 }`). A
 * Rational is a coordinate, never a point.
 *
 * @example
 * ```ts
 * isArrayLike(new Float64Array(2)); // true
 * isArrayLike({ min: [0, 0] });     // false
 * ```
 */
export function isArrayLike(v: unknown): v is ArrayLike<unknown> {
  return arrayLikeLength(v) >= 0;
}

/**
 * The length of v read once when v can be read as a point or a segment (see
 * `isArrayLike`), else −1. Code that goes on to read the elements uses this
 * length, never `v.length` again: a getter or Proxy may give another length
 * on a second read.
 *
 * @example
 * ```ts
 * arrayLikeLength({ 0: 1, 1: 2, length: 2 }); // 2
 * arrayLikeLength('ab');                      // -1
 * ```
 */
export function arrayLikeLength(v: unknown): number {
  if (Array.isArray(v)) return v.length;
  if (typeof v !== 'object' || v === null || isRational(v)) return -1;
  const n = (v as { length?: unknown }).length;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : -1;
}

/** Throws unless v is a finite number, a bigint or a Rational. */
export function checkCoordinate(fn: string, arg: string, v: unknown): asserts v is Coordinate {
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new ExactRangeError(`${fn}: ${arg} is ${describeValue(v)}`);
    return;
  }
  if (typeof v === 'bigint' || isRational(v)) return;
  throw new ExactTypeError(`${fn}: ${arg} is ${describeValue(v)}, expected a finite number, a bigint or a Rational`);
}

/**
 * Reads the point p once: throws unless it is an array or array-like of
 * `dim` coordinates (dim 2 or 3, or either when dim is 0), else returns a
 * fresh array of the coordinates it read, validated. Nothing reads p again,
 * so a getter or Proxy that changes its answer cannot slip an unchecked
 * value past the check. `like` ends the message for a point of the other
 * dimension (`' like the other points'`). Errors name `fn` and the
 * argument, `arg` followed by `at` (an index as `[at]`, or a suffix such as
 * `.min`: the name is put together only for an error, the check being the
 * hot path): `inBox: a has 3 coordinates, expected 2 like the other points`.
 *
 * @example
 * ```ts
 * copyPoint('f', 'p', new Float64Array([1, 2]), 0); // [1, 2]
 * copyPoint('f', 'p', [1, Number.NaN], 2);          // throws ExactRangeError: f: p[1] is NaN
 * ```
 */
export function copyPoint(fn: string, arg: string, p: unknown, dim: 2, like?: string, at?: number | string): Point2;
export function copyPoint(fn: string, arg: string, p: unknown, dim: 3, like?: string, at?: number | string): Point3;
export function copyPoint(fn: string, arg: string, p: unknown, dim: 0 | 2 | 3, like?: string, at?: number | string): Point;
export function copyPoint(fn: string, arg: string, p: unknown, dim: 0 | 2 | 3, like = '', at?: number | string): Point {
  const n = arrayLikeLength(p);
  if (n < 0)
    throw new ExactTypeError(
      `${fn}: ${nameAt(arg, at)} is ${describeValue(p)}, expected a point [x, y]${dim === 2 ? '' : ' or [x, y, z]'}`,
    );
  if (dim === 0 ? n !== 2 && n !== 3 : n !== dim) {
    const other = n === 2 || n === 3 ? like : '';
    throw new ExactRangeError(`${fn}: ${nameAt(arg, at)} has ${n} coordinates, expected ${dim === 0 ? '2 or 3' : dim}${other}`);
  }
  const out: Coordinate[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const v = (p as ArrayLike<unknown>)[i];
    if (!isCoordinate(v)) checkCoordinate(fn, `${nameAt(arg, at)}[${i}]`, v);
    out[i] = v as Coordinate;
  }
  return out as unknown as Point;
}

/** The name `arg` followed by `at`: `[at]` for an index, else the suffix itself. */
export function nameAt(arg: string, at: number | string | undefined): string {
  return at === undefined ? arg : typeof at === 'number' ? `${arg}[${at}]` : `${arg}${at}`;
}

/** Whether v is a coordinate: a finite number, a bigint or a Rational. */
export function isCoordinate(v: unknown): boolean {
  return typeof v === 'number' ? Number.isFinite(v) : typeof v === 'bigint' || isRational(v);
}

/**
 * Throws unless p is an array or array-like of `dim` coordinates (dim 2 or
 * 3, or either when dim is 0). Returns the dimension. It validates only:
 * code that goes on to use the coordinates takes them from `copyPoint`,
 * which makes the same checks and returns the values it checked.
 */
export function checkPoint(fn: string, arg: string, p: unknown, dim: 0 | 2 | 3): 2 | 3 {
  return copyPoint(fn, arg, p, dim).length;
}

/**
 * Reads the segment s = [p, q] once (an array or array-like of two points of
 * the given dimension, or of one dimension when dim is 0) and returns fresh
 * validated copies of its endpoints; see `copyPoint`. Errors name the
 * segment (`s has 3 points, expected 2`) or the point (`s[1][0] is NaN`).
 *
 * @example
 * ```ts
 * copySegment('f', 's', [[0, 0], new Float64Array([1, 2])], 0); // [[0, 0], [1, 2]]
 * copySegment('f', 's', [[0, 0]], 0);                           // throws ExactRangeError: f: s has 1 points, expected 2
 * ```
 */
export function copySegment(fn: string, arg: string, s: unknown, dim: 2): [Point2, Point2];
export function copySegment(fn: string, arg: string, s: unknown, dim: 0 | 2 | 3): [Point, Point];
export function copySegment(fn: string, arg: string, s: unknown, dim: 0 | 2 | 3): [Point, Point] {
  const n = arrayLikeLength(s);
  if (n < 0) throw new ExactTypeError(`${fn}: ${arg} is ${describeValue(s)}, expected a segment [p, q]`);
  if (n !== 2) throw new ExactRangeError(`${fn}: ${arg} has ${n} points, expected 2`);
  const p = copyPoint(fn, arg, (s as ArrayLike<unknown>)[0], dim, '', 0);
  return [p, copyPoint(fn, arg, (s as ArrayLike<unknown>)[1], p.length, '', 1)];
}

/**
 * Throws unless s is a segment `[p, q]` (an array or array-like) of points
 * of the given dimension. Returns the dimension. It validates only: code
 * that goes on to use the coordinates takes them from `copySegment`.
 */
export function checkSegment(fn: string, arg: string, s: unknown, dim: 0 | 2 | 3): 2 | 3 {
  return copySegment(fn, arg, s, dim)[0].length;
}

/**
 * The coordinates of validated points in one flat array, in order; reads
 * array-likes by index (a typed array or `{ 0: x, 1: y, length: 2 }` has no
 * iterator to spread).
 *
 * @example
 * ```ts
 * flatCoordinates([[1, 2], new Float64Array([3, 4])]); // [1, 2, 3, 4]
 * ```
 */
export function flatCoordinates(points: ArrayLike<ArrayLike<Coordinate>>): Coordinate[] {
  const out: Coordinate[] = [];
  for (let i = 0; i < points.length; i++) {
    const p = points[i] as ArrayLike<Coordinate>;
    for (let k = 0; k < p.length; k++) out.push(p[k] as Coordinate);
  }
  return out;
}

/**
 * Exact comparison of two coordinates: -1, 0 or 1. JavaScript compares a
 * number with a bigint by exact value, so only Rationals need arithmetic.
 */
export function compareCoord(a: Coordinate, b: Coordinate): -1 | 0 | 1 {
  if (typeof a !== 'object' && typeof b !== 'object') return a < b ? -1 : a > b ? 1 : 0;
  // A Rational of this copy compares itself: by nearest doubles when it knows its own (a lazy
  // construction result), else exactly. Another build's is never asked (brand.ts): its fraction as read.
  if (typeof a === 'object' && readAtCheck(a) === null) return a.compare(b);
  if (typeof b === 'object' && readAtCheck(b) === null) {
    const c = b.compare(a);
    return c === 0 ? 0 : c > 0 ? -1 : 1;
  }
  const [an, ad] = fraction(a);
  const [bn, bd] = fraction(b);
  const l = an * bd;
  const r = bn * ad;
  return l < r ? -1 : l > r ? 1 : 0;
}

/**
 * A coordinate as a double when it is one exactly: a number, or a lazy
 * Rational known to be a double (a construction's copy of an input); NaN
 * otherwise (a bigint, or a Rational not known to be a double).
 *
 * ```ts
 * doubleOf(0.5); doubleOf(5n); // 0.5, NaN
 * ```
 */
export function doubleOf(v: Coordinate): number {
  if (typeof v === 'number') return v;
  return typeof v === 'bigint' ? Number.NaN : exactDouble(v);
}

/**
 * A coordinate's nearest double x when it lies within ε·|x| (ε = 2^-53) of
 * the value, as a kernel's filter for rounded inputs needs: a number
 * itself, or a Rational's nearest double (a lazy construction result's
 * proven one; for a Rational that holds its fraction, toNumber()'s, worked
 * out once and kept) when it is the value exactly or of magnitude at least
 * 2^-1022 (below, the error of rounding is up to 2^-1075, no fraction of x;
 * 0 is the value 0 only); NaN otherwise (a bigint, a value past the
 * doubles, one below 2^-1022 that is no double).
 *
 * ```ts
 * roundedDoubleOf(0.5); roundedDoubleOf(5n); // 0.5, NaN
 * ```
 */
export function roundedDoubleOf(v: Coordinate): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number.NaN;
  const x = nearestDouble(v);
  return x === 0 || Math.abs(x) >= 2 ** -1022 || x === exactDouble(v) ? x : Number.NaN;
}

/**
 * True iff some value is not exactly a double (a bigint, or a Rational not
 * known to be one): the exact signs of such values run on BigInt.
 *
 * ```ts
 * notAllDoubles([0.5, 2]); notAllDoubles([0.5, 2n]); // false, true
 * ```
 */
export function notAllDoubles(values: readonly Coordinate[]): boolean {
  for (let i = 0; i < values.length; i++) if (Number.isNaN(doubleOf(values[i] as Coordinate))) return true;
  return false;
}

/**
 * A numerator and denominator (d > 0, a power of two for doubles; not
 * always in lowest terms) of a coordinate.
 *
 * ```ts
 * fraction(0.75); // [3n, 4n]
 * ```
 */
export function fraction(v: Coordinate): [bigint, bigint] {
  if (typeof v === 'bigint') return [v, 1n];
  if (typeof v === 'number') {
    if (Number.isInteger(v)) return [BigInt(v), 1n];
    const [m, e] = decomposeDouble(v);
    return [m, 1n << BigInt(-e)];
  }
  return fractionOf(v);
}

/**
 * Multiplies every value by one common positive factor L (the least common
 * denominator) so that all become integers. Signs of homogeneous
 * polynomials in the values (orientations, comparisons of parameters) are
 * unchanged by a common positive scale, so the exact BigInt evaluation runs
 * on these integers. Returns the integers and L.
 */
export function scaleToIntegers(values: readonly Coordinate[]): { ints: bigint[]; scale: bigint } {
  const n = values.length;
  const nums: bigint[] = new Array(n);
  const dens: bigint[] = new Array(n);
  let scale = 1n;
  for (let i = 0; i < n; i++) {
    const [p, q] = fraction(values[i] as Coordinate);
    nums[i] = p;
    dens[i] = q;
    // lcm(scale, q) = (scale/g)·q with g = gcd(scale, q), which alone tells whether q divides the scale (g = q).
    // The tests on q and g only save work (a gcd, a division): without them the scale comes out the same.
    // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: equivalent (see above)
    const g = q === 1n || q === scale ? q : gcd(scale, q);
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent (see above)
    if (g !== q) scale = (scale / g) * q;
  }
  const ints: bigint[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const q = dens[i] as bigint;
    ints[i] = q === scale ? (nums[i] as bigint) : (nums[i] as bigint) * (scale / q);
  }
  return { ints, scale };
}

/**
 * Reads the point `p` (an array or array-like of `dim` coordinates) once,
 * validating each coordinate, and appends the coordinates to `out`. Errors
 * name `fn` and the argument (`arg` followed by `at`, as for `copyPoint`):
 * `orient2d: a[1] is NaN`.
 *
 * ```ts
 * const v: Coordinate[] = [];
 * readPoint('f', 'a', new Float64Array([1, 2]), 2, v); // v = [1, 2]
 * ```
 */
export function readPoint(fn: string, arg: string, p: unknown, dim: 2 | 3, out: Coordinate[], at?: number | string): void {
  const n = arrayLikeLength(p);
  if (n < 0)
    throw new ExactTypeError(
      `${fn}: ${nameAt(arg, at)} is ${describeValue(p)}, expected a point [x, y${dim === 3 ? ', z' : ''}]`,
    );
  if (n !== dim) throw new ExactRangeError(`${fn}: ${nameAt(arg, at)} has ${n} coordinates, expected ${dim}`);
  for (let i = 0; i < dim; i++) {
    const v = (p as ArrayLike<unknown>)[i];
    if (!isCoordinate(v)) checkCoordinate(fn, `${nameAt(arg, at)}[${i}]`, v);
    out.push(v as Coordinate);
  }
}

/**
 * Throws unless v is a finite number (for the flat entry, whose arguments
 * are doubles only).
 *
 * ```ts
 * checkNumber('orient2d', 'ax', 1);   // fine
 * checkNumber('orient2d', 'ax', NaN); // throws ExactRangeError: orient2d: ax is NaN
 * ```
 */
export function checkNumber(fn: string, arg: string, v: unknown): asserts v is number {
  if (typeof v !== 'number') throw new ExactTypeError(`${fn}: ${arg} is ${describeValue(v)}, expected a finite number`);
  if (!Number.isFinite(v)) throw new ExactRangeError(`${fn}: ${arg} is ${describeValue(v)}`);
}
