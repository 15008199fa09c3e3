import * as fc from 'fast-check';
import type { Coordinate } from '../core/coordinate.js';
import { describeValue, ExactTypeError } from '../core/errors.js';
import type { Rational } from '../core/rational.js';
import { choiceField, readConstraints } from './constraints.js';
import { doubleCoordinate } from './doubleCoordinate.js';
import { gridCoordinate } from './gridCoordinate.js';
import { hugeBigIntCoordinate } from './hugeBigIntCoordinate.js';
import { rationalCoordinate } from './rationalCoordinate.js';
import { safeIntegerCoordinate } from './safeIntegerCoordinate.js';

/**
 * The kinds of coordinates:
 * - `'grid'`: small integers as numbers (default -8..8), coincidences are frequent;
 * - `'safe'`: integers as numbers up to 2^53;
 * - `'huge'`: bigints up to 2^300;
 * - `'double'`: any finite double, subnormals and 1e±300 included;
 * - `'rational'`: exact Rationals such as 1/3;
 * - `'mixed'`: any of the above, a different kind for each coordinate.
 */
export type CoordinateKind = 'grid' | 'safe' | 'huge' | 'double' | 'rational' | 'mixed';

/** All coordinate kinds, simplest first. */
export const COORDINATE_KINDS: readonly CoordinateKind[] = ['grid', 'safe', 'huge', 'double', 'rational', 'mixed'];

/** A `coordinates` constraint: a kind, or any arbitrary of coordinates. */
export type CoordinateChoice = CoordinateKind | fc.Arbitrary<Coordinate>;

/**
 * The coordinates an arbitrary gives for its `coordinates` constraint K:
 * numbers for `'grid'`, `'safe'` and `'double'`, bigints for `'huge'`,
 * Rationals for `'rational'`, any of them for `'mixed'`, T for an
 * `fc.Arbitrary<T>`. `segment2({ coordinates: 'grid' })` is thus an
 * `fc.Arbitrary<Segment2<number>>`, which functions of number points take
 * without a cast.
 */
export type CoordinateOf<K> = K extends 'grid' | 'safe' | 'double'
  ? number
  : K extends 'huge'
    ? bigint
    : K extends 'rational'
      ? Rational
      : K extends fc.Arbitrary<infer T extends Coordinate>
        ? T
        : Coordinate;

/** Constraints of {@link coordinate}. */
export interface CoordinateConstraints {
  /** Which kind of coordinate (default `'mixed'`). */
  kind?: CoordinateKind;
}

/**
 * One coordinate of the given kind (a number, bigint or Rational). `'mixed'`
 * shrinks toward grid values.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(coordinate({ kind: 'huge' }), (x) => typeof x === 'bigint'));
 * ```
 */
export function coordinate(constraints?: CoordinateConstraints): fc.Arbitrary<Coordinate> {
  const fn = 'coordinate';
  const c = readConstraints(fn, constraints, ['kind']);
  return coordinateOfKind(choiceField(fn, c, 'kind', 'mixed', COORDINATE_KINDS));
}

/** The coordinate arbitrary of a kind (validated). */
function coordinateOfKind(kind: CoordinateKind): fc.Arbitrary<Coordinate> {
  switch (kind) {
    case 'grid':
      return gridCoordinate();
    case 'safe':
      return safeIntegerCoordinate();
    case 'huge':
      return hugeBigIntCoordinate();
    case 'double':
      return doubleCoordinate();
    case 'rational':
      return rationalCoordinate();
    case 'mixed':
      return fc.oneof(
        { withCrossShrink: true },
        gridCoordinate(),
        safeIntegerCoordinate(),
        hugeBigIntCoordinate(),
        doubleCoordinate(),
        rationalCoordinate(),
      );
  }
}

/**
 * Reads the `coordinates` field of a point-like arbitrary: a kind (default
 * `fallback`) or any arbitrary of coordinates.
 */
export function coordinatesField(fn: string, c: Record<string, unknown>, fallback: CoordinateKind): fc.Arbitrary<Coordinate> {
  const v = c.coordinates;
  if (isArbitrary(v)) return v as fc.Arbitrary<Coordinate>;
  if (v !== undefined && typeof v !== 'string') {
    throw new ExactTypeError(
      `${fn}: constraints.coordinates is ${describeValue(v)}, expected a coordinate kind or an fc.Arbitrary`,
    );
  }
  return coordinateOfKind(choiceField(fn, c, 'coordinates', fallback, COORDINATE_KINDS));
}

/** Duck-typed so that an arbitrary from another copy of fast-check is accepted too. */
function isArbitrary(v: unknown): boolean {
  return typeof v === 'object' && v !== null && typeof (v as { generate?: unknown }).generate === 'function';
}

/** Reads the `coordinates` field of a degenerate family: a kind only (default `fallback`). */
export function kindField(fn: string, c: Record<string, unknown>, fallback: CoordinateKind): CoordinateKind {
  return choiceField(fn, c, 'coordinates', fallback, COORDINATE_KINDS);
}

/** Constraints of the 2D-only degenerate families. */
export interface FamilyConstraints<K extends CoordinateKind = CoordinateKind> {
  /** The coordinate kind the configuration is carried into, exactly (default `'mixed'`). */
  coordinates?: K;
}

/** Constraints of the degenerate families that exist in 2D and 3D. */
export interface FamilyConstraintsDim<D extends 2 | 3, K extends CoordinateKind = CoordinateKind> extends FamilyConstraints<K> {
  /** Dimension, 2 or 3 (default 2). */
  dim?: D;
}
