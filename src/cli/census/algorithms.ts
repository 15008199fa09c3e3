import type { FloatHit, FloatPoint2 } from '../../float/index.js';
import {
  cohenSutherlandClipFloat,
  cwTestFloat,
  liangBarskyFloat,
  orient2dFloat,
  rayAabbFloat,
  rayAabbSeed004Float,
  rayBoxFloat,
  segmentBoxFloat,
  segmentCuboidFloat,
  segmentsIntersectFloat,
  segRectCollideFloat,
} from '../../float/index.js';
import type { Point, Point2, Segment, Segment2 } from '../../index.js';
import {
  clipSegment,
  cohenSutherlandClip,
  orient2d,
  Rational,
  rayBox,
  segmentIntersectsBox,
  segmentParallelepiped,
  segmentsIntersect,
} from '../../index.js';
import { cwTest, segRectCollide } from '../../ruby/index.js';
import { ARRANGEMENT_ALGORITHMS } from './arrangementAlgorithms.js';
import { GRID_ALGORITHMS } from './gridAlgorithms.js';
import { POLYGON_ALGORITHMS } from './polygonAlgorithms.js';
import { TRIANGLE_ALGORITHMS } from './triangleAlgorithms.js';
import type { BoxCase, CaseKind, CaseOf, Category, CensusCase, Pt, Verdict } from './types.js';

/**
 * One seed algorithm in doubles and its exact twin, run on the same case.
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
  /** Which seed post the float code follows. */
  seed: string;
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
 * Seed 000's `ray_aabb` takes two points; the census builds p2 = origin + dir
 * in doubles and gives the exact twin the same ray: direction p2 − origin,
 * exactly.
 */
export function rayThrough(c: CaseOf<'rayBox'>): { p1: Pt; p2: Pt; dir: Rational[] } {
  const p2pt = c.origin.map((o, i) => o + (c.dir[i] as number));
  const dir = p2pt.map((x, i) => Rational.fromNumber(x).sub(Rational.fromNumber(c.origin[i] as number)));
  return { p1: c.origin, p2: p2pt, dir };
}

const orient2dAlg: Algorithm<'triple'> = {
  name: 'orient2dFloat',
  exactName: 'orient2d',
  seed: 'naive',
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
  seed: '003',
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
  seed: '003',
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
  seed: '003',
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
  exact: (c) => {
    const [tl, tr, br, bl] = rectCorners(c.box).map(p2) as [Point2, Point2, Point2, Point2];
    return segRectCollide(p2(c.s[0]), p2(c.s[1]), tl, tr, br, bl);
  },
  isHit: isTrue,
  describe: hitWords,
};

const segmentBoxAlg: Algorithm<'segmentBox'> = {
  name: 'segmentBoxFloat',
  exactName: 'segmentIntersectsBox',
  seed: '000',
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
  seed: '000',
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
  seed: '000',
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
  seed: '000',
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
  seed: '002',
  kind: 'rayBox',
  dims: [2, 3],
  float: (c) => hitOf(rayBoxFloat(c.origin, c.dir, c.box)),
  exact: (c) => rayBox(c.origin as unknown as Point, c.dir as unknown as Point, c.box as never) !== null,
  isHit: isTrue,
  describe: hitWords,
  floatPoints: (c) => slabPoints(rayBoxFloat(c.origin, c.dir, c.box)),
};

const rayAabb004Alg: Algorithm<'rayBox'> = {
  name: 'rayAabbSeed004Float',
  exactName: 'rayBox',
  seed: '004',
  kind: 'rayBox',
  dims: [2, 3],
  float: (c) => hitOf(rayAabbSeed004Float(c.origin, c.dir, c.box)),
  exact: (c) => rayBox(c.origin as unknown as Point, c.dir as unknown as Point, c.box as never) !== null,
  isHit: isTrue,
  describe: hitWords,
  floatPoints: (c) => slabPoints(rayAabbSeed004Float(c.origin, c.dir, c.box)),
};

const cuboidAlg: Algorithm<'segmentCuboid'> = {
  name: 'segmentCuboidFloat',
  exactName: 'segmentParallelepiped',
  seed: '001',
  kind: 'segmentCuboid',
  dims: [2, 3],
  float: (c) => segmentCuboidFloat(c.s, c.origin, c.edges),
  exact: (c) => segmentParallelepiped(seg(c.s), c.origin as unknown as Point, c.edges as unknown as Point[]),
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
  rayAabb004Alg,
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
