import { describe, expect, it } from 'vitest';
import { ExactRangeError, ExactTypeError, isSimplePolygon, polygonValidity, Rational } from '../../src/index.js';
import { edgesOf, sweepContact, turnsBack } from '../../src/polygon/isSimplePolygon.js';
import { expectError } from '../support/expectError.js';
import { checkSimplicity } from '../support/invariants.js';
import { offendingPairsFrac, simplicityFrac } from '../support/polygonsFrac.js';
import { mulberry32 } from '../support/random.js';
import { segmentsIntersectFrac } from '../support/segmentsFrac.js';
import { gridRing, starRing } from './rings.js';

const answerOf = (ref: ReturnType<typeof simplicityFrac>) =>
  ref === null ? { simple: true } : { simple: false, edges: ref === 'few' ? null : ref };

/** The answer agrees with the pair-by-pair reference (see checkSimplicity). */
function expectAgrees(ring: readonly (readonly (number | bigint | Rational)[])[]): void {
  checkSimplicity(ring, isSimplePolygon(ring));
}

describe('isSimplePolygon: the definition', () => {
  it('simple rings: convex, concave, with collinear vertices, with consecutive duplicates', () => {
    expect(
      isSimplePolygon([
        [0, 0],
        [4, 0],
        [4, 4],
        [0, 4],
      ]),
    ).toEqual({ simple: true });
    expect(
      isSimplePolygon([
        [0, 0],
        [4, 0],
        [1, 1],
        [0, 4],
      ]),
    ).toEqual({ simple: true });
    expect(
      isSimplePolygon([
        [0, 0],
        [2, 0],
        [4, 0],
        [4, 4],
        [0, 4],
      ]),
    ).toEqual({ simple: true });
    expect(
      isSimplePolygon([
        [0, 0],
        [0, 0],
        [4, 0],
        [4, 4],
        [4, 4],
        [0, 4],
        [0, 0],
      ]),
    ).toEqual({ simple: true });
  });

  it('fewer than 3 distinct vertices: not simple, no pair', () => {
    expect(isSimplePolygon([[1, 1]])).toEqual({ simple: false, edges: null });
    expect(
      isSimplePolygon([
        [1, 1],
        [1, 1],
        [1, 1],
      ]),
    ).toEqual({ simple: false, edges: null });
    expect(
      isSimplePolygon([
        [0, 0],
        [1, 1],
        [0, 0],
      ]),
    ).toEqual({ simple: false, edges: null });
  });

  it.each([
    // The only pair that meets: edges 0 and 2 cross at (2, 2).
    ['a bow tie', '[[0,0],[4,4],[4,0],[0,4]]', [[0, 2]]],
    // (2, 2) ends edges 0 and 3 and starts edges 1 and 4.
    [
      'two triangles sharing the vertex (2, 2)',
      '[[0,0],[2,2],[4,0],[4,4],[2,2],[0,4]]',
      [
        [0, 3],
        [0, 4],
        [1, 3],
        [1, 4],
      ],
    ],
    // (2, 0) ends edge 3 and starts edge 4, both on edge 0.
    [
      'a notch whose vertex (2, 0) touches the bottom edge (a T-junction)',
      '[[0,0],[4,0],[4,4],[2,0.5],[2,0],[1,4]]',
      [
        [0, 3],
        [0, 4],
      ],
    ],
    // Spikes: the first spike in edge order is the answer (edges 2 and 3 at (8, 2); edges 1 and 2 at (8, 0)).
    ['a spike', '[[0,0],[4,0],[4,2],[8,2],[4,2],[4,4],[0,4]]', [[2, 3]]],
    ['a spike along the bottom', '[[0,0],[4,0],[8,0],[4,0],[4,4],[0,4]]', [[1, 2]]],
    ['collinear vertices that turn back, 0 → 4 → 2', '[[0,0],[4,0],[2,0],[2,3]]', [[0, 1]]],
    ['three collinear distinct points', '[[0,0],[2,0],[1,0]]', [[0, 1]]],
    // The closing edge runs back along the first one: a spike at (0, 0) between edges 3 and 0.
    ['a closing edge along the first', '[[0,0],[4,0],[4,4],[2,0]]', [[0, 3]]],
  ] as const)('%s', (_, ring, allowed) => {
    const points = JSON.parse(ring) as number[][];
    const got = isSimplePolygon(points);
    expect(got.simple).toBe(false);
    expect(allowed).toContainEqual((got as { edges: readonly [number, number] }).edges);
    expectAgrees(points);
  });

  it('edge indices are those of the ring as given, duplicates included', () => {
    // Bow tie with repeated vertices: the crossing edges are (1, 2)→(4, 4) ... index 1 and 4.
    const ring = [
      [0, 0],
      [0, 0],
      [4, 4],
      [4, 0],
      [4, 0],
      [0, 4],
    ];
    expect(isSimplePolygon(ring)).toEqual({ simple: false, edges: [1, 4] });
    expect(offendingPairsFrac(ring)).toEqual([[1, 4]]);
  });

  it('exact: a vertex one ulp off an edge is simple, on it is not', () => {
    const x = 0.1 + 0.2; // 0.30000000000000004
    const onEdge = [
      [0, 0],
      [x, 3 * x],
      [1, 0],
      [x / 3, x],
      [-1, 4],
    ];
    expectAgrees(onEdge);
    const big = 2n ** 70n;
    // Edge 2 ends on edge 0, at (2^69, 0), where edge 3 starts.
    const bigRing = [
      [0n, 0n],
      [big, 0n],
      [big, big],
      [big / 2n, 0n],
      [0n, big],
    ];
    expectAgrees(bigRing);
    expect(offendingPairsFrac(bigRing)).toEqual([
      [0, 2],
      [0, 3],
    ]);
    const third = Rational.of(1n, 3n);
    expect(
      isSimplePolygon([
        [0, 0],
        [1, 0],
        [third, third],
        [0, 1],
      ]),
    ).toEqual({ simple: true });
  });
});

describe('isSimplePolygon: against every pair, on random small rings', () => {
  it('grid rings of 3 to 12 vertices (many coincidences), 1500 of them', () => {
    const rand = mulberry32(11);
    let simple = 0;
    for (let c = 0; c < 1500; c++) {
      const ring = gridRing(rand, 3 + Math.floor(rand() * 10), 2 + Math.floor(rand() * 6));
      const want = answerOf(simplicityFrac(ring));
      if (want.simple) simple++;
      expectAgrees(ring);
      // The sweep alone: it must never call a ring simple that is not, nor (on rings without spikes) the reverse,
      // and its pair is never one it could not name.
      const e = edgesOf(ring.flat(), ring.length);
      if (e.m >= 3 && !Array.from({ length: e.m }, (_, k) => turnsBack(e, k)).some(Boolean)) {
        const found = sweepContact(e);
        expect(found === null, JSON.stringify(ring)).toBe(want.simple);
        expect(found, JSON.stringify(ring)).not.toBe('out of order');
      }
    }
    expect(simple).toBeGreaterThan(100);
  });

  it('star-shaped rings (simple), then with one vertex moved onto another edge or past it', () => {
    const rand = mulberry32(12);
    for (let c = 0; c < 150; c++) {
      const n = 3 + Math.floor(rand() * 30);
      const ring = starRing(n, () => 8 + Math.floor(rand() * 8)).map((p) => p.map(Math.round));
      expectAgrees(ring);
      const k = Math.floor(rand() * n);
      const moved = ring.map((p) => [...p]);
      moved[k] = [Math.floor(rand() * 33) - 16, Math.floor(rand() * 33) - 16];
      expectAgrees(moved);
    }
  });

  it('a 20 000-vertex simple ring is decided (by the sweep) without trying every pair', () => {
    const ring = starRing(20000, (i) => 1 + ((i * 7919) % 13) / 100);
    expect(isSimplePolygon(ring)).toEqual({ simple: true });
    // Its first and last edges made to cross: vertex 1 moved outside, across the closing edge.
    const bad = ring.map((p) => [...p]);
    bad[1] = [1.5, -0.01];
    // The witness comes from the same sweep (it used to be searched pair by pair: seconds on this ring),
    // and is a pair that meets: not adjacent, and sharing a point by the fraction reference.
    const got = isSimplePolygon(bad) as { simple: false; edges: readonly [number, number] };
    expect(got.simple).toBe(false);
    const [i, j] = got.edges;
    expect(j - i > 1 && !(i === 0 && j === bad.length - 1)).toBe(true);
    const edge = (k: number) => [bad[k], bad[(k + 1) % bad.length]] as [number[], number[]];
    expect(segmentsIntersectFrac(edge(i), edge(j))).toBe(true);
  });
});

describe('isSimplePolygon: { witness: false }', () => {
  it('the same answer without the pair', () => {
    const rand = mulberry32(13);
    for (let c = 0; c < 300; c++) {
      const ring = gridRing(rand, 3 + Math.floor(rand() * 10), 5);
      const full = isSimplePolygon(ring);
      expect(isSimplePolygon(ring, { witness: false })).toEqual(full.simple ? full : { simple: false, edges: null });
    }
  });
});

describe('isSimplePolygon: bad input', () => {
  it('an empty ring, a bad vertex', () => {
    expectError(() => isSimplePolygon([]), ExactRangeError, 'isSimplePolygon: ring is empty, expected at least one point');
    expectError(
      () =>
        isSimplePolygon([
          [0, 0],
          [1, Number.NaN],
        ]),
      ExactRangeError,
      'isSimplePolygon: ring[1][1] is NaN',
    );
    expectError(
      () => isSimplePolygon([[0, 0]], { witness: 1 as never }),
      ExactTypeError,
      'isSimplePolygon: options.witness is 1, expected true or false',
    );
  });
});

/** A GeoJSON ring: the positions, then the first again. */
const closed = (ring: readonly (readonly number[])[]) => [...ring, ring[0] as readonly number[]];
const square = [
  [0, 0],
  [8, 0],
  [8, 8],
  [0, 8],
];
const hole = [
  [1, 1],
  [1, 3],
  [3, 3],
  [3, 1],
];
/** Edges 0, (1, 1)–(3, 3), and 2, (3, 1)–(1, 3), cross at (2, 2). */
const bowtie = [
  [1, 1],
  [3, 3],
  [3, 1],
  [1, 3],
];

describe('isSimplePolygon on GeoJSON: simple when every ring is', () => {
  it('a Polygon with a hole, a Feature, a MultiPolygon', () => {
    const polygon = { type: 'Polygon', coordinates: [closed(square), closed(hole)] } as const;
    expect(isSimplePolygon(polygon)).toEqual({ simple: true });
    expect(isSimplePolygon({ type: 'Feature', geometry: polygon })).toEqual({ simple: true });
    expect(isSimplePolygon({ type: 'MultiPolygon', coordinates: [polygon.coordinates, [closed(hole)]] })).toEqual({
      simple: true,
    });
  });

  it('names the first ring that is not simple as [polygon, ring], with its edges', () => {
    expect(isSimplePolygon({ type: 'Polygon', coordinates: [closed(square), closed(bowtie)] })).toEqual({
      simple: false,
      edges: [0, 2],
      ring: [0, 1],
    });
    // Polygon 1's exterior is the first ring that is not simple; polygon 2's hole is not either.
    const multi = {
      type: 'MultiPolygon',
      coordinates: [[closed(square), closed(hole)], [closed(bowtie)], [closed(square), closed(bowtie)]],
    } as const;
    expect(isSimplePolygon({ type: 'Feature', geometry: multi })).toEqual({ simple: false, edges: [0, 2], ring: [1, 0] });
    expect(isSimplePolygon(multi, { witness: false })).toEqual({ simple: false, edges: null, ring: [1, 0] });
    // A hole of two distinct positions has no area: not simple, no pair.
    const flat = [
      closed(square),
      [
        [1, 1],
        [2, 2],
        [1, 1],
      ],
    ];
    expect(isSimplePolygon({ type: 'Polygon', coordinates: flat })).toEqual({ simple: false, edges: null, ring: [0, 1] });
  });

  it('edges are numbered as written, whatever the winding', () => {
    // A clockwise exterior (the other functions read it reversed) with a spike at positions 4, 5, 6:
    // edge 4, (2, 0)–(2, 2), and edge 5 goes straight back.
    const spiked = [
      [0, 0],
      [0, 4],
      [4, 4],
      [4, 0],
      [2, 0],
      [2, 2],
      [2, 0],
      [0, 0],
    ];
    expect(isSimplePolygon({ type: 'Polygon', coordinates: [spiked] })).toEqual({ simple: false, edges: [4, 5], ring: [0, 0] });
    expect(isSimplePolygon(spiked.slice(0, 7))).toEqual({ simple: false, edges: [4, 5] });
  });

  it('how rings lie against each other is validity, not simplicity', () => {
    // Each ring simple; the hole crosses the exterior, and the second polygon overlaps the first.
    const crossing = [closed(square), closed(hole.map(([x, y]) => [(x as number) - 2, y as number]))];
    const shapes = [crossing, [closed(square)], [closed(square)]];
    expect(isSimplePolygon({ type: 'MultiPolygon', coordinates: shapes })).toEqual({ simple: true });
    expect(polygonValidity(shapes.map((rings) => rings.map((r) => r.slice(0, -1)))).valid).toBe(false);
  });

  it('on random MultiPolygons: the answer of the first ring that is not simple, as a plain ring', () => {
    const rand = mulberry32(36);
    for (let c = 0; c < 200; c++) {
      const polygons = Array.from({ length: 1 + Math.floor(rand() * 3) }, () =>
        Array.from({ length: 1 + Math.floor(rand() * 3) }, () => gridRing(rand, 3 + Math.floor(rand() * 6), 6)),
      );
      let expected: unknown = { simple: true };
      search: for (const [k, rings] of polygons.entries()) {
        for (const [r, ring] of rings.entries()) {
          const ref = simplicityFrac(ring);
          if (ref === null) continue;
          const plain = isSimplePolygon(ring);
          checkSimplicity(ring, plain);
          expected = { ...plain, ring: [k, r] };
          break search;
        }
      }
      // Closed as GeoJSON asks, except some rings left open (read the same).
      const coordinates = polygons.map((rings) => rings.map((ring) => (rand() < 0.8 ? closed(ring) : ring)));
      expect(isSimplePolygon({ type: 'MultiPolygon', coordinates })).toEqual(expected);
    }
  });

  it('bad GeoJSON names the place', () => {
    expectError(
      () =>
        isSimplePolygon({
          type: 'Polygon',
          coordinates: [
            [
              [0, 0],
              [1, 0],
              [1, Number.NaN],
              [0, 0],
            ],
          ],
        }),
      ExactRangeError,
      'isSimplePolygon: polygon.coordinates[0][2][1] is NaN',
    );
    expectError(
      () => isSimplePolygon({ type: 'LineString', coordinates: [] } as never),
      ExactTypeError,
      'isSimplePolygon: polygon is a GeoJSON object of type "LineString", expected a Polygon, a MultiPolygon or a Feature of either',
    );
  });
});
