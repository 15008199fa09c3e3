// liangBarskyFloat: the Python tutorial's liang_barsky in doubles, returning the clip.
import { describe, expect, it } from 'vitest';
import { Rational } from '../../src/core/rational.js';
import type { FloatHit } from '../../src/float/index.js';
import { liangBarskyFloat, pointInBoxFloat } from '../../src/float/index.js';
import { clipSegment, pointInBox, segmentBox } from '../../src/index.js';
import { segmentBoxFrac } from '../support/slabFrac.js';

const unit = { min: [0, 0], max: [1, 1] } as const;
const pts = (c: readonly (readonly Rational[])[] | null) => (c === null ? null : c.map((p) => p.map(String)));

describe('liangBarskyFloat: ordinary cases', () => {
  it('clips a horizontal segment to [0, 1]', () => {
    expect(
      liangBarskyFloat(
        [
          [-1, 0.5],
          [3, 0.5],
        ],
        unit,
      ),
    ).toEqual({ t0: 0.25, t1: 0.5, enter: [0, 0.5], exit: [1, 0.5] });
    expect(
      pts(
        clipSegment(
          [
            [-1, 0.5],
            [3, 0.5],
          ],
          unit,
        ),
      ),
    ).toEqual([
      ['0', '1/2'],
      ['1', '1/2'],
    ]);
  });

  it('inside, outside, parallel outside, reversed direction', () => {
    expect(
      liangBarskyFloat(
        [
          [0.25, 0.25],
          [0.75, 0.75],
        ],
        unit,
      ),
    ).toMatchObject({ t0: 0, t1: 1 });
    expect(
      liangBarskyFloat(
        [
          [2, 2],
          [3, 3],
        ],
        unit,
      ),
    ).toBeNull();
    expect(
      liangBarskyFloat(
        [
          [-1, 2],
          [3, 2],
        ],
        unit,
      ),
    ).toBeNull();
    expect(
      liangBarskyFloat(
        [
          [3, 0.5],
          [-1, 0.5],
        ],
        unit,
      ),
    ).toEqual({ t0: 0.5, t1: 0.75, enter: [1, 0.5], exit: [0, 0.5] });
  });

  it('a segment in the face y = 0 and a zero-length one', () => {
    expect(
      liangBarskyFloat(
        [
          [-1, 0],
          [3, 0],
        ],
        unit,
      ),
    ).toMatchObject({ enter: [0, 0], exit: [1, 0] });
    expect(
      liangBarskyFloat(
        [
          [1, 1],
          [1, 1],
        ],
        unit,
      ),
    ).toMatchObject({ t0: 0, t1: 1, enter: [1, 1] });
  });

  it('3D: two inequalities per axis', () => {
    const cube = { min: [0, 0, 0], max: [1, 1, 1] };
    expect(
      liangBarskyFloat(
        [
          [-1, 0.5, 0.5],
          [3, 0.5, 0.5],
        ],
        cube,
      ),
    ).toMatchObject({ enter: [0, 0.5, 0.5], exit: [1, 0.5, 0.5] });
    expect(
      liangBarskyFloat(
        [
          [-1, 0.5, 2],
          [3, 0.5, 2],
        ],
        cube,
      ),
    ).toBeNull();
  });
});

describe('liangBarskyFloat: wrong answers (exact: clipSegment)', () => {
  it('decimals: (−0.9, −0.9)→(−0.1, 2.3) cuts a sliver off the corner (−0.3, 1.5), float misses', () => {
    const s = [
      [-0.9, -0.9],
      [-0.1, 2.3],
    ] as const;
    const box = { min: [-0.3, 0.5], max: [0.7, 1.5] } as const;
    expect(liangBarskyFloat(s, box)).toBeNull();
    const clip = clipSegment(s, box);
    expect(clip).not.toBeNull();
    expect(segmentBox(s, box)).not.toBeNull();
    expect(segmentBoxFrac([s[0], s[1]], box)).not.toBeNull();
  });

  it('huge integers: the line through (1, 1) of slope 4 passes 1 above the corner (1, 0), float clips to (1, 1)', () => {
    const s = [
      [-1688849860263942, -6755399441055771],
      [1125899906842628, 4503599627370509],
    ] as const;
    const box = { min: [1, -5], max: [7, 0] } as const;
    const hit = liangBarskyFloat(s, box) as FloatHit;
    expect(hit).toMatchObject({ enter: [1, 1], exit: [1, 1] });
    // The float "clip" is not even in the box.
    expect(pointInBoxFloat(hit.enter, box)).toBe(false);
    expect(clipSegment(s, box)).toBeNull();
  });

  it('the clipped point of a segment ending on the corner (0.1, 0.2) lands outside the box', () => {
    const s = [
      [-0.5, -0.5],
      [0.1, 0.2],
    ] as const;
    const box = { min: [0.1, 0.2], max: [0.7, 0.9] } as const;
    const hit = liangBarskyFloat(s, box) as FloatHit;
    expect(hit).toEqual({
      t0: 1,
      t1: 1,
      enter: [0.09999999999999998, 0.19999999999999996],
      exit: [0.09999999999999998, 0.19999999999999996],
    });
    expect(pointInBoxFloat(hit.enter, box)).toBe(false);
    // Exact: the clip is the corner itself, which is the segment's end q.
    const clip = clipSegment(s, box);
    const q = [Rational.fromNumber(0.1), Rational.fromNumber(0.2)];
    expect(pts(clip)).toEqual([q.map(String), q.map(String)]);
    expect(pointInBox(clip?.[0] as [Rational, Rational], box)).toBe('boundary');
  });

  it('an uncut end moves: exit = p + 1·(q − p) is not q', () => {
    const s = [
      [-0.5, -0.5],
      [0.1, 0.5],
    ] as const;
    const box = { min: [0.1, 0.2], max: [0.7, 0.9] } as const;
    const hit = liangBarskyFloat(s, box) as FloatHit;
    expect(hit.t1).toBe(1);
    expect(hit.exit).toEqual([0.09999999999999998, 0.5]);
    expect(pts(clipSegment(s, box))?.[1]).toEqual([Rational.fromNumber(0.1).toString(), '1/2']);
  });
});
