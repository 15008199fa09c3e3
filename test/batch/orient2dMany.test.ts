import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ExactRangeError, ExactTypeError, orient2d, orient2dMany } from '../../src/index.js';
import { coordinate, expectError, runs } from './helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: bad input on purpose
const any = (v: unknown) => v as any;

describe('orient2dMany', () => {
  it('answers the classic cases and returns out', () => {
    const coords = new Float64Array([0, 0, 1, 0, 0, 1, 0, 0, 0, 1, 1, 0, 0, 0, 1, 1, 2, 2, 0.5, 0.5, 12, 12, 24, 24]);
    const out = new Int8Array(4);
    expect(orient2dMany(coords, out)).toBe(out);
    expect([...out]).toEqual([1, -1, 0, 0]);
  });

  it('accepts zero triples', () => {
    expect([...orient2dMany(new Float64Array(0), new Int8Array(0))]).toEqual([]);
  });

  it('is exact where doubles are not: near-collinear and beyond the expansion range', () => {
    // c is one ulp of 24 above the line y = x; huge and tiny values go to BigInt.
    const coords = new Float64Array([
      0.5,
      0.5,
      12,
      12,
      24,
      24 + 2 ** -48,
      0,
      0,
      2 ** 600,
      2 ** 600,
      1,
      1 + 2 ** -52,
      2 ** -1074,
      0,
      0,
      2 ** -1074,
      0,
      0,
    ]);
    expect([...orient2dMany(coords, new Int8Array(3))]).toEqual([1, 1, 1]);
  });

  it('gives the same answer as orient2d, item by item', () => {
    fc.assert(
      fc.property(fc.array(fc.array(coordinate, { minLength: 6, maxLength: 6 }), { minLength: 1, maxLength: 20 }), (triples) => {
        const out = orient2dMany(Float64Array.from(triples.flat()), new Int8Array(triples.length));
        const single = triples.map(([ax, ay, bx, by, cx, cy]) =>
          orient2d([ax as number, ay as number], [bx as number, by as number], [cx as number, cy as number]),
        );
        expect([...out]).toEqual(single);
      }),
      { numRuns: runs(300) },
    );
  });

  it('gives the same answer as orient2d on collinear integer triples and their ±1 neighbours', () => {
    const coords: number[] = [];
    const single: number[] = [];
    for (const base of [0, 2 ** 20, 2 ** 51]) {
      for (const d of [-1, 0, 1]) {
        const t = [base, base + 3, base + 7, base + 10, base + 21, base + 24 + d];
        coords.push(...t);
        single.push(
          orient2d([t[0] as number, t[1] as number], [t[2] as number, t[3] as number], [t[4] as number, t[5] as number]),
        );
      }
    }
    expect([...orient2dMany(Float64Array.from(coords), new Int8Array(single.length))]).toEqual(single);
    expect(single).toContain(0);
  });

  it('rejects arguments of the wrong type, naming the argument', () => {
    expectError(
      () => orient2dMany(any([0, 0, 1, 0, 0, 1]), new Int8Array(1)),
      ExactTypeError,
      'orient2dMany: coords is an array of length 6, expected a Float64Array',
    );
    expectError(
      () => orient2dMany(any(new Float32Array(6)), new Int8Array(1)),
      ExactTypeError,
      'orient2dMany: coords is a Float32Array, expected a Float64Array',
    );
    expectError(
      () => orient2dMany(new Float64Array(6), any(new Uint8Array(1))),
      ExactTypeError,
      'orient2dMany: out is a Uint8Array, expected an Int8Array',
    );
    expectError(
      () => orient2dMany(new Float64Array(6), any(undefined)),
      ExactTypeError,
      'orient2dMany: out is undefined, expected an Int8Array',
    );
  });

  it('rejects wrong lengths', () => {
    expectError(
      () => orient2dMany(new Float64Array(7), new Int8Array(1)),
      ExactRangeError,
      'orient2dMany: coords has length 7, expected a multiple of 6 (ax, ay, bx, by, cx, cy per triple)',
    );
    expectError(
      () => orient2dMany(new Float64Array(12), new Int8Array(3)),
      ExactRangeError,
      'orient2dMany: out has length 3, expected 2 (one per triple)',
    );
  });

  it('names the index of the first NaN or infinity, after writing the items before it', () => {
    const coords = new Float64Array([0, 0, 1, 0, 0, 1, 0, 0, 1, Number.NaN, 2, 2, 0, 0, 1, 1, 2, Number.POSITIVE_INFINITY]);
    const out = new Int8Array(3);
    expectError(() => orient2dMany(coords, out), ExactRangeError, 'orient2dMany: coords[9] is NaN');
    expect(out[0]).toBe(1);
    expectError(
      () => orient2dMany(coords.subarray(12), new Int8Array(1)),
      ExactRangeError,
      'orient2dMany: coords[5] is Infinity',
    );
    expectError(
      () => orient2dMany(new Float64Array([0, 0, 0, 0, Number.NEGATIVE_INFINITY, 0]), new Int8Array(1)),
      ExactRangeError,
      'orient2dMany: coords[4] is -Infinity',
    );
  });
});
