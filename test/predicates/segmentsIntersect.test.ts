import { describe, expect, it } from 'vitest';
import type { Segment2, SegmentIntersection } from '../../src/index.js';
import { Rational, segmentIntersection, segmentsIntersect } from '../../src/index.js';

/** A construction result with every Rational written as a string. */
function show(r: SegmentIntersection): unknown {
  if (r.kind === 'none') return r;
  if (r.kind === 'point') return { kind: 'point', point: r.point.map(String) };
  return { kind: 'segment', segment: r.segment.map((p) => p.map(String)) };
}

describe('segmentsIntersect: the four degenerate configurations', () => {
  it('both segments zero-length', () => {
    expect(
      segmentsIntersect(
        [
          [1, 1],
          [1, 1],
        ],
        [
          [1, 1],
          [1, 1],
        ],
      ),
    ).toBe(true);
    expect(
      segmentsIntersect(
        [
          [1, 1],
          [1, 1],
        ],
        [
          [1, 2],
          [1, 2],
        ],
      ),
    ).toBe(false);
  });
  it('one zero-length segment on, at the end of, or off the other', () => {
    expect(
      segmentsIntersect(
        [
          [1, 1],
          [1, 1],
        ],
        [
          [0, 0],
          [2, 2],
        ],
      ),
    ).toBe(true);
    expect(
      segmentsIntersect(
        [
          [2, 2],
          [2, 2],
        ],
        [
          [0, 0],
          [2, 2],
        ],
      ),
    ).toBe(true);
    expect(
      segmentsIntersect(
        [
          [3, 3],
          [3, 3],
        ],
        [
          [0, 0],
          [2, 2],
        ],
      ),
    ).toBe(false);
    expect(
      segmentsIntersect(
        [
          [0, 0],
          [2, 2],
        ],
        [
          [1, 1.5],
          [1, 1.5],
        ],
      ),
    ).toBe(false);
  });
  it('collinear: overlapping, touching at one end, disjoint', () => {
    expect(
      segmentsIntersect(
        [
          [0, 0],
          [2, 0],
        ],
        [
          [1, 0],
          [3, 0],
        ],
      ),
    ).toBe(true);
    expect(
      segmentsIntersect(
        [
          [0, 0],
          [2, 0],
        ],
        [
          [2, 0],
          [3, 0],
        ],
      ),
    ).toBe(true);
    expect(
      segmentsIntersect(
        [
          [0, 0],
          [2, 0],
        ],
        [
          [2.5, 0],
          [3, 0],
        ],
      ),
    ).toBe(false);
    expect(
      segmentsIntersect(
        [
          [0, 0],
          [1, 1],
        ],
        [
          [3, 3],
          [2, 2],
        ],
      ),
    ).toBe(false);
  });
  it('T-junction and shared endpoint', () => {
    expect(
      segmentsIntersect(
        [
          [0, 0],
          [2, 0],
        ],
        [
          [1, 0],
          [1, 5],
        ],
      ),
    ).toBe(true);
    expect(
      segmentsIntersect(
        [
          [0, 0],
          [2, 0],
        ],
        [
          [2, 0],
          [5, 5],
        ],
      ),
    ).toBe(true);
    expect(
      segmentsIntersect(
        [
          [0, 0],
          [2, 0],
        ],
        [
          [1, 2 ** -1074],
          [1, 5],
        ],
      ),
    ).toBe(false);
  });
  it('near misses that only exact arithmetic sees', () => {
    // t ends one ulp below the line through s (ulp(12) = 2^-49), or exactly on it.
    const s: Segment2 = [
      [0.5, 0.5],
      [24, 24],
    ];
    expect(
      segmentsIntersect(s, [
        [12, 12 - 2 ** -49],
        [12, 0],
      ]),
    ).toBe(false);
    expect(
      segmentsIntersect(s, [
        [12, 12],
        [12, 0],
      ]),
    ).toBe(true);
    const h = 2n ** 300n;
    expect(
      segmentsIntersect(
        [
          [0n, 0n],
          [h, h],
        ],
        [
          [h - 1n, h],
          [h, h + 1n],
        ],
      ),
    ).toBe(false);
    expect(
      segmentsIntersect(
        [
          [0n, 0n],
          [h, h],
        ],
        [
          [h - 1n, h - 1n],
          [h, h + 1n],
        ],
      ),
    ).toBe(true);
  });
});

describe('segmentIntersection: exact constructions', () => {
  it('a crossing at a rational point', () => {
    expect(
      show(
        segmentIntersection(
          [
            [0, 0],
            [1, 1],
          ],
          [
            [0, 1],
            [1, 0],
          ],
        ),
      ),
    ).toEqual({ kind: 'point', point: ['1/2', '1/2'] });
    expect(
      show(
        segmentIntersection(
          [
            [0, 0],
            [3, 0],
          ],
          [
            [1, -1],
            [2, 2],
          ],
        ),
      ),
    ).toEqual({ kind: 'point', point: ['4/3', '0'] });
  });
  it('a crossing of double segments is the exact rational point', () => {
    const r = segmentIntersection(
      [
        [0.1, 0],
        [0.1, 1],
      ],
      [
        [0, 0.3],
        [1, 0.3],
      ],
    );
    expect(show(r)).toEqual({ kind: 'point', point: [Rational.fromNumber(0.1).toString(), Rational.fromNumber(0.3).toString()] });
  });
  it('collinear overlap is a segment ordered by x then y', () => {
    expect(
      show(
        segmentIntersection(
          [
            [2, 0],
            [0, 0],
          ],
          [
            [3, 0],
            [1, 0],
          ],
        ),
      ),
    ).toEqual({
      kind: 'segment',
      segment: [
        ['1', '0'],
        ['2', '0'],
      ],
    });
    expect(
      show(
        segmentIntersection(
          [
            [0, 5],
            [0, 1],
          ],
          [
            [0, 0],
            [0, 3],
          ],
        ),
      ),
    ).toEqual({
      kind: 'segment',
      segment: [
        ['0', '1'],
        ['0', '3'],
      ],
    });
  });
  it('collinear touch, zero-length segments and misses', () => {
    expect(
      show(
        segmentIntersection(
          [
            [0, 0],
            [1, 1],
          ],
          [
            [1, 1],
            [2, 2],
          ],
        ),
      ),
    ).toEqual({ kind: 'point', point: ['1', '1'] });
    expect(
      show(
        segmentIntersection(
          [
            [1, 1],
            [1, 1],
          ],
          [
            [0, 0],
            [2, 2],
          ],
        ),
      ),
    ).toEqual({ kind: 'point', point: ['1', '1'] });
    expect(
      show(
        segmentIntersection(
          [
            [1, 1],
            [1, 1],
          ],
          [
            [1, 1],
            [1, 1],
          ],
        ),
      ),
    ).toEqual({ kind: 'point', point: ['1', '1'] });
    expect(
      show(
        segmentIntersection(
          [
            [0, 0],
            [1, 1],
          ],
          [
            [2, 2],
            [3, 3],
          ],
        ),
      ),
    ).toEqual({ kind: 'none' });
    expect(
      show(
        segmentIntersection(
          [
            [0, 0],
            [1, 0],
          ],
          [
            [0, 1],
            [1, 1],
          ],
        ),
      ),
    ).toEqual({ kind: 'none' });
  });
  it('huge and mixed coordinates', () => {
    const h = 2n ** 300n;
    expect(
      show(
        segmentIntersection(
          [
            [0n, 0n],
            [h, h],
          ],
          [
            [0, h],
            [h, 0],
          ],
        ),
      ),
    ).toEqual({ kind: 'point', point: [(h / 2n).toString(), (h / 2n).toString()] });
    expect(
      show(
        segmentIntersection(
          [
            [0, 0],
            [1n, 1n],
          ],
          [
            [Rational.of(1n, 3n), 0],
            [Rational.of(1n, 3n), 1],
          ],
        ),
      ),
    ).toEqual({ kind: 'point', point: ['1/3', '1/3'] });
  });
});

describe('segmentIntersection results as returned', () => {
  it('a collinear overlap is a segment, ordered by x then y', () => {
    const r = segmentIntersection(
      [
        [0, 0],
        [2, 0],
      ],
      [
        [3, 0],
        [1, 0],
      ],
    );
    expect(r.kind).toBe('segment');
    expect(r.kind === 'segment' && r.segment.map((p) => p.map(String))).toEqual([
      ['1', '0'],
      ['2', '0'],
    ]);
  });

  it('names the segment that is bad', () => {
    expect(() =>
      segmentIntersection([[0, 0], 'x'] as never, [
        [1, 0],
        [3, 0],
      ]),
    ).toThrow('segmentIntersection: s[1] is "x", expected a point [x, y]');
    expect(() =>
      segmentIntersection(
        [
          [1, 0],
          [3, 0],
        ],
        [[0, 0], 'x'] as never,
      ),
    ).toThrow('segmentIntersection: t[1] is "x", expected a point [x, y]');
  });
});
