import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Box, Segment } from '../../src/index.js';
import { ExactRangeError, ExactTypeError, segmentBoxMany, segmentIntersectsBox } from '../../src/index.js';
import { coordinate, expectError, runs } from './helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: bad input on purpose
const any = (v: unknown) => v as any;

/** segmentIntersectsBox on one stored segment and box of dimension dim, as 0 or 1. */
function single(seg: readonly number[], box: readonly number[], dim: 2 | 3): number {
  const s = [seg.slice(0, dim), seg.slice(dim)] as unknown as Segment;
  const b = { min: box.slice(0, dim), max: box.slice(dim) } as unknown as Box;
  return +segmentIntersectsBox(s, b);
}

/** A box from 2·dim coordinates: min and max sorted per axis. */
const sortedBox = (v: number[], dim: 2 | 3): number[] => {
  const lo = v.slice(0, dim).map((x, k) => Math.min(x, v[dim + k] as number));
  const hi = v.slice(0, dim).map((x, k) => Math.max(x, v[dim + k] as number));
  return [...lo, ...hi];
};

describe('segmentBoxMany', () => {
  it('tests many segments against one box, touching corners and faces included', () => {
    const box = new Float64Array([0, 0, 1, 1]);
    const segments = [
      [-1, 2, 2, -1, 1], // crosses
      [2, 2, 3, 3, 0], // apart
      [0, 2, 2, 0, 1], // touches the corner (1, 1)
      [-1, 0, -1, 5, 0], // parallel, outside
      [0, -3, 0, 3, 1], // along the face x = 0
      [0.5, 0.5, 0.5, 0.5, 1], // a point inside
    ];
    const out = new Uint8Array(segments.length);
    expect(segmentBoxMany(Float64Array.from(segments.flatMap((s) => s.slice(0, 4))), box, out)).toBe(out);
    expect([...out]).toEqual(segments.map((s) => s[4]));
  });

  it('takes one box per segment, in 3D too', () => {
    const segments = new Float64Array([0, 0, 0, 2, 2, 2, 0, 2, 0, 2, 2, 0]);
    const boxes = new Float64Array([1, 1, 1, 3, 3, 3, 0, 0, 1, 1, 1, 2]);
    expect([...segmentBoxMany(segments, boxes, new Uint8Array(2), 3)]).toEqual([1, 0]);
  });

  it('gives the same answer as segmentIntersectsBox, item by item, 2D and 3D', () => {
    for (const dim of [2, 3] as const) {
      fc.assert(
        fc.property(
          fc.array(
            fc.tuple(
              fc.array(coordinate, { minLength: 2 * dim, maxLength: 2 * dim }),
              fc.array(coordinate, { minLength: 2 * dim, maxLength: 2 * dim }),
            ),
            {
              minLength: 1,
              maxLength: 12,
            },
          ),
          (items) => {
            const boxes = items.map(([, b]) => sortedBox(b, dim));
            const out = segmentBoxMany(
              Float64Array.from(items.flatMap(([s]) => s)),
              Float64Array.from(boxes.flat()),
              new Uint8Array(items.length),
              dim,
            );
            expect([...out]).toEqual(items.map(([s], i) => single(s, boxes[i] as number[], dim)));
          },
        ),
        { numRuns: runs(200) },
      );
    }
  });

  it('rejects a bad dimension, arguments of the wrong type and wrong lengths', () => {
    expectError(
      () => segmentBoxMany(new Float64Array(4), new Float64Array(4), new Uint8Array(1), any(4)),
      ExactRangeError,
      'segmentBoxMany: dim is 4, expected 2 or 3',
    );
    expectError(
      () => segmentBoxMany(new Float64Array(4), any([0, 0, 1, 1]), new Uint8Array(1)),
      ExactTypeError,
      'segmentBoxMany: boxes is an array of length 4, expected a Float64Array',
    );
    expectError(
      () => segmentBoxMany(new Float64Array(5), new Float64Array(4), new Uint8Array(1)),
      ExactRangeError,
      'segmentBoxMany: segments has length 5, expected a multiple of 4 (px, py, qx, qy per segment)',
    );
    expectError(
      () => segmentBoxMany(new Float64Array(7), new Float64Array(6), new Uint8Array(1), 3),
      ExactRangeError,
      'segmentBoxMany: segments has length 7, expected a multiple of 6 (px, py, pz, qx, qy, qz per segment)',
    );
    expectError(
      () => segmentBoxMany(new Float64Array(4), new Float64Array(5), new Uint8Array(1)),
      ExactRangeError,
      'segmentBoxMany: boxes has length 5, expected a multiple of 4 (minx, miny, maxx, maxy per box)',
    );
    expectError(
      () => segmentBoxMany(new Float64Array(6), new Float64Array(7), new Uint8Array(1), 3),
      ExactRangeError,
      'segmentBoxMany: boxes has length 7, expected a multiple of 6 (min xyz, max xyz per box)',
    );
    expectError(
      () => segmentBoxMany(new Float64Array(12), new Float64Array(8), new Uint8Array(3)),
      ExactRangeError,
      'segmentBoxMany: boxes has length 8, expected 4 (one box) or 12 (one per segment)',
    );
    expectError(
      () => segmentBoxMany(new Float64Array(6), new Float64Array(6), new Uint8Array(2), 3),
      ExactRangeError,
      'segmentBoxMany: out has length 2, expected 1 (one per segment)',
    );
  });

  it('names the index of a NaN, an infinity or a box with min > max', () => {
    const box = new Float64Array([0, 0, 1, 1]);
    const out = new Uint8Array(2);
    expectError(
      () => segmentBoxMany(new Float64Array([0, 0, 1, 1, 0, Number.NaN, 1, 1]), box, out),
      ExactRangeError,
      'segmentBoxMany: segments[5] is NaN',
    );
    expect(out[0]).toBe(1);
    expectError(
      () =>
        segmentBoxMany(new Float64Array([0, 0, 1, 1]), new Float64Array([0, 0, Number.POSITIVE_INFINITY, 1]), new Uint8Array(1)),
      ExactRangeError,
      'segmentBoxMany: boxes[2] is Infinity',
    );
    expectError(
      () =>
        segmentBoxMany(new Float64Array([0, 0, 1, 1, 0, 0, 1, 1]), new Float64Array([0, 0, 1, 1, 0, 3, 1, 2]), new Uint8Array(2)),
      ExactRangeError,
      'segmentBoxMany: boxes[5] > boxes[7] (min > max on axis 1: 3 > 2)',
    );
  });
  it.each([2, 3] as const)('in %iD, names a NaN or ±∞ at every coordinate and a min > max on every axis', (dim) => {
    const seg = dim === 2 ? [0, 0, 2, 2] : [0, 0, 0, 2, 2, 2];
    const box = dim === 2 ? [1, 1, 3, 3] : [1, 1, 1, 3, 3, 3];
    const stride = 2 * dim;
    // Item 0 is valid; item 1 carries the bad value, so the index names the second item.
    for (const [bad, shown] of [
      [Number.NaN, 'NaN'],
      [Number.POSITIVE_INFINITY, 'Infinity'],
      [Number.NEGATIVE_INFINITY, '-Infinity'],
    ] as const) {
      for (let k = 0; k < stride; k++) {
        const segments = new Float64Array([...seg, ...seg]);
        segments[stride + k] = bad;
        const boxes = new Float64Array([...box, ...box]);
        expectError(
          () => segmentBoxMany(segments, new Float64Array([...box, ...box]), new Uint8Array(2), dim),
          ExactRangeError,
          `segmentBoxMany: segments[${stride + k}] is ${shown}`,
        );
        boxes[stride + k] = bad;
        expectError(
          () => segmentBoxMany(new Float64Array([...seg, ...seg]), boxes, new Uint8Array(2), dim),
          ExactRangeError,
          `segmentBoxMany: boxes[${stride + k}] is ${shown}`,
        );
      }
    }
    for (let k = 0; k < dim; k++) {
      const boxes = new Float64Array([...box, ...box]);
      boxes[stride + k] = 4;
      expectError(
        () => segmentBoxMany(new Float64Array([...seg, ...seg]), boxes, new Uint8Array(2), dim),
        ExactRangeError,
        `segmentBoxMany: boxes[${stride + k}] > boxes[${stride + dim + k}] (min > max on axis ${k}: 4 > 3)`,
      );
    }
    // A flat box (min = max on one axis) is valid, and the diagonal meets it.
    for (let k = 0; k < dim; k++) {
      const boxes = new Float64Array(box);
      boxes[k] = 2;
      boxes[dim + k] = 2;
      expect([...segmentBoxMany(new Float64Array(seg), boxes, new Uint8Array(1), dim)]).toEqual([1]);
    }
  });
});
