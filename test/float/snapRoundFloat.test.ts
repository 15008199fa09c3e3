// snapRoundFloat: snap rounding with doubles, on inputs where rounding in
// doubles puts a point in the wrong pixel, next to the exact snapRound.
import { describe, expect, it } from 'vitest';
import { snapRoundFloat } from '../../src/float/index.js';
import { nodingCheck, snapRound } from '../../src/index.js';
import { polylineEdges } from '../../tools/census/arrangementAlgorithms.js';

type P = [number, number];
const exact = (segments: readonly [P, P][]) => snapRound(segments).map((line) => line.map((p) => p.map((x) => x.toNumber())));
describe('snapRoundFloat', () => {
  it('agrees with the exact rounding away from pixel boundaries', () => {
    const s: [P, P][] = [
      [
        [0, 0],
        [4, 1.2],
      ],
      [
        [2, -1],
        [2.4, 3],
      ],
    ];
    expect(snapRoundFloat(s)).toEqual(exact(s));
  });

  it('creates a crossing: the crossing (1.4999999999999998, 3.5) goes to pixel [2, 4], because x + 0.5 rounds up to 2', () => {
    const s: [P, P][] = [
      [
        [0.3, 2.8],
        [1.5, 3.5],
      ],
      [
        [0.5, 3.9],
        [2, 3.3],
      ],
    ];
    const float = snapRoundFloat(s);
    expect(float).toEqual([
      [
        [0, 3],
        [2, 4],
      ],
      [
        [1, 4],
        [2, 3],
      ],
    ]);
    // The two rounded segments cross at (1.5, 3.5), a vertex of neither.
    expect(nodingCheck(polylineEdges(float))).toEqual({ noded: false, pair: [0, 1] });
    // Exactly, the crossing is in pixel [1, 3], and both polylines bend to its centre.
    expect(exact(s)).toEqual([
      [
        [0, 3],
        [1, 3],
        [2, 4],
      ],
      [
        [1, 4],
        [1, 3],
        [2, 3],
      ],
    ]);
    expect(nodingCheck(polylineEdges(exact(s)))).toEqual({ noded: true });
  });

  it('loses a segment: the end 0.49999999999999994 is put in pixel 1, which the segment never enters', () => {
    const s: [P, P][] = [
      [
        [0.49999999999999994, 0],
        [0.49999999999999994, 3],
      ],
    ];
    expect(snapRoundFloat(s)).toEqual([[]]);
    expect(exact(s)).toEqual([
      [
        [0, 0],
        [0, 3],
      ],
    ]);
  });
});
