// The batch functions read real typed arrays only: their elements cannot be
// getters, so a check and the answer see the same values. A Proxy of a typed
// array passes `instanceof` but is none; it gets a typed error, not the
// engine's TypeError from its length.
import { describe, it } from 'vitest';
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
