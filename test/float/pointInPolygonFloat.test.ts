// pointInPolygonFloat: PNPOLY's ray crossing in doubles. Right on ordinary
// points; on an edge it answers by which edge it is (no boundary answer), and
// within rounding of a slanted edge it can put a point on the wrong side.
import { describe, expect, it } from 'vitest';
import { pointInPolygonFloat } from '../../src/float/index.js';
import { pointInPolygon } from '../../src/index.js';
import { windingFrac } from '../support/polygonsFrac.js';

const square = [
  [0, 0],
  [4, 0],
  [4, 4],
  [0, 4],
];

describe('pointInPolygonFloat: ordinary cases', () => {
  it('inside, outside, holes by parity, several parts', () => {
    const hole = [
      [1, 1],
      [1, 3],
      [3, 3],
      [3, 1],
    ];
    expect(pointInPolygonFloat([2, 0.5], [square, hole])).toBe(true);
    expect(pointInPolygonFloat([2, 2], [square, hole])).toBe(false);
    expect(pointInPolygonFloat([5, 2], [square])).toBe(false);
    // A hole in the same winding is a hole too: PNPOLY counts parity.
    expect(pointInPolygonFloat([2, 2], [square, [...hole].reverse()])).toBe(false);
  });
});

describe('pointInPolygonFloat: wrong answers (exact: pointInPolygon)', () => {
  it('points on the edges and vertices come out inside or outside by which edge they are on', () => {
    // Left and bottom edges count as inside, right and top as outside: a half-open square.
    expect(pointInPolygonFloat([0, 2], [square])).toBe(true);
    expect(pointInPolygonFloat([2, 0], [square])).toBe(true);
    expect(pointInPolygonFloat([4, 2], [square])).toBe(false);
    expect(pointInPolygonFloat([2, 4], [square])).toBe(false);
    expect(pointInPolygonFloat([4, 4], [square])).toBe(false);
    for (const p of [
      [0, 2],
      [2, 0],
      [4, 2],
      [2, 4],
      [4, 4],
    ]) {
      expect(pointInPolygon(p, [square])).toBe('boundary');
    }
  });

  it('a point strictly inside a triangle, within rounding of its edge, is put outside', () => {
    const tri = [
      [0.1966165285076092, 0.9339946273872604],
      [1.0477024976851896, 0.13587859498144994],
      [0.1115458532290281, 0.15115522027535142],
    ];
    const p = [0.8483672424250017, 0.3228076113305206];
    expect(pointInPolygonFloat(p, [tri])).toBe(false);
    expect(pointInPolygon(p, [tri])).toBe('inside');
    expect(windingFrac(p, [tri])).not.toBe(0);
  });

  it('a point strictly outside a triangle, next to an edge, is put inside', () => {
    const tri = [
      [0.30913409032352923, 1.0166560675560758],
      [0.33852741496568894, 1.0302633283335079],
      [1.0357593012674522, 0.40657640206933787],
    ];
    const p = [0.3276398212210167, 1.0252230571451988];
    expect(pointInPolygonFloat(p, [tri])).toBe(true);
    expect(pointInPolygon(p, [tri])).toBe('outside');
    expect(windingFrac(p, [tri])).toBe(0);
  });
});
