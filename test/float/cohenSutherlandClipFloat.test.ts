// outcodeFloat and cohenSutherlandClipFloat: the Python tutorial's Cohen–Sutherland.
import { describe, expect, it } from 'vitest';
import { Rational } from '../../src/core/rational.js';
import type { FloatBox, FloatPoint, FloatSegment } from '../../src/float/index.js';
import { cohenSutherlandClipFloat, outcodeFloat, pointInBoxFloat } from '../../src/float/index.js';
import { clipSegment, cohenSutherlandClip, outcode } from '../../src/index.js';

const unit = { min: [0, 0], max: [1, 1] } as const;
const pts = (c: readonly (readonly { toString(): string }[])[] | null) => (c === null ? null : c.map((p) => p.map(String)));

/**
 * The Python tutorial's cohen_sutherland_clip ported verbatim (no fix), with a step
 * limit so that a test can show it spinning: 'spins' after `limit` moves.
 * `snap` applies only the textbook half of the fix (the clipped coordinate
 * set to the boundary), to show that it is not enough.
 */
function cohenSutherlandVerbatim(
  s: FloatSegment,
  box: FloatBox,
  limit = 1000,
  snap = false,
): [FloatPoint, FloatPoint] | null | 'spins' {
  let [p0, p1] = s as [FloatPoint, FloatPoint];
  const n = p0.length;
  let outcode0 = outcodeFloat(p0, box);
  let outcode1 = outcodeFloat(p1, box);
  for (let step = 0; step < limit; step++) {
    if (!(outcode0 | outcode1)) return [p0, p1];
    if (outcode0 & outcode1) return null;
    const outcodeOut = outcode0 ? outcode0 : outcode1;
    let p: FloatPoint = p0;
    for (let axis = 0; axis < n; axis++) {
      const lo = outcodeOut & (0b01 << (2 * (n - 1 - axis)));
      const hi = outcodeOut & (0b10 << (2 * (n - 1 - axis)));
      if (!lo && !hi) continue;
      const bound = (lo ? box.min[axis] : box.max[axis]) as number;
      const t = (bound - (p0[axis] as number)) / ((p1[axis] as number) - (p0[axis] as number));
      const a = p0;
      const b = p1;
      p = Array.from(a, (x, i) => (snap && i === axis ? bound : x + ((b[i] as number) - x) * t));
      break;
    }
    if (outcodeOut === outcode0) {
      p0 = p;
      outcode0 = outcodeFloat(p0, box);
    } else {
      p1 = p;
      outcode1 = outcodeFloat(p1, box);
    }
  }
  return 'spins';
}

describe("outcodeFloat: the original's bit layout", () => {
  it.each([
    [[-1, 2], 0b0110],
    [[0.5, 2], 0b0010],
    [[2, 2], 0b1010],
    [[-1, 0.5], 0b0100],
    [[0.5, 0.5], 0b0000],
    [[2, 0.5], 0b1000],
    [[-1, -1], 0b0101],
    [[0.5, -1], 0b0001],
    [[2, -1], 0b1001],
    [[1, 0], 0],
  ] as [FloatPoint, number][])('%j → %i', (p, code) => {
    expect(outcodeFloat(p, unit)).toBe(code);
    expect(outcode(p as [number, number], unit)).toBe(code);
  });

  it('3D: x in the highest pair', () => {
    const cube = { min: [0, 0, 0], max: [1, 1, 1] };
    expect(outcodeFloat([-1, 0.5, 2], cube)).toBe(0b01_00_10);
    expect(outcodeFloat([2, -1, 0.5], cube)).toBe(0b10_01_00);
  });

  it('wrong: a bigint past 2^53 through Number lands on the box (exact: outcode)', () => {
    const box = { min: [0, 0], max: [2 ** 53, 1] } as const;
    expect(outcodeFloat([Number(2n ** 53n + 1n), 0], box)).toBe(0);
    expect(outcode([2n ** 53n + 1n, 0], box)).toBe(0b1000);
  });
});

describe('cohenSutherlandClipFloat: ordinary cases', () => {
  it('clips, accepts, rejects', () => {
    expect(
      cohenSutherlandClipFloat(
        [
          [-1, 0.5],
          [3, 0.5],
        ],
        unit,
      ),
    ).toEqual([
      [0, 0.5],
      [1, 0.5],
    ]);
    expect(
      cohenSutherlandClipFloat(
        [
          [0.25, 0.25],
          [0.75, 0.5],
        ],
        unit,
      ),
    ).toEqual([
      [0.25, 0.25],
      [0.75, 0.5],
    ]);
    expect(
      cohenSutherlandClipFloat(
        [
          [2, 0],
          [3, 1],
        ],
        unit,
      ),
    ).toBeNull();
    expect(
      cohenSutherlandClipFloat(
        [
          [3, 0.5],
          [-1, 0.5],
        ],
        unit,
      ),
    ).toEqual([
      [1, 0.5],
      [0, 0.5],
    ]);
  });

  it('a segment missing a corner is rejected after a clip', () => {
    expect(
      cohenSutherlandClipFloat(
        [
          [-1, 0.5],
          [0.5, 2],
        ],
        unit,
      ),
    ).toBeNull();
    expect(
      clipSegment(
        [
          [-1, 0.5],
          [0.5, 2],
        ],
        unit,
      ),
    ).toBeNull();
  });

  it('3D', () => {
    const cube = { min: [0, 0, 0], max: [1, 1, 1] };
    expect(
      cohenSutherlandClipFloat(
        [
          [-1, 0.5, 0.5],
          [3, 0.5, 0.5],
        ],
        cube,
      ),
    ).toEqual([
      [0, 0.5, 0.5],
      [1, 0.5, 0.5],
    ]);
    expect(
      cohenSutherlandClipFloat(
        [
          [-1, -1, -1],
          [3, 3, 3],
        ],
        cube,
      ),
    ).toEqual([
      [0, 0, 0],
      [1, 1, 1],
    ]);
  });
});

describe('cohenSutherlandClipFloat: the endless-loop fix', () => {
  const box = { min: [0.1, 0.2], max: [0.7, 0.9] } as const;

  it('verbatim, the clipped end lands on y = 0.9000000000000001 and the original loops; fixed, it ends', () => {
    const s = [
      [-0.5, -0.5],
      [0.6, 1.1],
    ] as const;
    expect(cohenSutherlandVerbatim(s, box)).toBe('spins');
    const clip = cohenSutherlandClipFloat(s, box);
    expect(clip).not.toBeNull();
    expect(clip?.every((p) => pointInBoxFloat(p, box))).toBe(true);
    expect(cohenSutherlandClip(s, box)).not.toBeNull();
  });

  it('through the corner (0.1, 0.9): setting the clipped coordinate alone would ping-pong; fixed, it ends', () => {
    const s = [
      [0.4, 0.3],
      [0, 1.1],
    ] as const;
    expect(cohenSutherlandVerbatim(s, box)).toBe('spins');
    expect(cohenSutherlandVerbatim(s, box, 1000, true)).toBe('spins');
    const clip = cohenSutherlandClipFloat(s, box);
    expect(clip).toEqual([
      [0.4, 0.3],
      [0.1, 0.9],
    ]);
  });

  it('every segment on the 0.1 grid in [−0.5, 1.2]² ends, inside the box (11001 of them spin verbatim)', () => {
    let spins = 0;
    for (let a = -5; a <= 12; a++) {
      for (let b = -5; b <= 12; b++) {
        for (let c = -5; c <= 12; c++) {
          for (let d = -5; d <= 12; d++) {
            const s: FloatSegment = [
              [a / 10, b / 10],
              [c / 10, d / 10],
            ];
            const clip = cohenSutherlandClipFloat(s, box);
            if (clip !== null && !(pointInBoxFloat(clip[0], box) && pointInBoxFloat(clip[1], box))) {
              throw new Error(`clip outside the box for ${JSON.stringify(s)}`);
            }
            if (cohenSutherlandVerbatim(s, box, 64) === 'spins') spins++;
          }
        }
      }
    }
    expect(spins).toBe(11001);
  });
});

describe('cohenSutherlandClipFloat: wrong answers (exact: cohenSutherlandClip)', () => {
  it('huge integers: a segment passing 1 above the corner (1, 0) is accepted as the point (1, 0)', () => {
    const s = [
      [-1688849860263942, -8444249301319714],
      [1125899906842628, 5629499534213136],
    ] as const;
    const box = { min: [1, -5], max: [7, 0] } as const;
    expect(cohenSutherlandClipFloat(s, box)).toEqual([
      [1, 0],
      [1, 0],
    ]);
    expect(cohenSutherlandClip(s, box)).toBeNull();
    expect(clipSegment(s, box)).toBeNull();
  });

  it('the diagonal (−0.9, −0.9)→(−0.1, −0.1) passes through the corner (−0.3, −0.3) (x = y on it): float rejects', () => {
    const s = [
      [-0.9, -0.9],
      [-0.1, -0.1],
    ] as const;
    const box = { min: [-0.3, -1.3], max: [0.7, -0.3] } as const;
    expect(cohenSutherlandClipFloat(s, box)).toBeNull();
    const corner = [Rational.fromNumber(-0.3).toString(), Rational.fromNumber(-0.3).toString()];
    expect(pts(cohenSutherlandClip(s, box))).toEqual([corner, corner]);
    expect(pts(clipSegment(s, box))).toEqual([corner, corner]);
  });
});
