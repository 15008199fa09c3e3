import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ExactRangeError, ExactTypeError, segmentsIntersect, segmentsIntersectMany } from '../../src/index.js';
import { coordinate, expectError, runs } from './helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: bad input on purpose
const any = (v: unknown) => v as any;

/** segmentsIntersect on one stored pair px, py, qx, qy, ux, uy, vx, vy, as 0 or 1. */
const single = (c: readonly number[]): number =>
  +segmentsIntersect(
    [
      [c[0] as number, c[1] as number],
      [c[2] as number, c[3] as number],
    ],
    [
      [c[4] as number, c[5] as number],
      [c[6] as number, c[7] as number],
    ],
  );

describe('segmentsIntersectMany', () => {
  it('answers the Ruby post cases and returns out', () => {
    const pairs = [
      [-6, 7, 13, -1, 10, 2, 0, 0, 1],
      [0, 0, 1, 1, 0, 1, 1, 0, 1],
      [32, 4521, 32, -2156413, 3, 1, 32, 1, 1],
      [-100, 10000, 100, -10000, -200, 20100, 200, -19900, 0],
      [0, 0, 1, 1, 2, 2, 3, 3, 0],
      [1, 1, 1, 1, 1, 1, 1, 1, 1],
      [1, 1, 1, 9, 1, 7, 1, 34, 1],
      [-1, -1, -1, 32, -1, 33, -1, 34, 0],
    ];
    const out = new Uint8Array(pairs.length);
    expect(segmentsIntersectMany(Float64Array.from(pairs.flatMap((p) => p.slice(0, 8))), out)).toBe(out);
    expect([...out]).toEqual(pairs.map((p) => p[8]));
  });

  it('gives the same answer as segmentsIntersect, item by item', () => {
    fc.assert(
      fc.property(fc.array(fc.array(coordinate, { minLength: 8, maxLength: 8 }), { minLength: 1, maxLength: 20 }), (pairs) => {
        const out = segmentsIntersectMany(Float64Array.from(pairs.flat()), new Uint8Array(pairs.length));
        expect([...out]).toEqual(pairs.map(single));
      }),
      { numRuns: runs(300) },
    );
  });

  it('gives the same answer on collinear, touching and shared-endpoint pairs near 2^52', () => {
    const b = 2 ** 52 - 64;
    const pairs = [
      [b, b, b + 10, b + 20, b + 5, b + 10, b + 20, b + 40], // collinear overlap
      [b, b, b + 10, b + 20, b + 11, b + 22, b + 20, b + 40], // collinear apart
      [b, b, b + 10, b + 20, b + 10, b + 20, b + 20, b + 40], // end to end
      [b, b, b + 10, b + 20, b + 5, b + 10, b - 7, b + 3], // T-junction
      [b, b, b + 10, b + 20, b, b, b - 3, b + 9], // shared endpoint
      [b, b, b + 10, b + 20, b + 5, b + 11, b + 20, b + 41], // one off the line
    ];
    const out = segmentsIntersectMany(Float64Array.from(pairs.flat()), new Uint8Array(pairs.length));
    expect([...out]).toEqual(pairs.map(single));
    expect([...out]).toEqual([1, 0, 1, 1, 1, 0]);
  });

  it('segments sharing an endpoint, the other ends near 1e154: 1 (regression: an orientation overflowing to ±∞ beside an unproven one gave 0)', () => {
    const coords = new Float64Array([
      0, 0, 1.776725978401179e153, 2.075956282425741e154, 0, 0, 7.369091015275961e153, -1.5078411842269196e154, 0, 0,
      -3.978140073507974e152, -1.4326152891811614e153, 0, 0, 1.0726245544786449e155, -6.561729806124027e154,
    ]);
    expect([...segmentsIntersectMany(coords, new Uint8Array(2))]).toEqual([1, 1]);
  });

  it('rejects arguments of the wrong type and wrong lengths', () => {
    expectError(
      () => segmentsIntersectMany(any(null), new Uint8Array(0)),
      ExactTypeError,
      'segmentsIntersectMany: coords is null, expected a Float64Array',
    );
    expectError(
      () => segmentsIntersectMany(new Float64Array(8), any(new Int8Array(1))),
      ExactTypeError,
      'segmentsIntersectMany: out is a Int8Array, expected a Uint8Array',
    );
    expectError(
      () => segmentsIntersectMany(new Float64Array(12), new Uint8Array(1)),
      ExactRangeError,
      'segmentsIntersectMany: coords has length 12, expected a multiple of 8 (px, py, qx, qy, ux, uy, vx, vy per pair)',
    );
    expectError(
      () => segmentsIntersectMany(new Float64Array(16), new Uint8Array(1)),
      ExactRangeError,
      'segmentsIntersectMany: out has length 1, expected 2 (one per pair)',
    );
  });

  it('names the index of the first NaN or infinity', () => {
    const coords = new Float64Array([0, 0, 2, 2, 0, 2, 2, 0, 0, 0, 2, 2, 0, 2, Number.NaN, 0]);
    const out = new Uint8Array(2);
    expectError(() => segmentsIntersectMany(coords, out), ExactRangeError, 'segmentsIntersectMany: coords[14] is NaN');
    expect(out[0]).toBe(1);
    expectError(
      () => segmentsIntersectMany(new Float64Array([0, 0, 1, 1, 5, 5, Number.NEGATIVE_INFINITY, 7]), new Uint8Array(1)),
      ExactRangeError,
      'segmentsIntersectMany: coords[6] is -Infinity',
    );
  });
});
