import { describe, expect, it } from 'vitest';
import { ExactRangeError, pointInPolygon, preparePolygon, Rational, windingNumber } from '../../src/index.js';
import { expectError } from '../support/expectError.js';
import { mulberry32 } from '../support/random.js';
import { starRing } from './rings.js';

describe('preparePolygon', () => {
  it('answers as pointInPolygon does on a 2000-vertex ring with a hole, for random points, vertices and edge points', () => {
    const rand = mulberry32(31);
    const outer = starRing(2000, () => 10 * (1 + rand()));
    const hole = starRing(300, () => 3 * (1 + rand())).reverse();
    const rings = [outer, hole];
    const prepared = preparePolygon(rings);
    const queries: number[][] = [];
    for (let k = 0; k < 3000; k++) queries.push([(rand() - 0.5) * 45, (rand() - 0.5) * 45]);
    for (const v of [...outer.slice(0, 200), ...hole.slice(0, 100)]) queries.push(v);
    // Exact midpoints of horizontal-ish edges are not doubles in general; edge points on the vertices' y do exist.
    for (let i = 0; i < 200; i++) queries.push([outer[i]?.[0] as number, outer[i + 1]?.[1] as number]);
    let inside = 0;
    for (const q of queries) {
      for (const rule of ['nonzero', 'evenodd'] as const) {
        const answer = pointInPolygon(q, rings, { rule });
        expect(prepared.pointInPolygon(q, { rule })).toBe(answer);
        if (answer === 'inside') inside++;
      }
      expect(prepared.windingNumber(q)).toEqual(windingNumber(q, rings));
    }
    expect(inside).toBeGreaterThan(500);
  });

  it('long edges across many bands, horizontal edges, points on band borders', () => {
    // A comb: long vertical teeth, so most edges span many distinct y values.
    const comb: number[][] = [[0, 0]];
    for (let i = 0; i < 50; i++) comb.push([2 * i + 1, 100], [2 * i + 1, i], [2 * i + 2, i], [2 * i + 2, 100]);
    comb.push([101, 100], [101, 0]);
    const prepared = preparePolygon([comb]);
    for (let x = -1; x <= 102; x += 0.5) {
      for (let y = -1; y <= 101; y += 1.5) {
        expect(prepared.windingNumber([x, y]), `${x}, ${y}`).toEqual(windingNumber([x, y], [comb]));
      }
    }
  });

  it('a self-intersecting star of long slanted edges: every lattice point, many on edges, at every vertex x', () => {
    // Spanning edges cross each other inside bands, overlap in x, and pass through lattice points, so
    // a query meets edges wholly left, wholly right, and those whose x-range holds it (ends included).
    const star: number[][] = [];
    for (let i = 0; i < 101; i++) {
      const a = (2 * Math.PI * 37 * i) / 101;
      star.push([Math.round(60 * Math.cos(a)), Math.round(60 * Math.sin(a))]);
    }
    const prepared = preparePolygon([star]);
    let onEdge = 0;
    for (let x = -61; x <= 61; x++) {
      for (let y = -61; y <= 61; y++) {
        const want = windingNumber([x, y], [star]);
        if (want.boundary) onEdge++;
        expect(prepared.windingNumber([x, y]), `${x}, ${y}`).toEqual(want);
        expect(prepared.windingNumber([x + 0.5, y + 0.25]), `${x + 0.5}, ${y + 0.25}`).toEqual(
          windingNumber([x + 0.5, y + 0.25], [star]),
        );
      }
    }
    expect(onEdge).toBeGreaterThan(300);
  });

  it('points rounded onto a slanted spanning edge: the filter cannot decide, the exact stages do', () => {
    const a = [0.1, 0.1];
    const b = [0.3, 0.7];
    const ring = [a, b, [5, 0.4]];
    const prepared = preparePolygon([ring]);
    const seen = new Set<string>();
    for (let i = 1; i < 2000; i++) {
      const t = i / 2000;
      const x = 0.1 + t * 0.2;
      const y = 0.1 + t * 0.6;
      for (const q of [
        [x - 2e-17, y],
        [x, y],
        [x + 2e-17, y],
      ]) {
        const want = pointInPolygon(q, [ring]);
        seen.add(want);
        expect(prepared.pointInPolygon(q), JSON.stringify(q)).toBe(want);
      }
    }
    expect([...seen].sort()).toEqual(['boundary', 'inside', 'outside']);
  });

  it('bigint and Rational rings, and number queries against them', () => {
    const rand = mulberry32(32);
    const ring = starRing(100, () => 1000 * (1 + rand())).map(([x, y]) => [
      BigInt(Math.round(x as number)),
      Rational.of(BigInt(Math.round((y as number) * 3)), 3n),
    ]);
    const prepared = preparePolygon([ring]);
    for (let k = 0; k < 500; k++) {
      const q = [Math.round((rand() - 0.5) * 4000), Math.round((rand() - 0.5) * 4000)];
      expect(prepared.pointInPolygon(q)).toBe(pointInPolygon(q, [ring]));
      const bq = [BigInt(q[0] as number), Rational.of(BigInt(q[1] as number), 1n)];
      expect(prepared.pointInPolygon(bq)).toBe(pointInPolygon(bq, [ring]));
    }
    for (const v of ring) expect(prepared.pointInPolygon(v)).toBe('boundary');
  });

  it('a flat ring (all vertices at one height) and a one-point ring', () => {
    const flat = preparePolygon([
      [
        [0, 0],
        [5, 0],
        [2, 0],
      ],
    ]);
    expect(flat.pointInPolygon([3, 0])).toBe('boundary');
    expect(flat.pointInPolygon([6, 0])).toBe('outside');
    expect(flat.pointInPolygon([3, 1])).toBe('outside');
    const point = preparePolygon([[[1n, 1n]]]);
    expect(point.windingNumber([1, 1])).toEqual({ boundary: true });
    expect(point.windingNumber([1, 2])).toEqual({ boundary: false, winding: 0 });
  });

  it('keeps its own copy: changing the caller arrays later changes nothing', () => {
    const ring = [
      [0, 0],
      [4, 0],
      [4, 4],
      [0, 4],
    ];
    const prepared = preparePolygon([ring]);
    (ring[2] as number[])[0] = 100;
    expect(prepared.pointInPolygon([5, 3])).toBe('outside');
    expect(pointInPolygon([5, 3], [ring])).toBe('inside');
  });

  it('bad input, named after the method', () => {
    expectError(() => preparePolygon([]), ExactRangeError, 'preparePolygon: rings is empty, expected at least one ring');
    const prepared = preparePolygon([
      [
        [0, 0],
        [1, 0],
        [0, 1],
      ],
    ]);
    expectError(() => prepared.pointInPolygon([0, Number.NaN]), ExactRangeError, 'PreparedPolygon.pointInPolygon: p[1] is NaN');
    expectError(
      () => prepared.pointInPolygon([0, 0], { rule: 'odd' as never }),
      ExactRangeError,
      `PreparedPolygon.pointInPolygon: options.rule is "odd", expected 'nonzero' or 'evenodd'`,
    );
    expectError(
      () => prepared.windingNumber([0]),
      ExactRangeError,
      'PreparedPolygon.windingNumber: p has 1 coordinates, expected 2',
    );
  });
});
