import type { Coordinate, Point, Point2, Segment } from '../index.js';
import { ExactRangeError, ExactTypeError, Rational } from '../index.js';
import { decodeCoordinate, isProblem } from './decodeCoordinate.js';
import type { JsonObject } from './parseJson.js';
import { JsonNumber } from './parseJson.js';
import { describeJson as show } from './shared/describeJson.js';
import { withoutStack } from './withoutStack.js';

/** The largest limit (`max_cells`, `max_pairs`) a request may give: 2^53 − 1. */
const MAX_LIMIT = BigInt(Number.MAX_SAFE_INTEGER);

/** A box as the library takes it. */
export type RequestBox = { min: Point; max: Point };

/**
 * Reads the fields of one request into library values, checking shapes and
 * dimensions as it goes (PROTOCOL.md "Values"). Errors are `bad_input` and
 * name the op and the field path: `orient2d: b[1] is "x", not a numeric
 * string ...`.
 *
 * Order of checks, which PROTOCOL.md fixes only in part:
 * 1. shape checks, field by field in the op's field order, first failure
 *    wins (`bad_input`): missing field, wrong type, wrong dimension, a
 *    malformed number;
 * 2. `finish()`: a number past --max-digits (`too_large`), the first one;
 *    it is deferred so that every shape error is reported before it;
 * 3. the library call, which checks values first (`bad_input`: a box with
 *    min > max, a zero direction) and may then say `not_convex` or
 *    `degenerate`. The reader does not check them again.
 */
export class RequestReader {
  private dim: 0 | 2 | 3;
  private tooLarge: ExactRangeError | null = null;

  /**
   * `dim` is 2 or 3 for ops of one dimension, 0 for ops that take either:
   * then the first point read fixes it for the rest of the request.
   */
  constructor(
    readonly op: string,
    private readonly request: JsonObject,
    private readonly maxDigits: number,
    private readonly opDim: 0 | 2 | 3,
  ) {
    this.dim = opDim;
  }

  /** The dimension fixed so far (0 when no point was read). */
  get dimension(): 0 | 2 | 3 {
    return this.dim;
  }

  /** A field's raw value; a missing field is bad_input. */
  field(name: string): unknown {
    const v = this.request[name];
    if (v === undefined) throw withoutStack(() => new ExactTypeError(`${this.op}: missing field "${name}"`));
    return v;
  }

  /** An optional field's raw value, undefined when absent. */
  optional(name: string): unknown {
    return this.request[name];
  }

  /** A coordinate field (`x`, `a`, `b` of in_range). */
  coordinate(name: string): Coordinate {
    return this.coordinateAt(this.field(name), name);
  }

  /** A point field: 2 or 3 coordinates, of the request's dimension. */
  point(name: string): Point {
    return this.pointAt(this.field(name), name);
  }

  /** A segment field `[p, q]`. */
  segment(name: string): Segment {
    return this.segmentAt(this.field(name), name);
  }

  /** `{ "min": point, "max": point }`; other keys are ignored. */
  box(name: string): RequestBox {
    const v = this.field(name);
    if (typeof v !== 'object' || v === null || Array.isArray(v) || v instanceof JsonNumber) {
      throw withoutStack(
        () => new ExactTypeError(`${this.op}: ${name} is ${show(v)}, expected a box {"min": point, "max": point}`),
      );
    }
    const o = v as JsonObject;
    if (o.min === undefined) throw withoutStack(() => new ExactTypeError(`${this.op}: ${name} has no "min"`));
    const min = this.pointAt(o.min, `${name}.min`);
    if (o.max === undefined) throw withoutStack(() => new ExactTypeError(`${this.op}: ${name} has no "max"`));
    const max = this.pointAt(o.max, `${name}.max`);
    return { min, max };
  }

  /** A non-empty array of points. */
  points(name: string, what = 'points'): Point[] {
    return this.pointsAt(this.field(name), name, what);
  }

  /** A string field that must be one of `allowed` (`rule` of point_in_polygon). */
  choice<T extends string>(name: string, allowed: readonly T[]): T {
    const v = this.field(name);
    if (typeof v !== 'string' || !(allowed as readonly string[]).includes(v)) {
      const expected = allowed.map((a) => JSON.stringify(a)).join(' or ');
      throw withoutStack(() => new ExactTypeError(`${this.op}: ${name} is ${show(v)}, expected ${expected}`));
    }
    return v as T;
  }

  /** A non-empty array of rings, each a non-empty array of points (PROTOCOL.md "Polygons"). */
  rings(name: string): Point[][] {
    const v = this.field(name);
    if (!Array.isArray(v))
      throw withoutStack(() => new ExactTypeError(`${this.op}: ${name} is ${show(v)}, expected an array of rings`));
    if (v.length === 0) throw withoutStack(() => new ExactRangeError(`${this.op}: ${name} is empty`));
    const out: Point[][] = new Array(v.length);
    for (let i = 0; i < v.length; i++) out[i] = this.pointsAt(v[i], `${name}[${i}]`, 'points (a ring)');
    return out;
  }

  /** A polygon: a non-empty array of 2D points. */
  polygon(name: string): Point2[] {
    return this.points(name, 'points (a polygon)') as Point2[];
  }

  /** Exactly one vector per axis (2 in 2D, 3 in 3D), each shaped like a point. */
  vectors(name: string): Point[] {
    const v = this.field(name);
    if (!Array.isArray(v))
      throw withoutStack(() => new ExactTypeError(`${this.op}: ${name} is ${show(v)}, expected an array of vectors`));
    const want = this.dim === 0 ? (v.length === 2 || v.length === 3 ? v.length : 0) : this.dim;
    if (v.length !== want) {
      throw withoutStack(
        () =>
          new ExactRangeError(
            `${this.op}: ${name} has ${v.length} vectors, expected ${want === 0 ? '2 or 3' : `${want} (one per axis in ${want}D)`}`,
          ),
      );
    }
    const out: Point[] = new Array(v.length);
    for (let i = 0; i < v.length; i++) out[i] = this.pointAt(v[i], `${name}[${i}]`);
    return out;
  }

  /**
   * An optional count limit such as `max_cells` or `max_pairs` (PROTOCOL.md:
   * a non-negative integer at most 2^53 − 1, given as any coordinate with
   * that integer value: `10`, `10.0`, `"10"`, `"20/2"`). The field is read
   * here, with the other shape checks (a value that is no coordinate is
   * bad_input at once, one past --max-digits is too_large at `finish()`);
   * its value is checked when the returned function is called, after
   * `finish()`, with the other value checks. `fallback` when absent. Pair it
   * with `overLimit` to stop the work as soon as the count passes it (never
   * build the whole answer first: that is the memory the limit is there to
   * bound).
   *
   * ```ts
   * const maxCells = r.limit('max_cells', 100_000);
   * r.finish();
   * const max = maxCells(); // 7 for "max_cells": "14/2"
   * if (cells.length > max) throw r.overLimit('max_cells', max, 'cells');
   * ```
   */
  limit(name: string, fallback: number): () => number {
    const v = this.request[name];
    if (v === undefined) return () => fallback;
    const c = this.coordinateAt(v, name);
    return () => {
      const x = Rational.from(c);
      if (!x.isInteger() || x.num < 0n || x.num > MAX_LIMIT)
        throw withoutStack(
          () => new ExactRangeError(`${this.op}: ${name} is ${show(v)}, expected an integer from 0 to 2^53 - 1`),
        );
      return Number(x.num);
    };
  }

  /** The too_large error for an answer with more than `max` items: `grid_cells: more than 5 cells, over max_cells 5`. */
  overLimit(name: string, max: number, what: string): ExactRangeError {
    return withoutStack(() => new ExactRangeError(`${this.op}: more than ${max} ${what}, over ${name} ${max}`, 'too_large'));
  }

  /**
   * Ends the shape checks: throws the first too_large number, if any.
   * The library call comes after.
   */
  finish(): void {
    if (this.tooLarge !== null) throw this.tooLarge;
  }

  private pointsAt(v: unknown, path: string, what: string): Point[] {
    if (!Array.isArray(v))
      throw withoutStack(() => new ExactTypeError(`${this.op}: ${path} is ${show(v)}, expected an array of ${what}`));
    if (v.length === 0) throw withoutStack(() => new ExactRangeError(`${this.op}: ${path} is empty`));
    const out: Point[] = new Array(v.length);
    for (let i = 0; i < v.length; i++) out[i] = this.pointAt(v[i], `${path}[${i}]`);
    return out;
  }

  coordinateAt(v: unknown, path: string): Coordinate {
    const c = decodeCoordinate(v, this.maxDigits);
    if (!isProblem(c)) return c;
    const message = `${this.op}: ${path} is ${show(v)}, ${c.why}`;
    if (c.code === 'bad_input') throw withoutStack(() => new ExactTypeError(message));
    this.tooLarge ??= withoutStack(() => new ExactRangeError(message, 'too_large'));
    return 0; // a stand-in, so that the shape checks can go on
  }

  /** A point at `path` (a value already taken out of the request), of the request's dimension. */
  pointAt(v: unknown, path: string): Point {
    if (!Array.isArray(v)) {
      throw withoutStack(
        () =>
          new ExactTypeError(`${this.op}: ${path} is ${show(v)}, expected a point (an array of ${this.dimWanted()} coordinates)`),
      );
    }
    const n = v.length;
    if (this.dim === 0) {
      if (n !== 2 && n !== 3)
        throw withoutStack(() => new ExactRangeError(`${this.op}: ${path} has ${n} coordinates, expected 2 or 3`));
      this.dim = n;
    } else if (n !== this.dim) {
      const why = this.opDim !== 0 ? `(${this.op} is ${this.opDim}D only)` : 'like the other points';
      throw withoutStack(() => new ExactRangeError(`${this.op}: ${path} has ${n} coordinates, expected ${this.dim} ${why}`));
    }
    const p: Coordinate[] = new Array(n);
    for (let i = 0; i < n; i++) p[i] = this.coordinateAt(v[i], `${path}[${i}]`);
    return p as unknown as Point;
  }

  /** A segment at `path` (a value already taken out of the request). */
  segmentAt(v: unknown, path: string): Segment {
    if (!Array.isArray(v))
      throw withoutStack(() => new ExactTypeError(`${this.op}: ${path} is ${show(v)}, expected a segment [p, q]`));
    if (v.length !== 2) throw withoutStack(() => new ExactRangeError(`${this.op}: ${path} has ${v.length} points, expected 2`));
    return [this.pointAt(v[0], `${path}[0]`), this.pointAt(v[1], `${path}[1]`)] as unknown as Segment;
  }

  private dimWanted(): string {
    return this.dim === 0 ? '2 or 3' : String(this.dim);
  }
}
