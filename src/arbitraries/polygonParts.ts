import * as fc from 'fast-check';
import { boolField } from './boolField.js';
import { readConstraints } from './constraints.js';
import type { CoordinateKind } from './coordinate.js';
import { kindField } from './coordinate.js';
import { EMBEDDING_BITS, embed, embedding } from './embedding.js';
import { rareFlag } from './lattice.js';

/*
 * Integer building blocks of the polygon arbitraries. Every polygon is built
 * on integers, where its properties (simple, a hole inside its outer ring, a
 * point on an edge, collinear points) hold exactly, then moved by an exact
 * integer affine map and carried into the coordinate kind by the package's
 * exact embedding. Everything is composed with map from independent parts,
 * so that fast-check shrinks each part toward the simplest polygon.
 */

/** An integer point, and a ring of them. */
export type IntPoint = bigint[];
export type IntRing = IntPoint[];

/**
 * Sixteen primitive lattice directions in counterclockwise order of angle,
 * from (1, 0). Vertices r·dᵢ on distinct directions, in this order, make a
 * ring that is star-shaped around the origin; two consecutive directions
 * are less than 27° apart.
 */
export const DIRECTIONS: readonly (readonly [bigint, bigint])[] = [
  [1n, 0n],
  [2n, 1n],
  [1n, 1n],
  [1n, 2n],
  [0n, 1n],
  [-1n, 2n],
  [-1n, 1n],
  [-2n, 1n],
  [-1n, 0n],
  [-2n, -1n],
  [-1n, -1n],
  [-1n, -2n],
  [0n, -1n],
  [1n, -2n],
  [1n, -1n],
  [2n, -1n],
];

/**
 * The radius unit of a kind: ring multipliers stay below 2^unitBits·16, so
 * that after midpoints (×2), boundary parameters (×16), the affine map (×4)
 * and its translation every integer stays within the kind's embedding
 * budget.
 */
export function unitBits(kind: CoordinateKind): number {
  return Math.max(0, EMBEDDING_BITS[kind] - 16);
}

/** r·d for each direction index. */
export function ringOn(indices: readonly number[], radii: readonly bigint[]): IntRing {
  return indices.map((k, i) => {
    const d = DIRECTIONS[k] as readonly [bigint, bigint];
    const r = radii[i % radii.length] as bigint;
    return [r * d[0], r * d[1]];
  });
}

/**
 * Indices 0..15 with those whose flag is false dropped, except 0, 5 and 10
 * (0°, 117°, 243°): consecutive kept directions stay less than 180° apart,
 * so the ring still winds around the origin.
 */
export function keptDirections(flags: readonly boolean[]): number[] {
  return DIRECTIONS.map((_, k) => k).filter((k) => k % 5 === 0 || flags[k] !== false);
}

/** An exact integer affine map x ↦ A·x + t with det A ≠ 0. */
export type Affine = { a: bigint; b: bigint; c: bigint; d: bigint; tx: bigint; ty: bigint };

/**
 * A random affine map with entries of A in [−2, 2] and a translation within
 * 2^tBits; a singular A becomes the identity. Shrinks toward the zero
 * matrix, so toward the identity and no translation.
 */
function affineMap(tBits: number): fc.Arbitrary<Affine> {
  const e = fc.bigInt({ min: -2n, max: 2n });
  const t = fc.bigInt({ min: -(1n << BigInt(tBits)), max: 1n << BigInt(tBits) });
  return fc
    .tuple(e, e, e, e, t, t)
    .map(([a, b, c, d, tx, ty]) => (a * d - b * c === 0n ? { a: 1n, b: 0n, c: 0n, d: 1n, tx, ty } : { a, b, c, d, tx, ty }));
}

/** The map applied to a point. */
function mapPoint(m: Affine, p: IntPoint): IntPoint {
  const [x, y] = p as [bigint, bigint];
  return [m.a * x + m.b * y + m.tx, m.c * x + m.d * y + m.ty];
}

/** Doubles every coordinate and inserts the midpoint of edge i after vertex i where flags[i] (collinear vertices). */
export function withMidpoints(ring: IntRing, flags: readonly boolean[]): IntRing {
  const w = ring.map((p) => p.map((x) => 2n * x));
  return w.flatMap((p, i) => {
    const q = w[(i + 1) % w.length] as IntPoint;
    return flags[i % flags.length] ? [p, p.map((x, k) => (x + (q[k] as bigint)) / 2n)] : [p];
  });
}

/** Repeats vertex i where flags[i] (consecutive duplicates). */
export function withDuplicates(ring: IntRing, flags: readonly boolean[]): IntRing {
  return ring.flatMap((p, i) => (flags[i % flags.length] ? [p, [...p]] : [p]));
}

/** Rotates the ring to start at vertex `start`, reversed when `clockwise`. */
export function presented(ring: IntRing, clockwise: boolean, start: number): IntRing {
  const r = clockwise ? [...ring].reverse() : ring;
  const s = start % r.length;
  return [...r.slice(s), ...r.slice(0, s)];
}

/** Constraints shared by the polygon arbitraries. */
export interface PolygonConstraints {
  /** The coordinate kind the polygon is carried into, exactly (default `'mixed'`). */
  coordinates?: CoordinateKind;
  /** Insert extra vertices in the middle of some edges (default true, one edge in four). */
  collinear?: boolean;
  /** Repeat some vertices (default true, one vertex in four). */
  duplicates?: boolean;
  /** Move the polygon by a random exact integer affine map (shear, rotation by 90°, reflection, translation; default true). */
  affine?: boolean;
}

/** The shared constraints, read and checked for arbitrary `fn` (with its own extra fields). */
export function readPolygonConstraints(
  fn: string,
  constraints: unknown,
  extra: readonly string[],
): { c: Record<string, unknown>; kind: CoordinateKind; collinear: boolean; duplicates: boolean; affine: boolean } {
  const c = readConstraints(fn, constraints, ['coordinates', 'collinear', 'duplicates', 'affine', ...extra]);
  return {
    c,
    kind: kindField(fn, c, 'mixed'),
    collinear: boolField(fn, c, 'collinear', true),
    duplicates: boolField(fn, c, 'duplicates', true),
    affine: boolField(fn, c, 'affine', true),
  };
}

/** Flags for `withMidpoints` or `withDuplicates`: rare when on, all false when off. */
function flags(on: boolean, n = 40): fc.Arbitrary<boolean[]> {
  return fc.array(on ? rareFlag() : fc.constant(false), { minLength: n, maxLength: n });
}

/**
 * The finishing steps of every polygon arbitrary: the extra vertices, the
 * affine map, and the embedding into the coordinate kind, applied to every
 * ring of the integer configuration (and to any extra points, such as a
 * query point, which get the same map).
 */
export function finish<T>(
  kind: CoordinateKind,
  options: { collinear: boolean; duplicates: boolean; affine: boolean },
  config: fc.Arbitrary<T>,
  build: (config: T, extras: { mid: boolean[]; dup: boolean[] }) => unknown,
): fc.Arbitrary<unknown> {
  const tBits = Math.max(1, EMBEDDING_BITS[kind] - 4);
  const map = options.affine ? affineMap(tBits) : fc.constant<Affine>({ a: 1n, b: 0n, c: 0n, d: 1n, tx: 0n, ty: 0n });
  return fc
    .tuple(config, flags(options.collinear), flags(options.duplicates), map, embedding(kind))
    .map(([cfg, mid, dup, m, e]) => embed(mapAll(build(cfg, { mid, dup }), m), e));
}

/** Applies the map to every integer point (an array of two bigints) in a nested configuration. */
function mapAll(x: unknown, m: Affine): unknown {
  if (Array.isArray(x)) {
    if (x.length === 2 && typeof x[0] === 'bigint' && typeof x[1] === 'bigint') return mapPoint(m, x as IntPoint);
    return x.map((y) => mapAll(y, m));
  }
  if (x !== null && typeof x === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(x)) out[k] = mapAll(v, m);
    return out;
  }
  return x;
}
