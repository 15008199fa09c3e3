import { describe, expect, it } from 'vitest';
import { ExactRangeError, ExactTypeError, isSimplePolygon, Rational } from '../../src/index.js';
import { edgesOf, sweepFindsContact, turnsBack } from '../../src/polygon/isSimplePolygon.js';
import { expectError } from '../support/expectError.js';
import { simplicityFrac } from '../support/polygonsFrac.js';
import { mulberry32 } from '../support/random.js';
import { gridRing, starRing } from './rings.js';

const answerOf = (ref: ReturnType<typeof simplicityFrac>) =>
  ref === null ? { simple: true } : { simple: false, edges: ref === 'few' ? null : ref };

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
    ['a bow tie', '[[0,0],[4,4],[4,0],[0,4]]', [0, 2]],
    ['two triangles sharing the vertex (2, 2)', '[[0,0],[2,2],[4,0],[4,4],[2,2],[0,4]]', [0, 3]],
    ['a notch whose vertex (2, 0) touches the bottom edge (a T-junction)', '[[0,0],[4,0],[4,4],[2,0.5],[2,0],[1,4]]', [0, 3]],
    // (4, 2) → (8, 2) → (4, 2) turns back along itself; before that pair, edges 1 and 3 share (4, 2).
    ['a spike', '[[0,0],[4,0],[4,2],[8,2],[4,2],[4,4],[0,4]]', [1, 3]],
    // Edge 2 ends on edge 0, before the spike's own pair (1, 2).
    ['a spike along the bottom', '[[0,0],[4,0],[8,0],[4,0],[4,4],[0,4]]', [0, 2]],
    ['collinear vertices that turn back, 0 → 4 → 2', '[[0,0],[4,0],[2,0],[2,3]]', [0, 1]],
    ['three collinear distinct points', '[[0,0],[2,0],[1,0]]', [0, 1]],
    // The closing edge runs back along the first one; edge 2 already ends on it.
    ['a closing edge along the first', '[[0,0],[4,0],[4,4],[2,0]]', [0, 2]],
  ] as const)('%s', (_, ring, edges) => {
    const points = JSON.parse(ring) as number[][];
    expect(isSimplePolygon(points)).toEqual({ simple: false, edges });
    expect(answerOf(simplicityFrac(points))).toEqual({ simple: false, edges });
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
    expect(answerOf(simplicityFrac(ring))).toEqual({ simple: false, edges: [1, 4] });
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
    expect(isSimplePolygon(onEdge)).toEqual(answerOf(simplicityFrac(onEdge)));
    const big = 2n ** 70n;
    // Edge 2 ends on edge 0, at (2^69, 0).
    expect(
      isSimplePolygon([
        [0n, 0n],
        [big, 0n],
        [big, big],
        [big / 2n, 0n],
        [0n, big],
      ]),
    ).toEqual({ simple: false, edges: [0, 2] });
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
      expect(isSimplePolygon(ring), JSON.stringify(ring)).toEqual(want);
      // The sweep alone: it must never call a ring simple that is not, nor (on rings without spikes) the reverse.
      const e = edgesOf(ring.flat(), ring.length);
      if (e.m >= 3 && !Array.from({ length: e.m }, (_, k) => turnsBack(e, k)).some(Boolean)) {
        expect(sweepFindsContact(e), JSON.stringify(ring)).toBe(!want.simple);
      }
    }
    expect(simple).toBeGreaterThan(100);
  });

  it('star-shaped rings (simple), then with one vertex moved onto another edge or past it', () => {
    const rand = mulberry32(12);
    for (let c = 0; c < 150; c++) {
      const n = 3 + Math.floor(rand() * 30);
      const ring = starRing(n, () => 8 + Math.floor(rand() * 8)).map((p) => p.map(Math.round));
      expect(isSimplePolygon(ring), JSON.stringify(ring)).toEqual(answerOf(simplicityFrac(ring)));
      const k = Math.floor(rand() * n);
      const moved = ring.map((p) => [...p]);
      moved[k] = [Math.floor(rand() * 33) - 16, Math.floor(rand() * 33) - 16];
      expect(isSimplePolygon(moved), JSON.stringify(moved)).toEqual(answerOf(simplicityFrac(moved)));
    }
  });

  it('a 20 000-vertex simple ring is decided (by the sweep) without trying every pair', () => {
    const ring = starRing(20000, (i) => 1 + ((i * 7919) % 13) / 100);
    expect(isSimplePolygon(ring)).toEqual({ simple: true });
    // Its first and last edges made to cross: vertex 1 moved outside, across the closing edge.
    const bad = ring.map((p) => [...p]);
    bad[1] = [1.5, -0.01];
    const got = isSimplePolygon(bad);
    expect(got.simple).toBe(false);
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
