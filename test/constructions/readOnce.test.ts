// The read-once cases of test/constructions/readOnceCases.ts, run by test/support/readCounting.ts.
import { describe, expect, it } from 'vitest';
import { segmentBox } from '../../src/index.js';
import { describeReadOnce } from '../support/readCounting.js';
import { constructionCases } from './readOnceCases.js';

describeReadOnce(constructionCases);

describe('the scratch of the number fast path', () => {
  it('is filled after every read: a getter that calls segmentBox itself does not disturb the answer', () => {
    const p: number[] = [0, 0];
    Object.defineProperty(p, 1, {
      get: () => {
        expect(
          segmentBox(
            [
              [10, 10],
              [20, 20],
            ],
            { min: [11, 11], max: [12, 12] },
          )?.map(String),
        ).toEqual(['1/10', '1/5']);
        return 0;
      },
    });
    expect(segmentBox([p, [4, 2]], { min: [1, 0], max: [3, 4] })?.map(String)).toEqual(['1/4', '3/4']);
  });
});
