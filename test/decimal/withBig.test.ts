import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import {
  boundingBox,
  boxesOverlap,
  clipSegment,
  cohenSutherlandClip,
  convertBigs,
  inBox,
  inRange,
  orient2d,
  orient3d,
  outcode,
  pointInBox,
  pointInConvexPolygon,
  rayBox,
  rayIntersectsBox,
  segmentBox,
  segmentIntersection,
  segmentIntersectsBox,
  segmentIntersectsConvexPolygon,
  segmentIntersectsParallelepiped,
  segmentParallelepiped,
  segmentsIntersect,
  toBig,
  toCoordinate,
  withBig,
} from '../../src/decimal/index.js';
import { ExactTypeError, orient2d as orient2dDoubles, Rational } from '../../src/index.js';
import { cwTest } from '../../src/ruby/index.js';

const B = (s: string) => new Big(s);

describe('predicates with Big coordinates', () => {
  it('take each Big at its exact decimal value', () => {
    // (0.1, 0.3), (0.2, 0.6), (0.3, 0.9) lie on y = 3x; the nearest doubles do not.
    expect(orient2d([B('0.1'), B('0.3')], [B('0.2'), B('0.6')], [B('0.3'), B('0.9')])).toBe(0);
    expect(orient2dDoubles([0.1, 0.3], [0.2, 0.6], [0.3, 0.9])).toBe(1);
    expect(withBig(cwTest)([0, 0], [B('0.5'), B('0.5')], [0, 1n])).toBe(1); // the Ruby names are not in the decimal entry
    expect(orient3d([0, 0, 0], [1, 0, 0], [0, 1, 0], [1, 1, B('-1e-500')])).toBe(-1);
    expect(inRange(B('0.1'), 0.1, 0.1)).toBe(false);
    expect(inRange(B('0.1'), Rational.of(1n, 10n), B('0.1'))).toBe(true);
    expect(inBox([B('1.5'), 1], [0, 0], [B('1.5'), 2])).toBe(true);
    expect(
      segmentsIntersect(
        [
          [0, 0],
          [B('0.3'), B('0.3')],
        ],
        [
          [B('0.1'), B('0.2')],
          [B('0.2'), B('0.1')],
        ],
      ),
    ).toBe(true);
    expect(
      pointInConvexPolygon(
        [B('2'), B('1.0')],
        [
          [0, 0],
          [2, 0],
          [2, 2],
          [0, 2],
        ],
      ),
    ).toBe('boundary');
    expect(
      segmentIntersectsConvexPolygon(
        [
          [B('-1'), 1],
          [B('-0.0000001'), 1],
        ],
        [
          [0, 0],
          [2, 0],
          [2, 2],
          [0, 2],
        ],
      ),
    ).toBe(false);
  });

  it('box functions take Bigs inside boxes, segments and vectors', () => {
    const box = { min: [B('0.1'), 0], max: [B('0.3'), 1] } as const;
    expect(pointInBox([B('0.3'), B('0.5')], box)).toBe('boundary');
    expect(pointInBox([0.3, B('0.5')], box)).toBe('inside'); // the double 0.3 is just below 3/10: not on the edge
    expect(boxesOverlap(box, { min: [B('0.3'), 1], max: [1, 2] })).toBe(true);
    expect(
      boundingBox([
        [B('0.5'), 1],
        [0, B('-2.25')],
      ]),
    ).toEqual({ min: [0, Rational.of(-9n, 4n)], max: [Rational.of(1n, 2n), 1] });
    expect(
      segmentBox(
        [
          [0, B('0.5')],
          [B('0.4'), B('0.5')],
        ],
        box,
      )?.map(String),
    ).toEqual(['1/4', '3/4']);
    expect(
      segmentIntersectsBox(
        [
          [0, B('1.1')],
          [1, B('1.1')],
        ],
        box,
      ),
    ).toBe(false);
    expect(rayBox([0, B('0.5')], [B('0.1'), 0], box)?.map(String)).toEqual(['1', '3']);
    expect(rayIntersectsBox([0, B('0.5')], [B('-0.1'), 0], box)).toBe(false);
    expect(
      clipSegment(
        [
          [0, B('0.5')],
          [B('0.4'), B('0.5')],
        ],
        box,
      )?.map((p) => p.map(String)),
    ).toEqual([
      ['1/10', '1/2'],
      ['3/10', '1/2'],
    ]);
    expect(
      cohenSutherlandClip(
        [
          [0, B('0.5')],
          [B('0.4'), B('0.5')],
        ],
        box,
      )?.map((p) => p.map(String)),
    ).toEqual([
      ['1/10', '1/2'],
      ['3/10', '1/2'],
    ]);
    expect(outcode([B('0.35'), B('-0.5')], box)).toBe(0b1001);
    // segmentParallelepiped, the deprecated former name, answers the same.
    for (const meets of [segmentIntersectsParallelepiped, segmentParallelepiped]) {
      expect(
        meets(
          [
            [B('-1'), B('0.5')],
            [B('0.5'), B('0.5')],
          ],
          [0, 0],
          [
            [2, 0],
            [1, 1],
          ],
        ),
      ).toBe(true);
    }
  });

  it('constructions give Rationals that toBig renders', () => {
    const x = segmentIntersection(
      [
        [0, 0],
        [B('0.3'), B('0.1')],
      ],
      [
        [0, B('0.1')],
        [B('0.1'), 0],
      ],
    );
    expect(x.kind).toBe('point');
    if (x.kind !== 'point') return;
    expect(x.point.map(String)).toEqual(['3/40', '1/40']);
    expect(x.point.map((c) => toBig(c, 3).toFixed(3))).toEqual(['0.075', '0.025']);
  });

  it('errors are the library errors', () => {
    expect(() => orient2d([B('1'), Number.NaN], [0, 0], [1, 1])).toThrow('orient2d: a[1] is NaN');
    expect(() =>
      pointInConvexPolygon(
        [1, 1],
        [
          [0, 0],
          [2, 0],
          [0, 2],
          [2, 2],
        ],
      ),
    ).toThrow(/not convex/);
  });
});

describe('toCoordinate, convertBigs, withBig', () => {
  it('toCoordinate converts Bigs only', () => {
    expect(toCoordinate(B('0.25'))).toEqual(Rational.of(1n, 4n));
    expect(toCoordinate(3)).toBe(3);
    expect(toCoordinate(5n)).toBe(5n);
  });

  it("convertBigs rebuilds every array and plain object, none of the caller's in the answer (a regression: it returned them)", () => {
    const box = { min: [0, 1], max: [2, 3] };
    const out = convertBigs(box) as typeof box;
    expect(out).toEqual(box);
    expect(out).not.toBe(box);
    expect(out.min).not.toBe(box.min);
    const polygon = [
      [0, 0],
      [1, 0],
      [0, 1],
    ];
    expect(convertBigs(polygon)).toEqual(polygon);
    expect(convertBigs(polygon)).not.toBe(polygon);
  });

  it('convertBigs replaces Bigs in arrays, array-likes and plain objects', () => {
    const box = { min: [1, 2], max: [B('2.5'), 3], label: 'kept' };
    const out = convertBigs(box) as { min: unknown; max: unknown[]; label: string };
    expect(out.min).toEqual([1, 2]);
    expect(out.max).toEqual([Rational.of(5n, 2n), 3]);
    expect(out.label).toBe('kept');
    expect(box.max[0]).toBeInstanceOf(Big);
    // An array-like point becomes an array (it used to be copied as an object without its length).
    expect(convertBigs({ 0: B('0.5'), 1: 2, length: 2 })).toEqual([Rational.of(1n, 2n), 2]);
    expect(orient2d({ 0: B('0.1'), 1: 0, length: 2 } as never, [B('0.2'), 0], [B('0.3'), 0])).toBe(0);
  });

  it('withBig wraps any function taking coordinates', () => {
    const lowerLeft = withBig((p: readonly [number | bigint | Rational, number | bigint | Rational]) => p);
    expect(lowerLeft([B('1.5'), 2])).toEqual([Rational.of(3n, 2n), 2]);
  });
});

describe('convertBigs and toCoordinate on unusual input', () => {
  it('leaves null and undefined where they are, for the predicate to name', () => {
    expect(() => withBig(orient2d)([0, null as never], [1, 1], [2, 2])).toThrow(ExactTypeError);
    expect(() => withBig(orient2d)([0, null as never], [1, 1], [2, 2])).toThrow(
      'orient2d: a[1] is null, expected a finite number, a bigint or a Rational',
    );
    expect(() => withBig(orient2d)([0, 0], undefined as never, [2, 2])).toThrow('orient2d: b is undefined');
    expect(toCoordinate(undefined as never)).toBe(undefined);
    expect(toCoordinate(null as never)).toBe(null);
  });

  it('stops at cyclic input instead of recursing forever', () => {
    const a: unknown[] = [0];
    a.push(a);
    // Copied as deep as real arguments go, then left as it is.
    expect((convertBigs(a) as unknown[])[0]).toBe(0);
    expect(() => withBig(orient2d)(a as never, [1, 1], [2, 2])).toThrow('orient2d: a[1] is an array of length 2');
    // Bigs as deep as real arguments go are converted.
    const deep = [[[[[[[[B('0.5')]]]]]]]];
    expect(String((convertBigs(deep) as unknown[]).flat(8)[0])).toBe('1/2');
  });

  it('converts Bigs in objects without a prototype, and leaves class instances alone', () => {
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { min: [B('0.25'), 0] });
    expect(String((convertBigs(bare) as { min: unknown[] }).min[0])).toBe('1/4');
    class Holder {
      value = B('0.25');
    }
    const h = new Holder();
    expect(convertBigs(h)).toBe(h);
    const m = new Map([['x', B('0.25')]]);
    expect(convertBigs(m)).toBe(m);
  });

  it('takes only well-formed Bigs: a digit outside 0–9 is not one', () => {
    const fake = { s: 1, e: 0, c: [12] };
    expect(toCoordinate(fake as never)).toBe(fake);
    const digitString = { s: 1, e: 0, c: ['5'] };
    expect(toCoordinate(digitString as never)).toBe(digitString);
    expect(String(toCoordinate({ s: -1, e: 0, c: [5] } as never))).toBe('-5');
  });
});
