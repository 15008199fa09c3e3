// polygonOverlayFloat: the Greiner–Hormann overlay in doubles. Right for two
// simple rings in general position (crossings strictly inside edges); wrong
// where boundaries touch or overlap, which it never sees as crossings.
import { describe, expect, it } from 'vitest';
import { polygonOverlayFloat } from '../../src/float/index.js';
import { normalizePolygon, polygonArea, polygonOverlay } from '../../src/index.js';
import { show } from '../overlay/show.js';
import { mulberry32 } from '../support/mulberry32.js';
import { answerArea, overlayProblem } from '../support/overlayCheck.js';

type Ring = [number, number][];
const square = (x: number, y: number, s: number): Ring => [
  [x, y],
  [x + s, y],
  [x + s, y + s],
  [x, y + s],
];
const OPERATIONS = ['intersection', 'union', 'difference', 'xor'] as const;

/** The float answer's point set (its rings read even-odd), as the exact functions write a valid answer. */
const pointSet = (rings: number[][][]): string[][] =>
  rings.length === 0 ? [] : show(normalizePolygon(rings, { rule: 'evenodd' }));
/** The exact answer, written the same way. */
const exact = (a: Ring, b: Ring, op: (typeof OPERATIONS)[number]): string[][] => show(polygonOverlay([a], [b], op));

describe('polygonOverlayFloat: ordinary cases', () => {
  const a = square(0, 0, 2);
  const b = square(1, 1, 2);
  it('two overlapping squares: each operation’s rings as the walk traces them', () => {
    expect(polygonOverlayFloat(a, b, 'intersection')).toEqual([
      [
        [2, 1],
        [2, 2],
        [1, 2],
        [1, 1],
      ],
    ]);
    // Union and difference are traced backward from a's first crossing: clockwise, read even-odd.
    expect(polygonOverlayFloat(a, b, 'union')).toEqual([
      [
        [2, 1],
        [2, 0],
        [0, 0],
        [0, 2],
        [1, 2],
        [1, 3],
        [3, 3],
        [3, 1],
      ],
    ]);
    expect(polygonOverlayFloat(a, b, 'xor')).toHaveLength(2);
  });

  it('the same point sets as the exact overlay, for every operation, either ring clockwise', () => {
    for (const op of OPERATIONS) {
      expect(pointSet(polygonOverlayFloat(a, b, op)), op).toEqual(exact(a, b, op));
      expect(pointSet(polygonOverlayFloat([...a].reverse(), b, op)), op).toEqual(exact(a, b, op));
    }
  });

  it('a union that encloses a hole, and the pieces of a difference', () => {
    const u: Ring = [
      [0, 0],
      [3, 0],
      [3, 3],
      [2, 3],
      [2, 1],
      [1, 1],
      [1, 3],
      [0, 3],
    ];
    const bar: Ring = [
      [-1, 2],
      [4, 2],
      [4, 4],
      [-1, 4],
    ];
    expect(polygonOverlayFloat(u, bar, 'union')).toHaveLength(2);
    for (const op of OPERATIONS) expect(pointSet(polygonOverlayFloat(u, bar, op)), op).toEqual(exact(u, bar, op));
  });

  it('boundaries that do not meet: one inside the other, or apart', () => {
    const big = square(0, 0, 4);
    const small = square(1, 1, 1);
    const far = square(10, 10, 1);
    for (const op of OPERATIONS) {
      expect(pointSet(polygonOverlayFloat(big, small, op)), op).toEqual(exact(big, small, op));
      expect(pointSet(polygonOverlayFloat(small, big, op)), op).toEqual(exact(small, big, op));
      expect(pointSet(polygonOverlayFloat(big, far, op)), op).toEqual(exact(big, far, op));
    }
  });

  it('random triangles in general position: the area of the exact answer, to rounding', () => {
    const rnd = mulberry32(7);
    const triangle = (): Ring => [0, 1, 2].map(() => [rnd() * 10, rnd() * 10] as [number, number]);
    for (let k = 0; k < 200; k++) {
      const [p, q] = [triangle(), triangle()];
      for (const op of OPERATIONS) {
        const rings = polygonOverlayFloat(p, q, op);
        const area = rings.length === 0 ? 0 : answerArea(normalizePolygon(rings, { rule: 'evenodd' })).toNumber();
        const want = answerArea(polygonOverlay([p], [q], op)).toNumber();
        expect(Math.abs(area - want), `${k} ${op}`).toBeLessThan(1e-9);
      }
    }
  });
});

describe('polygonOverlayFloat: wrong answers (exact: polygonOverlay)', () => {
  it('a square inside another along two edges: no crossing, and the first-vertex test gives the larger square', () => {
    const big = square(0, 0, 4);
    const small = square(0, 0, 2);
    // (0, 0) lies on both boundaries; PNPOLY counts it inside each, so each "contains" the other.
    expect(polygonOverlayFloat(big, small, 'intersection')).toEqual([big]);
    expect(polygonOverlayFloat(big, small, 'difference')).toEqual([]);
    expect(exact(big, small, 'intersection')).toEqual([['0,0 2,0 2,2 0,2']]);
    expect(exact(big, small, 'difference')).toEqual([['0,2 2,2 2,0 4,0 4,4 0,4']]);
    expect(polygonArea([small]).toString()).toBe('4');
  });

  it('identical rings of doubles intersect to nothing: every edge overlaps, no crossing, the first vertex on the edge', () => {
    const star: Ring = [];
    for (let i = 0; i < 20; i++) {
      const t = i % 2 === 0 ? 1 : 0.5;
      star.push([t * Math.cos((Math.PI * i) / 10), t * Math.sin((Math.PI * i) / 10)]);
    }
    expect(polygonOverlayFloat(star, star, 'intersection')).toEqual([]);
    const intersection = polygonOverlay([star], [star], 'intersection');
    expect(overlayProblem('intersection', [star], [star], 'nonzero', intersection)).toBeNull();
    expect(answerArea(intersection).equals(polygonArea([star]))).toBe(true);
  });

  it('squares sharing an edge unite into two rings along it (not a valid polygon; exact: one rectangle)', () => {
    const left = square(0, 0, 1);
    const right = square(1, 0, 1);
    expect(polygonOverlayFloat(left, right, 'union')).toEqual([left, right]);
    expect(exact(left, right, 'union')).toEqual([['0,0 2,0 2,1 0,1']]);
  });
});
