import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkOrdered, readConstraints } from '../../src/arbitraries/constraints.js';
import * as A from '../../src/arbitraries/index.js';
import { ExactRangeError, ExactTypeError } from '../../src/index.js';
import { sample } from './sampling.js';

/*
 * The other side of constraint checking: every documented field is
 * accepted, bounds are inclusive, and each field really changes what is
 * generated. Plus the exact messages of the bound errors.
 */

type Builder = (c?: unknown) => fc.Arbitrary<unknown>;
const build = (name: keyof typeof A) => (A as unknown as Record<string, Builder>)[name] as Builder;

/** What the thrown error's message is (or 'no error'). */
function thrown(f: () => unknown): Error | 'no error' {
  try {
    f();
  } catch (e) {
    return e as Error;
  }
  return 'no error';
}

const dimFamilies = [
  'zeroLengthSegment',
  'segmentNearBox',
  'rayNearBox',
  'segmentInBoxFace',
  'segmentThroughBoxCorner',
  'segmentThroughBoxEdge',
  'rayGrazingBoxFace',
  'touchingSegmentBox',
] as const;
const planeFamilies = [
  'collinearTriple',
  'nearlyCollinearTriple',
  'thinTriangle',
  'cocircularPoints',
  'cosphericalPoints',
  'sharedEndpointSegments',
  'tJunctionSegments',
  'collinearSegments',
] as const;
const shapes = ['point2', 'point3', 'segment2', 'segment3', 'ray2', 'ray3'] as const;

describe('every documented constraint field is accepted', () => {
  const all: [keyof typeof A, unknown][] = [
    ['coordinate', { kind: 'grid' }],
    ['gridCoordinate', { min: -2, max: 2 }],
    ['safeIntegerCoordinate', { min: -5, max: 5 }],
    ['hugeBigIntCoordinate', { maxBits: 10 }],
    ['doubleCoordinate', { minExponent: -3, maxExponent: 3 }],
    ['rationalCoordinate', { maxBits: 10 }],
    ...shapes.map((s): [keyof typeof A, unknown] => [s, { coordinates: 'grid' }]),
    ['box2', { coordinates: 'grid', flat: false }],
    ['box3', { coordinates: fc.constantFrom(1, 2), flat: true }],
    ['convexPolygon', { coordinates: 'grid', maxPoints: 5, collinear: false, duplicates: false }],
    ['parallelepiped', { coordinates: 'grid', axisAligned: true }],
    ...planeFamilies.map((s): [keyof typeof A, unknown] => [s, { coordinates: 'safe' }]),
    ...dimFamilies.map((s): [keyof typeof A, unknown] => [s, { coordinates: 'safe', dim: 3 }]),
  ];
  it.each(all)('%s(%o)', (name, constraints) => {
    expect(thrown(() => build(name)(constraints))).toBe('no error');
  });
});

describe('integer fields: bounds are inclusive, min = max is allowed', () => {
  it('the smallest and largest allowed values are accepted', () => {
    for (const [name, c] of [
      ['convexPolygon', { maxPoints: 3 }],
      ['convexPolygon', { maxPoints: 64 }],
      ['hugeBigIntCoordinate', { maxBits: 1 }],
      ['hugeBigIntCoordinate', { maxBits: 4096 }],
      ['gridCoordinate', { min: -(2 ** 31), max: 2 ** 31 - 1 }],
      ['doubleCoordinate', { minExponent: -1074, maxExponent: 971 }],
    ] as [keyof typeof A, unknown][]) {
      expect(
        thrown(() => build(name)(c)),
        `${name} ${JSON.stringify(c)}`,
      ).toBe('no error');
    }
  });
  it('gridCoordinate({ min: 3, max: 3 }) gives 3 only', () => {
    expect(new Set(sample(A.gridCoordinate({ min: 3, max: 3 }), 20))).toEqual(new Set([3]));
  });
  it('checkOrdered accepts equal ends and rejects lo > hi', () => {
    expect(thrown(() => checkOrdered('f', 'a', 2, 'b', 2))).toBe('no error');
    expect(() => checkOrdered('f', 'a', 3, 'b', 2)).toThrow('f: constraints.a (3) is greater than constraints.b (2)');
  });
  it('gridCoordinate bounds are the 32-bit range, named in the message', () => {
    const range = /expected -2147483648 to 2147483647$/;
    for (const c of [{ min: 2 ** 31 }, { max: 2 ** 31 }, { min: -(2 ** 31) - 1 }, { max: -(2 ** 31) - 1 }]) {
      const e = thrown(() => A.gridCoordinate(c));
      expect(e).toBeInstanceOf(ExactRangeError);
      expect((e as Error).message).toMatch(range);
    }
  });
  it('an arbitrary with no fields says "known: none"', () => {
    expect(() => readConstraints('f', { x: 1 }, [])).toThrow('f: constraints.x is not a known field (known: none)');
  });
});

describe('each field changes what is generated', () => {
  it('safeIntegerCoordinate honours min and max, and defaults to the whole safe range', () => {
    const xs = sample(A.safeIntegerCoordinate({ min: 5, max: 9 }));
    expect(xs.every((x) => x >= 5 && x <= 9)).toBe(true);
    expect(new Set(xs)).toEqual(new Set([5, 6, 7, 8, 9]));
    const d = sample(A.safeIntegerCoordinate());
    expect(d.some((x) => x < -(2 ** 40))).toBe(true);
    expect(d.some((x) => x > 2 ** 40)).toBe(true);
  });
  it('safeIntegerCoordinate names both fields when min > max', () => {
    expect(() => A.safeIntegerCoordinate({ min: 5, max: 4 })).toThrow(
      /^safeIntegerCoordinate: constraints\.min \(5\) is greater than constraints\.max \(4\)$/,
    );
  });
  it('rationalCoordinate({ maxBits }) bounds numerator and denominator by 2^maxBits', () => {
    const xs = sample(A.rationalCoordinate({ maxBits: 4 }), 300);
    expect(xs.every((q) => q.num >= -16n && q.num <= 16n && q.den >= 1n && q.den <= 16n)).toBe(true);
    expect(xs.some((q) => q.num !== 0n && q.den > 1n)).toBe(true);
  });
});

describe('messages name the arbitrary and the field', () => {
  it.each(shapes)('%s({ coordinates: 7 })', (name) => {
    const e = thrown(() => build(name)({ coordinates: 7 }));
    expect(e).toBeInstanceOf(ExactTypeError);
    expect((e as Error).message).toBe(`${name}: constraints.coordinates is 7, expected a coordinate kind or an fc.Arbitrary`);
  });
  it('coordinates: null is a type error, not a crash', () => {
    const e = thrown(() => A.point2({ coordinates: null as never }));
    expect(e).toBeInstanceOf(ExactTypeError);
    expect((e as Error).message).toBe('point2: constraints.coordinates is null, expected a coordinate kind or an fc.Arbitrary');
  });
  it('a plain object is not taken for an arbitrary', () => {
    // A likely slip: the constraints of coordinate() where an arbitrary belongs.
    const e = thrown(() => A.box2({ coordinates: { kind: 'grid' } as never }));
    expect(e).toBeInstanceOf(ExactTypeError);
    expect((e as Error).message).toBe(
      'box2: constraints.coordinates is an object, expected a coordinate kind or an fc.Arbitrary',
    );
  });
});
