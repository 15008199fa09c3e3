import { describe, expect, it } from 'vitest';
import type { SegmentIntersection } from '../../src/index.js';
import { Rational, segmentIntersection } from '../../src/index.js';

/** A construction result with every Rational written as a string. */
function show(r: SegmentIntersection): unknown {
  if (r.kind === 'none') return r;
  if (r.kind === 'point') return { kind: 'point', point: r.point.map(String) };
  return { kind: 'segment', segment: r.segment.map((p) => p.map(String)) };
}

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
