import * as fc from 'fast-check';
import {
  box2,
  box3,
  collinearSegments,
  collinearTriple,
  doubleCoordinate,
  nearlyCollinearTriple,
  point2,
  ray2,
  ray3,
  rayGrazingBoxFace,
  rayNearBox,
  segment2,
  segment3,
  segmentInBoxFace,
  segmentNearBox,
  segmentThroughBoxCorner,
  segmentThroughBoxEdge,
  sharedEndpointSegments,
  thinTriangle,
  tJunctionSegments,
  touchingSegmentBox,
} from '../../src/arbitraries/index.js';
import { arrangementFamilies } from './arrangementFamilies.js';
import type { Family } from './family.js';
import { censusGridFamilies } from './gridFamilies.js';
import { polygonFamilies } from './polygonFamilies.js';
import { largestMagnitude } from './scale.js';
import { triangleFamilies } from './triangleFamilies.js';
import type { BoxCase, CensusCase, Pt } from './types.js';

/**
 * The coordinate kinds a census can run on: the degenerate families are
 * built on integers and carried exactly into these: `'double'` scales each
 * case by a power of two, half of them to an ordinary scale (the largest
 * coordinate from about 1e-3 to 1e6) and half to any scale from subnormal to
 * 1e276; `'safe'` keeps integers up to 2^52, `'grid'` small integers.
 */
export const CENSUS_COORDINATES = ['double', 'safe', 'grid'] as const;
export type CensusCoordinates = (typeof CENSUS_COORDINATES)[number];

/** A value from an arbitrary, as doubles; the census only takes cases the float code receives exactly. */
function num(v: unknown): number {
  if (typeof v !== 'number') throw new Error(`census: a family gave a non-double coordinate ${String(v)}`);
  return v;
}

const pt = (p: readonly unknown[]): Pt => p.map(num);
const seg = (s: readonly (readonly unknown[])[]): [Pt, Pt] => [pt(s[0] as unknown[]), pt(s[1] as unknown[])];
const box = (b: { min: readonly unknown[]; max: readonly unknown[] }): BoxCase => ({ min: pt(b.min), max: pt(b.max) });

type SegBox = { segment: readonly (readonly unknown[])[]; box: { min: readonly unknown[]; max: readonly unknown[] } };
type RayBox = { origin: readonly unknown[]; dir: readonly unknown[]; box: { min: readonly unknown[]; max: readonly unknown[] } };

const segBoxCase = (v: SegBox): CensusCase => ({ kind: 'segmentBox', s: seg(v.segment), box: box(v.box) });
const rayBoxCase = (v: RayBox): CensusCase => ({ kind: 'rayBox', origin: pt(v.origin), dir: pt(v.dir), box: box(v.box) });

/**
 * Coordinates for the "random" families: m·2^e with |m| < 2^53 and e from
 * −52 to −49, i.e. doubles of every resolution in (−16, 16), the scale of
 * the Python tutorial's own test (`random.uniform(-10, 10)`).
 */
function randomCoordinate(): fc.Arbitrary<number> {
  return doubleCoordinate({ minExponent: -52, maxExponent: -49 });
}

/**
 * A cuboid with perpendicular but rotated edges, as the rotated-cuboid code assumes, and a
 * segment that touches it: the edges are (a, b, 0), (−b, a, 0), (0, 0, c)
 * in 3D or (a, b), (−b, a) in 2D (integers, so exactly perpendicular); the
 * segment starts at a boundary point origin + Σ uᵢ·eᵢ (uᵢ multiples of
 * 1/16, one of them 0 or 1) and leaves along an integer vector, outward or
 * along the face about as often as inward. Not an exported arbitrary (the
 * rotated-cuboid code's case is narrower than `parallelepiped`'s skewed
 * edges).
 */
function touchingCuboid(dim: 2 | 3, coords: 'safe' | 'grid'): fc.Arbitrary<CensusCase> {
  const bits = coords === 'grid' ? 4 : 20;
  const int = (b: number) => fc.integer({ min: -(2 ** b), max: 2 ** b });
  const u = fc.integer({ min: 0, max: 16 });
  return fc
    .record({
      a: int(bits),
      b: int(bits),
      c: fc.integer({ min: 1, max: 2 ** bits }),
      origin: fc.array(int(bits + 2), { minLength: dim, maxLength: dim }),
      us: fc.array(u, { minLength: dim, maxLength: dim }),
      face: fc.nat(2 * dim - 1),
      w: fc.array(int(bits), { minLength: dim, maxLength: dim }),
    })
    .filter(({ a, b }) => a !== 0 || b !== 0)
    .map(({ a, b, c, origin, us, face, w }) => {
      const edges =
        dim === 2
          ? [
              [a, b],
              [-b, a],
            ]
          : [
              [a, b, 0],
              [-b, a, 0],
              [0, 0, c],
            ];
      const axis = face >> 1;
      const uu = us.map((x, i) => (i === axis ? (face & 1 ? 16 : 0) : x));
      // Boundary point times 16 (so everything stays an integer until scaled).
      const start = origin.map((o, k) => 16 * o + edges.reduce((s, ed, i) => s + (uu[i] as number) * (ed[k] as number), 0));
      const end = start.map((x, k) => x + 16 * (w[k] as number));
      return {
        kind: 'segmentCuboid',
        s: [start.map((x) => x / 16), end.map((x) => x / 16)],
        origin,
        edges,
      } as CensusCase;
    });
}

/**
 * Two segments from a thin triangle a, b, c of integers (c a hair beside
 * a–b): s = a–b, and t from c either back along s on c's side, to 2c − b
 * (they never meet), or across s to a + b − c (they meet at s's midpoint).
 * Integers below 2^53, so exact as doubles.
 */
function besideSegment(a: Pt, b: Pt, c: Pt, across: boolean): CensusCase {
  const end = c.map((x, i) => (across ? (a[i] as number) + (b[i] as number) - x : 2 * x - (b[i] as number)));
  return { kind: 'segments', s: [a, b], t: [c, end] };
}

/** Every number of a case times 2^e (exact: the cases are integers or sixteenths below 2^53, e ≥ −1070). */
function scaleCase(c: CensusCase, e: number): CensusCase {
  const walk = (v: unknown): unknown =>
    typeof v === 'number'
      ? v * 2 ** e
      : Array.isArray(v)
        ? v.map(walk)
        : typeof v === 'object' && v !== null
          ? Object.fromEntries(Object.entries(v).map(([key, x]) => [key, walk(x)]))
          : v;
  return walk(c) as CensusCase;
}

/**
 * An integer family carried into doubles by 2^e: half the time so that its
 * largest coordinate lands from 2^-10 to 2^20 (an ordinary scale, where a
 * reader sees what happens), half the time with e anywhere from −1070 to
 * 918 (subnormals to 1e276). Shrinks toward the ordinary scale.
 */
function atSomeScale(arb: fc.Arbitrary<CensusCase>): fc.Arbitrary<CensusCase> {
  return fc
    .tuple(arb, fc.boolean(), fc.integer({ min: -10, max: 19 }), fc.integer({ min: -1070, max: 918 }))
    .map(([c, anyScale, target, e]) => {
      const m = largestMagnitude(c);
      if (m === 0) return c;
      return scaleCase(c, anyScale ? e : target - Math.floor(Math.log2(m)));
    });
}

/** The axis-aligned cuboid of a box: origin = min, edges along the axes (max − min in doubles). */
function boxAsCuboid(v: CensusCase): CensusCase {
  if (v.kind !== 'segmentBox') throw new Error('census: boxAsCuboid needs a segment-box case');
  const { min, max } = v.box;
  const edges = min.map((lo, i) => min.map((_, k) => (k === i ? (max[i] as number) - lo : 0)));
  return { kind: 'segmentCuboid', s: v.s, origin: min, edges };
}

/**
 * Every census family for a coordinate kind: random cases (the posts' own
 * test distribution) and each degeneracy-biased family of
 * `exact-predicates/arbitraries`, in 2D and 3D where the family has both.
 *
 * ```ts
 * censusFamilies('double').map((f) => `${f.name} ${f.dim}D`); // ['random points 2D', 'collinear 2D', ...]
 * ```
 */
export function censusFamilies(coords: CensusCoordinates = 'double'): Family[] {
  // The families are drawn on integers; 'double' scales them afterwards (atSomeScale).
  const base = coords === 'double' ? 'safe' : coords;
  const k = { coordinates: base } as const;
  const rnd = { coordinates: randomCoordinate() };
  const out: Family[] = [
    {
      name: 'random points',
      source: 'point2 ×3',
      kind: 'triple',
      dim: 2,
      arb: fc.tuple(point2(rnd), point2(rnd), point2(rnd)).map(([a, b, c]) => ({ kind: 'triple', a: pt(a), b: pt(b), c: pt(c) })),
    },
    {
      name: 'collinear',
      source: 'collinearTriple',
      kind: 'triple',
      dim: 2,
      arb: collinearTriple(k).map(([a, b, c]) => ({ kind: 'triple', a: pt(a), b: pt(b), c: pt(c) })),
    },
    {
      name: 'nearly collinear',
      source: 'nearlyCollinearTriple',
      kind: 'triple',
      dim: 2,
      arb: nearlyCollinearTriple(k).map(([a, b, c]) => ({ kind: 'triple', a: pt(a), b: pt(b), c: pt(c) })),
    },
    {
      name: 'thin triangle',
      source: 'thinTriangle',
      kind: 'triple',
      dim: 2,
      arb: thinTriangle(k).map(([a, b, c]) => ({ kind: 'triple', a: pt(a), b: pt(b), c: pt(c) })),
    },
    {
      name: 'random segments',
      source: 'segment2 ×2',
      kind: 'segments',
      dim: 2,
      arb: fc.tuple(segment2(rnd), segment2(rnd)).map(([s, t]) => ({ kind: 'segments', s: seg(s), t: seg(t) })),
    },
    {
      name: 'shared endpoint',
      source: 'sharedEndpointSegments',
      kind: 'segments',
      dim: 2,
      arb: sharedEndpointSegments(k).map(([s, t]) => ({ kind: 'segments', s: seg(s), t: seg(t) })),
    },
    {
      name: 'T-junction',
      source: 'tJunctionSegments',
      kind: 'segments',
      dim: 2,
      arb: tJunctionSegments(k).map(([s, t]) => ({ kind: 'segments', s: seg(s), t: seg(t) })),
    },
    {
      name: 'collinear overlap',
      source: 'collinearSegments',
      kind: 'segments',
      dim: 2,
      arb: collinearSegments(k).map(([s, t]) => ({ kind: 'segments', s: seg(s), t: seg(t) })),
    },
    {
      name: 'beside a segment',
      source: 'thinTriangle, t from c',
      kind: 'segments',
      dim: 2,
      arb: fc.tuple(thinTriangle(k), fc.boolean()).map(([[a, b, c], across]) => besideSegment(pt(a), pt(b), pt(c), across)),
    },
  ];
  for (const dim of [2, 3] as const) {
    const kd = { ...k, dim } as never;
    const randomSeg = dim === 2 ? fc.tuple(segment2(rnd), box2(rnd)) : fc.tuple(segment3(rnd), box3(rnd));
    const randomRay = dim === 2 ? fc.tuple(ray2(rnd), box2(rnd)) : fc.tuple(ray3(rnd), box3(rnd));
    const near = segmentNearBox(kd) as fc.Arbitrary<SegBox>;
    out.push(
      {
        name: 'random',
        source: `segment${dim} + box${dim}`,
        kind: 'segmentBox',
        dim,
        arb: (randomSeg as fc.Arbitrary<[SegBox['segment'], SegBox['box']]>).map(([s, b]) => segBoxCase({ segment: s, box: b })),
      },
      { name: 'near box', source: 'segmentNearBox', kind: 'segmentBox', dim, arb: near.map(segBoxCase) },
      {
        name: 'zero-length',
        source: 'segmentNearBox, q := p',
        kind: 'segmentBox',
        dim,
        arb: near.map((v) => segBoxCase({ segment: [v.segment[0] as unknown[], v.segment[0] as unknown[]], box: v.box })),
      },
      {
        name: 'in a face',
        source: 'segmentInBoxFace',
        kind: 'segmentBox',
        dim,
        arb: (segmentInBoxFace(kd) as fc.Arbitrary<SegBox>).map(segBoxCase),
      },
      {
        name: 'through corner',
        source: 'segmentThroughBoxCorner',
        kind: 'segmentBox',
        dim,
        arb: (segmentThroughBoxCorner(kd) as fc.Arbitrary<SegBox>).map(segBoxCase),
      },
      {
        name: 'through edge',
        source: 'segmentThroughBoxEdge',
        kind: 'segmentBox',
        dim,
        arb: (segmentThroughBoxEdge(kd) as fc.Arbitrary<SegBox>).map(segBoxCase),
      },
      {
        name: 'touching',
        source: 'touchingSegmentBox',
        kind: 'segmentBox',
        dim,
        arb: (touchingSegmentBox(kd) as fc.Arbitrary<SegBox>).map(segBoxCase),
      },
      {
        name: 'random ray',
        source: `ray${dim} + box${dim}`,
        kind: 'rayBox',
        dim,
        arb: (randomRay as unknown as fc.Arbitrary<[{ origin: unknown[]; dir: unknown[] }, SegBox['box']]>).map(([r, b]) =>
          rayBoxCase({ origin: r.origin, dir: r.dir, box: b }),
        ),
      },
      {
        name: 'ray near box',
        source: 'rayNearBox',
        kind: 'rayBox',
        dim,
        arb: (rayNearBox(kd) as fc.Arbitrary<RayBox>).map(rayBoxCase),
      },
      {
        name: 'grazing a face',
        source: 'rayGrazingBoxFace',
        kind: 'rayBox',
        dim,
        arb: (rayGrazingBoxFace(kd) as fc.Arbitrary<RayBox>).map(rayBoxCase),
      },
      {
        name: 'axis-aligned, touching',
        source: 'touchingSegmentBox as a cuboid',
        kind: 'segmentCuboid',
        dim,
        arb: (touchingSegmentBox(kd) as fc.Arbitrary<SegBox>).map((v) => boxAsCuboid(segBoxCase(v))),
      },
      {
        name: 'rotated, touching',
        source: 'census touchingCuboid',
        kind: 'segmentCuboid',
        dim,
        arb: touchingCuboid(dim, base),
      },
    );
  }
  const scaled =
    coords === 'double' ? out.map((f) => (f.name.startsWith('random') ? f : { ...f, arb: atSomeScale(f.arb) })) : out;
  // The domain families scale their own cases (a grid or a pixel lattice goes with them).
  return [
    ...scaled,
    ...censusGridFamilies(coords),
    ...triangleFamilies(coords),
    ...arrangementFamilies(coords),
    ...polygonFamilies(coords),
  ];
}
