// The batch functions read real typed arrays only: their elements cannot be
// getters, so a check and the answer see the same values. A Proxy of a typed
// array passes `instanceof` but is none; it gets a typed error, not the
// engine's TypeError from its length.
import { describe, expect, it } from 'vitest';
import { ExactTypeError, orient2dMany, segmentBoxMany, segmentsIntersectMany } from '../../src/index.js';
import { expectError } from '../support/expectError.js';

const proxy = <T extends object>(a: T): T => new Proxy(a, {});

describe('a Proxy of a typed array is refused with a typed error', () => {
  it('orient2dMany', () => {
    expectError(
      () => orient2dMany(proxy(new Float64Array(6)), new Int8Array(1)),
      ExactTypeError,
      'orient2dMany: coords is a Float64Array look-alike (a Proxy?), expected a Float64Array',
    );
    expectError(
      () => orient2dMany(new Float64Array(6), proxy(new Int8Array(1))),
      ExactTypeError,
      'orient2dMany: out is an Int8Array look-alike (a Proxy?), expected an Int8Array',
    );
  });
  it('segmentsIntersectMany', () => {
    expectError(
      () => segmentsIntersectMany(proxy(new Float64Array(8)), new Uint8Array(1)),
      ExactTypeError,
      'segmentsIntersectMany: coords is a Float64Array look-alike (a Proxy?), expected a Float64Array',
    );
  });
  it('segmentBoxMany', () => {
    expectError(
      () => segmentBoxMany(new Float64Array(4), proxy(new Float64Array(4)), new Uint8Array(1)),
      ExactTypeError,
      'segmentBoxMany: boxes is a Float64Array look-alike (a Proxy?), expected a Float64Array',
    );
    expectError(
      () => segmentBoxMany(new Float64Array(4), new Float64Array(4), proxy(new Uint8Array(1))),
      ExactTypeError,
      'segmentBoxMany: out is a Uint8Array look-alike (a Proxy?), expected a Uint8Array',
    );
  });
});

describe("a typed array's own length getter is never read: the true length decides", () => {
  /** a with an own `length` getter that lies, counting its calls in `calls`. */
  function lying<T extends ArrayBufferView>(a: T, calls: number[]): T {
    Object.defineProperty(a, 'length', {
      get: () => {
        calls.push(1);
        return 0;
      },
    });
    return a;
  }
  it('orient2dMany, segmentsIntersectMany, segmentBoxMany', () => {
    const calls: number[] = [];
    const triples = lying(Float64Array.of(0, 0, 1, 0, 0, 1, 0, 0, 1, 1, 2, 2), calls);
    expect(Array.from(orient2dMany(triples, lying(new Int8Array(2), calls)))).toEqual([1, 0]);
    const pairs = lying(Float64Array.of(0, 0, 2, 2, 0, 2, 2, 0), calls);
    expect(Array.from(segmentsIntersectMany(pairs, lying(new Uint8Array(1), calls)))).toEqual([1]);
    const segments = lying(Float64Array.of(0, 0, 2, 2, 5, 5, 6, 6), calls);
    const box = lying(Float64Array.of(1, 1, 3, 3), calls);
    expect(Array.from(segmentBoxMany(segments, box, lying(new Uint8Array(2), calls)))).toEqual([1, 0]);
    expect(calls).toEqual([]);
  });
});
