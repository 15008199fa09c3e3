import { describe, expect, it } from 'vitest';
import { nodingCheck } from '../../src/arrangement/nodingCheck.js';
import { ExactRangeError } from '../../src/index.js';
import { expectError } from '../support/expectError.js';
import { latticeSets, seg } from './fixtures.js';
import { firstNonNodedPair } from './reference.js';

describe('nodingCheck', () => {
  it('segments meeting end to end are noded', () => {
    expect(nodingCheck([])).toEqual({ noded: true });
    expect(nodingCheck([seg(0, 0, 1, 1), seg(1, 1, 2, 0), seg(2, 0, 0, 0), seg(5, 5, 6, 6)])).toEqual({ noded: true });
    // A star of segments sharing one end, two zero-length segments on it, a vertical one.
    expect(nodingCheck([seg(0, 0, 1, 0), seg(0, 0, 0, 1), seg(0, 0, -1, -1), seg(0, 0, 0, 0), seg(0, 0, 0, 0)])).toEqual({
      noded: true,
    });
  });

  it('names the first crossing, T-junction, overlap or point inside a segment', () => {
    expect(nodingCheck([seg(0, 0, 2, 2), seg(0, 2, 2, 0)])).toEqual({ noded: false, pair: [0, 1] });
    expect(nodingCheck([seg(5, 5, 6, 6), seg(0, 0, 4, 0), seg(2, 0, 2, 3)])).toEqual({ noded: false, pair: [1, 2] });
    expect(nodingCheck([seg(0, 0, 2, 0), seg(1, 0, 3, 0)])).toEqual({ noded: false, pair: [0, 1] });
    expect(nodingCheck([seg(0, 0, 2, 0), seg(0, 0, 2, 0)])).toEqual({ noded: false, pair: [0, 1] });
    expect(nodingCheck([seg(9, 9, 9, 9), seg(0, 0, 2, 0), seg(1, 0, 1, 0)])).toEqual({ noded: false, pair: [1, 2] });
    // The first pair in (i, j) order, not the first the sweep meets.
    expect(nodingCheck([seg(10, 0, 10, 4), seg(0, 0, 3, 3), seg(0, 3, 3, 0), seg(8, 2, 12, 2)])).toEqual({
      noded: false,
      pair: [0, 3],
    });
  });

  it('agrees with the all-pairs reference on lattice sets', () => {
    for (const set of latticeSets(23, 1500, 10)) {
      const want = firstNonNodedPair(set);
      expect(nodingCheck(set), JSON.stringify(set)).toEqual(want === null ? { noded: true } : { noded: false, pair: want });
    }
  });

  it('names a bad entry', () => {
    expectError(
      () => nodingCheck([seg(0, 0, 1, Number.POSITIVE_INFINITY)]),
      ExactRangeError,
      'nodingCheck: segments[0][1][1] is Infinity',
    );
  });
});
