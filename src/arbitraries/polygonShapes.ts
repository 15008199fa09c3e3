import * as fc from 'fast-check';
import type { CoordinateKind } from './coordinate.js';
import { rareFlag } from './lattice.js';
import type { IntRing } from './polygonParts.js';
import { DIRECTIONS, keptDirections, presented, ringOn, unitBits, withDuplicates, withMidpoints } from './polygonParts.js';

/*
 * The integer shapes of the polygon arbitraries, each a configuration
 * arbitrary and the rings it builds. Radii are multiples of a unit m = 2^u
 * chosen with the configuration (u from 0 to the kind's unitBits), so that
 * the same shapes appear at every scale the kind allows.
 */

/** The shapes: a simple ring, an outer ring with a hole (or several such polygons), a ring winding several times, a ring with spikes. */
export type PolygonShape = 'simple' | 'holes' | 'selfIntersecting' | 'spiked';

/** The shapes, simplest first. */
export const POLYGON_SHAPES: readonly PolygonShape[] = ['simple', 'holes', 'selfIntersecting', 'spiked'];

/** How holes wind relative to their outer ring. */
export type HoleWinding = 'opposite' | 'same' | 'any';

/** The unit 2^u, u from 0 to the kind's budget, shrinking toward 1. */
function unit(kind: CoordinateKind): fc.Arbitrary<bigint> {
  return fc.integer({ min: 0, max: unitBits(kind) }).map((u) => 1n << BigInt(u));
}

/** Sixteen radii in [lo, hi]·m. */
function radii(lo: number, hi: number): fc.Arbitrary<bigint[]> {
  return fc.array(fc.bigInt({ min: BigInt(lo), max: BigInt(hi) }), { minLength: 16, maxLength: 16 });
}

const scaled = (rs: readonly bigint[], m: bigint) => rs.map((r) => r * m);
const sixteen = <T>(arb: fc.Arbitrary<T>) => fc.array(arb, { minLength: 16, maxLength: 16 });

/** A star-shaped simple ring: directions kept by flags, radii in [1, 16]·m, any winding and start. */
function simpleConfig(kind: CoordinateKind) {
  return fc.record({ m: unit(kind), r: radii(1, 16), keep: sixteen(fc.boolean()), clockwise: fc.boolean(), start: fc.nat(15) });
}
type SimpleConfig = { m: bigint; r: bigint[]; keep: boolean[]; clockwise: boolean; start: number };
function simpleRing(c: SimpleConfig): IntRing {
  return presented(ringOn(keptDirections(c.keep), scaled(c.r, c.m)), c.clockwise, c.start);
}

/**
 * Outer rings on all sixteen directions with radii in [8, 16]·m and, inside
 * each, a hole on kept directions with radii in [1, m]: every outer vertex is
 * at least 8m from the origin and, consecutive directions being less than
 * 27° apart with radii within a factor 2·√5, every edge at least 4.4m;
 * the hole's vertices are within √5·m. Part j is moved 80m along x.
 */
function holesConfig(kind: CoordinateKind, maxParts: number) {
  const part = fc.record({
    outer: radii(8, 16),
    hole: fc.array(fc.bigInt({ min: 1n, max: 1n << 40n }), { minLength: 16, maxLength: 16 }),
    keep: sixteen(fc.boolean()),
    clockwise: fc.boolean(),
    holeSame: fc.boolean(),
    start: fc.nat(15),
  });
  return fc.record({ m: unit(kind), parts: fc.array(part, { minLength: 1, maxLength: maxParts }) });
}
type HolesConfig = {
  m: bigint;
  parts: { outer: bigint[]; hole: bigint[]; keep: boolean[]; clockwise: boolean; holeSame: boolean; start: number }[];
};
function holesRings(c: HolesConfig, holeWinding: HoleWinding): IntRing[] {
  const all = DIRECTIONS.map((_, k) => k);
  return c.parts.flatMap((p, j) => {
    const shift = (ring: IntRing) => ring.map(([x, y]) => [(x as bigint) + 80n * BigInt(j) * c.m, y as bigint]);
    const outer = presented(shift(ringOn(all, scaled(p.outer, c.m))), p.clockwise, p.start);
    // Hole radii in [1, m]: the drawn value reduced modulo m.
    const hr = p.hole.map((h) => 1n + ((h - 1n) % c.m));
    const same = holeWinding === 'same' || (holeWinding === 'any' && p.holeSame);
    const hole = presented(shift(ringOn(keptDirections(p.keep), hr)), same ? p.clockwise : !p.clockwise, p.start);
    return [outer, hole];
  });
}

/**
 * A ring through the sixteen directions taking every `turns`-th one: it
 * winds `turns` times around the origin (no edge spans 180°), so it crosses
 * itself.
 */
function selfIntersectingConfig(kind: CoordinateKind, turns: readonly number[]) {
  return fc.record({
    m: unit(kind),
    r: radii(1, 16),
    turns: fc.constantFrom(...turns),
    clockwise: fc.boolean(),
    start: fc.nat(15),
  });
}
type SelfIntersectingConfig = { m: bigint; r: bigint[]; turns: number; clockwise: boolean; start: number };
function selfIntersectingRing(c: SelfIntersectingConfig): IntRing {
  const indices = DIRECTIONS.map((_, k) => (k * c.turns) % 16);
  return presented(ringOn(indices, scaled(c.r, c.m)), c.clockwise, c.start);
}

/**
 * A simple ring with spikes: after vertex v = r·d a detour to v + s·d
 * (outward) or (r − s)·d (inward, s < r) and back to v, along the vertex's
 * own ray, which leaves (or stays in) the star-shaped ring without meeting
 * another edge. Vertex 0 of the unrotated ring always gets one.
 */
function spikedConfig(kind: CoordinateKind) {
  return fc.record({
    ring: simpleConfig(kind),
    spike: sixteen(rareFlag()),
    length: radii(1, 16),
    inward: sixteen(fc.boolean()),
  });
}
type SpikedConfig = { ring: SimpleConfig; spike: boolean[]; length: bigint[]; inward: boolean[] };
function spikedRing(c: SpikedConfig): IntRing {
  const { m } = c.ring;
  const kept = keptDirections(c.ring.keep);
  const rs = scaled(c.ring.r, m);
  const ring = kept.flatMap((k, i) => {
    const d = DIRECTIONS[k] as readonly [bigint, bigint];
    const r = rs[i] as bigint;
    const v = [r * d[0], r * d[1]];
    if (i > 0 && !c.spike[k]) return [v];
    const s = (c.length[k] as bigint) * m;
    const inward = c.inward[k] && r > 1n;
    const t = inward ? r - (s < r ? s : r - 1n) : r + s;
    return [v, [t * d[0], t * d[1]], [...v]];
  });
  return presented(ring, c.ring.clockwise, c.ring.start);
}

/** Options of `shapeRings`. */
export type ShapeOptions = { holeWinding: HoleWinding; maxParts: number; turns: readonly number[] };

/**
 * The rings of a shape as a function of the extras (midpoint and duplicate
 * flags), applied to every ring: midpoints first (they double every
 * coordinate), then repeated vertices.
 */
export function shapeRings(
  kind: CoordinateKind,
  shape: PolygonShape,
  options: ShapeOptions,
): fc.Arbitrary<(extras: { mid: boolean[]; dup: boolean[] }) => IntRing[]> {
  const withExtras = (rings: IntRing[]) => (extras: { mid: boolean[]; dup: boolean[] }) =>
    rings.map((ring) => withDuplicates(extras.mid.some((f) => f) ? withMidpoints(ring, extras.mid) : ring, extras.dup));
  switch (shape) {
    case 'simple':
      return simpleConfig(kind).map((c) => withExtras([simpleRing(c)]));
    case 'holes':
      return holesConfig(kind, options.maxParts).map((c) => withExtras(holesRings(c, options.holeWinding)));
    case 'selfIntersecting':
      return selfIntersectingConfig(kind, options.turns).map((c) => withExtras([selfIntersectingRing(c)]));
    case 'spiked':
      return spikedConfig(kind).map((c) => withExtras([spikedRing(c)]));
  }
}
