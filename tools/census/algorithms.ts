import type { FloatHit, FloatPoint2 } from '../../src/float/index.js';
import {
  cohenSutherlandClipFloat,
  cwTestFloat,
  liangBarskyFloat,
  orient2dFloat,
  rayAabbFloat,
  rayAabbTolerantFloat,
  rayBoxFloat,
  segmentBoxFloat,
  segmentCuboidFloat,
  segmentsIntersectFloat,
  segRectCollideFloat,
} from '../../src/float/index.js';
import type { Point, Point2, Segment, Segment2 } from '../../src/index.js';
import {
  clipSegment,
  cohenSutherlandClip,
  orient2d,
  Rational,
  rayBox,
  segmentBox,
  segmentIntersectsBox,
  segmentIntersectsParallelepiped,
  segmentsIntersect,
} from '../../src/index.js';
import { cwTest, segRectCollide } from '../../src/ruby/index.js';
import { ARRANGEMENT_ALGORITHMS } from './arrangementAlgorithms.js';
import { GRID_ALGORITHMS } from './gridAlgorithms.js';
import { POLYGON_ALGORITHMS } from './polygonAlgorithms.js';
import { TRIANGLE_ALGORITHMS } from './triangleAlgorithms.js';
import type { BoxCase, CaseKind, CaseOf, Category, CensusCase, Pt, Verdict } from './types.js';

/**
 * One float algorithm as code commonly writes it, and its exact twin, run
 * on the same case.
 * `float` may throw or answer NaN (that is the `error` category); `exact`
 * throwing means the case is outside the algorithm's domain (a zero ray
 * direction after rounding, a cuboid edge that rounded to zero) and the case
 * is skipped, not counted.
 */
export interface Algorithm<K extends CaseKind = CaseKind> {
  /** The float function's name, as exported by `exact-predicates/float`. */
  name: string;
  /** The exact twin, as exported by `exact-predicates`. */
  exactName: string;
  /** The method in a few words, for tables and cards: "slab method by reciprocal", "Liang–Barsky". */
  method: string;
  /**
   * Where the float code rounds, completing "the float code ...", for the
   * gallery's sentence on why it is wrong: "multiplies by the rounded
   * reciprocal 1/d". Default: "computes in rounded doubles".
   */
  rounding?: string;
  /** A reason of this code's own (a tolerance, a known bug) when it decides the case, as a sentence; else undefined. */
  particular?(c: CaseOf<K>): string | undefined;
  kind: K;
  /** The dimensions the algorithm takes (the Ruby post's functions are 2D only). */
  dims: readonly (2 | 3)[];
  float(c: CaseOf<K>): Verdict;
  exact(c: CaseOf<K>): Verdict;
  /** The verdict that counts as "hit": true for boxes, 0 (collinear) for orientations. */
  isHit(v: Verdict): boolean;
  /** A verdict in words, for the gallery: "hit", "miss", "+1 (ccw)". */
  describe(v: Verdict): string;
  /** The points the float code computed (enter and exit), for the gallery; none when it only says yes or no. */
  floatPoints?(c: CaseOf<K>): Pt[];
  /** How two different verdicts relate, where hit or miss does not say it (lists of cells). */
  compare?(float: Verdict, exact: Verdict): Category;
}

/** A slab result as a verdict: NaN bounds make it an error, not a hit. */
function hitOf(h: FloatHit | null): boolean {
  if (h === null) return false;
  if (Number.isNaN(h.t0) || Number.isNaN(h.t1)) throw new Error('NaN in the float interval');
  return true;
}

/** The enter and exit points of a float slab result, or none. */
function slabPoints(h: FloatHit | null): Pt[] {
  return h === null ? [] : [h.enter, h.exit];
}

function clipHit(c: [number[], number[]] | null): boolean {
  if (c === null) return false;
  if (c.flat().some(Number.isNaN)) throw new Error('NaN in the clipped segment');
  return true;
}

const isTrue = (v: Verdict): boolean => v === true;
const hitWords = (v: Verdict): string => (v ? 'hit' : 'miss');
const isCollinear = (v: Verdict): boolean => v === 0;

function signWords(v: Verdict): string {
  return v === 1 ? '+1 (ccw)' : v === -1 ? '−1 (cw)' : v === 0 ? '0 (collinear)' : String(v);
}

function cwWords(v: Verdict): string {
  return v === 1 ? '1 (ccw)' : v === 2 ? '2 (cw)' : v === 0 ? '0 (collinear)' : String(v);
}

const p2 = (p: Pt): Point2 => p as unknown as Point2;
const seg = (s: [Pt, Pt]): Segment => s as unknown as Segment;
const seg2 = (s: [Pt, Pt]): Segment2 => s as unknown as Segment2;

/** The rectangle corners in the Ruby post's order: tl, tr, br, bl. */
export function rectCorners(box: BoxCase): [Pt, Pt, Pt, Pt] {
  const [x0, y0] = box.min as [number, number];
  const [x1, y1] = box.max as [number, number];
  return [
    [x0, y1],
    [x1, y1],
    [x1, y0],
    [x0, y0],
  ];
}

/**
 * The reciprocal slab's `ray_aabb` takes two points; the census builds p2 = origin + dir
 * in doubles and gives the exact twin the same ray: direction p2 − origin,
 * exactly.
 */
export function rayThrough(c: CaseOf<'rayBox'>): { p1: Pt; p2: Pt; dir: Rational[] } {
  const p2pt = c.origin.map((o, i) => o + (c.dir[i] as number));
  const dir = p2pt.map((x, i) => Rational.fromNumber(x).sub(Rational.fromNumber(c.origin[i] as number)));
  return { p1: c.origin, p2: p2pt, dir };
}

/**
 * The Ruby post's point-in-quad takes a point on the line of a rectangle of
 * no area as inside it (its four cw tests are all 0): the reason for its
 * false hits there.
 */
function zeroAreaRectangle(c: CaseOf<'segmentBox'>): string | undefined {
  const [x0, y0] = c.box.min as [number, number];
  const [x1, y1] = c.box.max as [number, number];
  if ((x0 !== x1 && y0 !== y1) || segRectExact(c)) return undefined;
  return "The rectangle has no area, so for a point on its line the four cw tests of the Ruby post's point-in-quad are all 0 and it takes the point as inside: the coinciding-quad bug.";
}

function segRectExact(c: CaseOf<'segmentBox'>): boolean {
  const [tl, tr, br, bl] = rectCorners(c.box).map(p2) as [Point2, Point2, Point2, Point2];
  return segRectCollide(p2(c.s[0]), p2(c.s[1]), tl, tr, br, bl);
}

/** The ray-picking code's own limits: direction components below 1e-6 count as parallel, and the ray ends at t = 10000. */
function tolerances(c: CaseOf<'rayBox'>): string | undefined {
  const tiny = c.dir.find((d) => d !== 0 && Math.abs(d) < 1e-6);
  if (tiny !== undefined)
    return `A direction component of ${tiny.toPrecision(3)} is below the float code's 1e-6 tolerance, so it treats the ray as parallel to that slab.`;
  const t = rayBox(c.origin as unknown as Point, c.dir as unknown as Point, c.box as never);
  if (t !== null && t[0].compare(Rational.of(10000n)) > 0)
    return `The ray meets the box at t = ${t[0].toNumber().toPrecision(3)}, past the float code's fixed ray end, t = 10000.`;
  return undefined;
}

/** The rotated-cuboid code's fixed 1e-9 thresholds, when they decide: an edge or a direction component below them. */
function tinyCuboid(c: CaseOf<'segmentCuboid'>): string | undefined {
  const edge = Math.min(...c.edges.map((e) => Math.hypot(...e)));
  if (edge < 1e-9)
    return `An edge is ${edge.toPrecision(2)} long, below the float code's fixed 1e-9 threshold, so it answers no whatever the segment.`;
  const along = c.edges.map(
    (e) => Math.abs(e.reduce((sum, x, i) => sum + x * ((c.s[1][i] as number) - (c.s[0][i] as number)), 0)) / Math.hypot(...e),
  );
  const tiny = along.find((d) => d !== 0 && d < 1e-9);
  if (tiny === undefined) return undefined;
  return `The segment moves ${tiny.toPrecision(2)} along an edge, below the float code's fixed 1e-9 threshold, so it is taken as parallel to that face.`;
}

/** Cohen–Sutherland rounds where it moves an end onto a box side, not in a parameter: say so. */
function movedEnd(c: CaseOf<'segmentBox'>): string {
  const t = segmentBox(seg(c.s), c.box as never);
  if (t === null)
    return 'Exactly, the segment passes outside the box; the float code moves its ends onto the box sides in doubles, and a moved end rounds inside.';
  const where = t[0].equals(t[1]) ? 'touches the box at a single point' : 'enters the box at the ringed point';
  return `Exactly, the segment ${where}; the float code moves its ends onto the box sides in doubles, a moved end rounds to just outside, and the segment is rejected.`;
}

const orient2dAlg: Algorithm<'triple'> = {
  name: 'orient2dFloat',
  exactName: 'orient2d',
  method: 'the naive formula',
  rounding: 'rounds the two products of (b − a) × (c − a)',
  kind: 'triple',
  dims: [2],
  float: (c) => orient2dFloat(c.a as [number, number], c.b as [number, number], c.c as [number, number]),
  exact: (c) => orient2d(p2(c.a), p2(c.b), p2(c.c)),
  isHit: isCollinear,
  describe: signWords,
};

const cwTestAlg: Algorithm<'triple'> = {
  name: 'cwTestFloat',
  exactName: 'cwTest',
  method: "Ruby post's cw_test",
  rounding: 'rounds the two products of (b − a) × (c − a)',
  kind: 'triple',
  dims: [2],
  float: (c) => cwTestFloat(c.a as [number, number], c.b as [number, number], c.c as [number, number]),
  exact: (c) => cwTest(p2(c.a), p2(c.b), p2(c.c)),
  isHit: isCollinear,
  describe: cwWords,
};

const segmentsAlg: Algorithm<'segments'> = {
  name: 'segmentsIntersectFloat',
  exactName: 'segmentsIntersect',
  method: "Ruby post's seg_intersect?",
  rounding: "decides each end's side of the other segment by rounded products",
  kind: 'segments',
  dims: [2],
  float: (c) => segmentsIntersectFloat(c.s as never, c.t as never),
  exact: (c) => segmentsIntersect(seg2(c.s), seg2(c.t)),
  isHit: isTrue,
  describe: hitWords,
};

const segRectAlg: Algorithm<'segmentBox'> = {
  name: 'segRectCollideFloat',
  exactName: 'segRectCollide',
  method: "Ruby post's seg_rect_collide?",
  rounding: 'decides sides by rounded products',
  particular: zeroAreaRectangle,
  kind: 'segmentBox',
  dims: [2],
  float: (c) => {
    const [tl, tr, br, bl] = rectCorners(c.box) as unknown as FloatPoint2[];
    const [a, b] = c.s as unknown as FloatPoint2[];
    return segRectCollideFloat(
      a as FloatPoint2,
      b as FloatPoint2,
      tl as FloatPoint2,
      tr as FloatPoint2,
      br as FloatPoint2,
      bl as FloatPoint2,
    );
  },
  exact: segRectExact,
  isHit: isTrue,
  describe: hitWords,
};

const segmentBoxAlg: Algorithm<'segmentBox'> = {
  name: 'segmentBoxFloat',
  exactName: 'segmentIntersectsBox',
  method: 'slab by reciprocal',
  rounding: 'multiplies by the rounded reciprocal 1/d',
  kind: 'segmentBox',
  dims: [2, 3],
  float: (c) => hitOf(segmentBoxFloat(c.s, c.box)),
  exact: (c) => segmentIntersectsBox(seg(c.s), c.box as never),
  isHit: isTrue,
  describe: hitWords,
  floatPoints: (c) => slabPoints(segmentBoxFloat(c.s, c.box)),
};

const liangBarskyAlg: Algorithm<'segmentBox'> = {
  name: 'liangBarskyFloat',
  exactName: 'clipSegment',
  method: 'Liang–Barsky',
  rounding: 'divides in doubles',
  kind: 'segmentBox',
  dims: [2, 3],
  float: (c) => hitOf(liangBarskyFloat(c.s, c.box)),
  exact: (c) => clipSegment(seg(c.s), c.box as never) !== null,
  isHit: isTrue,
  describe: hitWords,
  floatPoints: (c) => slabPoints(liangBarskyFloat(c.s, c.box)),
};

const cohenSutherlandAlg: Algorithm<'segmentBox'> = {
  name: 'cohenSutherlandClipFloat',
  exactName: 'cohenSutherlandClip',
  method: 'Cohen–Sutherland',
  rounding: 'moves each end onto a box side in doubles',
  particular: movedEnd,
  kind: 'segmentBox',
  dims: [2, 3],
  float: (c) => clipHit(cohenSutherlandClipFloat(c.s, c.box)),
  exact: (c) => cohenSutherlandClip(seg(c.s), c.box as never) !== null,
  isHit: isTrue,
  describe: hitWords,
  floatPoints: (c) => cohenSutherlandClipFloat(c.s, c.box) ?? [],
};

const rayAabbAlg: Algorithm<'rayBox'> = {
  name: 'rayAabbFloat',
  exactName: 'rayBox',
  method: 'slab by reciprocal, 2 points',
  rounding: 'multiplies by the rounded reciprocal 1/d',
  kind: 'rayBox',
  dims: [2, 3],
  float: (c) => {
    const { p1, p2: q } = rayThrough(c);
    return hitOf(rayAabbFloat(p1, q, c.box));
  },
  exact: (c) => rayBox(c.origin as unknown as Point, rayThrough(c).dir as unknown as Point, c.box as never) !== null,
  isHit: isTrue,
  describe: hitWords,
  floatPoints: (c) => {
    const { p1, p2: q } = rayThrough(c);
    return slabPoints(rayAabbFloat(p1, q, c.box));
  },
};

const rayBoxAlg: Algorithm<'rayBox'> = {
  name: 'rayBoxFloat',
  exactName: 'rayBox',
  method: 'slab by division',
  rounding: 'divides in doubles',
  kind: 'rayBox',
  dims: [2, 3],
  float: (c) => hitOf(rayBoxFloat(c.origin, c.dir, c.box)),
  exact: (c) => rayBox(c.origin as unknown as Point, c.dir as unknown as Point, c.box as never) !== null,
  isHit: isTrue,
  describe: hitWords,
  floatPoints: (c) => slabPoints(rayBoxFloat(c.origin, c.dir, c.box)),
};

const rayAabbTolerantAlg: Algorithm<'rayBox'> = {
  name: 'rayAabbTolerantFloat',
  exactName: 'rayBox',
  method: 'slab with 1e-6 tolerance',
  rounding: 'multiplies by the rounded reciprocal 1/d',
  particular: tolerances,
  kind: 'rayBox',
  dims: [2, 3],
  float: (c) => hitOf(rayAabbTolerantFloat(c.origin, c.dir, c.box)),
  exact: (c) => rayBox(c.origin as unknown as Point, c.dir as unknown as Point, c.box as never) !== null,
  isHit: isTrue,
  describe: hitWords,
  floatPoints: (c) => slabPoints(rayAabbTolerantFloat(c.origin, c.dir, c.box)),
};

const cuboidAlg: Algorithm<'segmentCuboid'> = {
  name: 'segmentCuboidFloat',
  exactName: 'segmentIntersectsParallelepiped',
  method: 'rotation, 1e-9 thresholds',
  rounding: 'rotates the cuboid into a box with rounded square roots',
  particular: tinyCuboid,
  kind: 'segmentCuboid',
  dims: [2, 3],
  float: (c) => segmentCuboidFloat(c.s, c.origin, c.edges),
  exact: (c) => segmentIntersectsParallelepiped(seg(c.s), c.origin as unknown as Point, c.edges as unknown as Point[]),
  isHit: isTrue,
  describe: hitWords,
};

/** Every algorithm the census runs, in report order. */
export const ALGORITHMS: readonly Algorithm[] = [
  orient2dAlg,
  cwTestAlg,
  segmentsAlg,
  segRectAlg,
  segmentBoxAlg,
  liangBarskyAlg,
  cohenSutherlandAlg,
  rayAabbAlg,
  rayBoxAlg,
  rayAabbTolerantAlg,
  cuboidAlg,
  ...GRID_ALGORITHMS,
  ...TRIANGLE_ALGORITHMS,
  ...ARRANGEMENT_ALGORITHMS,
  ...POLYGON_ALGORITHMS,
] as readonly Algorithm[];

/** The algorithm of a name; throws on an unknown name (a census.json from another version). */
export function algorithmNamed(name: string): Algorithm {
  const a = ALGORITHMS.find((x) => x.name === name);
  if (a === undefined) throw new Error(`census: no algorithm named ${name}`);
  return a;
}

/** The float code's enter/exit points for the gallery: none when it has none, throws, or computed non-finite ones. */
export function floatPointsOf(alg: Algorithm, c: CensusCase): Pt[] {
  try {
    const pts = alg.floatPoints?.(c as never) ?? [];
    return pts.every((p) => p.every(Number.isFinite)) ? pts : [];
  } catch {
    return [];
  }
}
