import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as A from '../../src/arbitraries/index.js';
import { ExactRangeError, ExactTypeError } from '../../src/index.js';
import { thrown } from '../support/expectError.js';

/*
 * Bad constraints throw when the arbitrary is built, with the package's
 * error classes (code 'bad_input') and a message naming the arbitrary and
 * the field.
 */

type Builder = (c?: unknown) => fc.Arbitrary<unknown>;
const byName = new Map<string, unknown>(Object.entries(A));
const build = (name: keyof typeof A) => byName.get(name) as Builder;

const cases: [keyof typeof A, unknown, typeof ExactRangeError | typeof ExactTypeError, RegExp][] = [
  [
    'gridCoordinate',
    { min: 3, max: 2 },
    ExactRangeError,
    /^gridCoordinate: constraints\.min \(3\) is greater than constraints\.max \(2\)$/,
  ],
  ['gridCoordinate', { min: 0.5 }, ExactTypeError, /^gridCoordinate: constraints\.min is 0\.5, expected an integer$/],
  [
    'safeIntegerCoordinate',
    { max: 2 ** 60 },
    ExactRangeError,
    /^safeIntegerCoordinate: constraints\.max is 1152921504606847000, expected -9007199254740991 to 9007199254740991$/,
  ],
  [
    'hugeBigIntCoordinate',
    { maxBits: 0 },
    ExactRangeError,
    /^hugeBigIntCoordinate: constraints\.maxBits is 0, expected 1 to 4096$/,
  ],
  [
    'hugeBigIntCoordinate',
    { maxBits: 10n },
    ExactTypeError,
    /^hugeBigIntCoordinate: constraints\.maxBits is 10n, expected an integer$/,
  ],
  [
    'doubleCoordinate',
    { minExponent: -1075 },
    ExactRangeError,
    /^doubleCoordinate: constraints\.minExponent is -1075, expected -1074 to 971$/,
  ],
  [
    'doubleCoordinate',
    { minExponent: 5, maxExponent: 4 },
    ExactRangeError,
    /constraints\.minExponent \(5\) is greater than constraints\.maxExponent \(4\)/,
  ],
  ['rationalCoordinate', { maxBits: 5000 }, ExactRangeError, /^rationalCoordinate: constraints\.maxBits is 5000/],
  [
    'coordinate',
    { kind: 'big' },
    ExactRangeError,
    /^coordinate: constraints\.kind is "big", expected one of "grid", "safe", "huge", "double", "rational", "mixed"$/,
  ],
  [
    'point2',
    { coordinates: 7 },
    ExactTypeError,
    /^point2: constraints\.coordinates is 7, expected a coordinate kind or an fc\.Arbitrary$/,
  ],
  ['segment3', { coordinates: 'float' }, ExactRangeError, /^segment3: constraints\.coordinates is "float", expected one of/],
  ['box2', { flat: 'yes' }, ExactTypeError, /^box2: constraints\.flat is "yes", expected a boolean$/],
  [
    'box3',
    { coordinate: 'grid' },
    ExactRangeError,
    /^box3: constraints\.coordinate is not a known field \(known: coordinates, flat\)$/,
  ],
  ['ray2', 'grid', ExactTypeError, /^ray2: constraints is "grid", expected an object or undefined$/],
  ['convexPolygon', { maxPoints: 2 }, ExactRangeError, /^convexPolygon: constraints\.maxPoints is 2, expected 3 to 64$/],
  ['parallelepiped', { axisAligned: 1 }, ExactTypeError, /^parallelepiped: constraints\.axisAligned is 1, expected a boolean$/],
  [
    'collinearTriple',
    { coordinates: fc.integer() },
    ExactRangeError,
    /^collinearTriple: constraints\.coordinates is an? .*expected one of/,
  ],
  ['nearlyCollinearTriple', { dim: 3 }, ExactRangeError, /^nearlyCollinearTriple: constraints\.dim is not a known field/],
  ['zeroLengthSegment', { dim: 4 }, ExactRangeError, /^zeroLengthSegment: constraints\.dim is 4, expected one of 2, 3$/],
  ['segmentInBoxFace', { dim: '3' }, ExactRangeError, /^segmentInBoxFace: constraints\.dim is "3", expected one of 2, 3$/],
  [
    'segmentThroughBoxCorner',
    { coordinates: 'int' },
    ExactRangeError,
    /^segmentThroughBoxCorner: constraints\.coordinates is "int"/,
  ],
  [
    'segmentThroughBoxEdge',
    null,
    ExactTypeError,
    /^segmentThroughBoxEdge: constraints is null, expected an object or undefined$/,
  ],
  [
    'rayGrazingBoxFace',
    [],
    ExactTypeError,
    /^rayGrazingBoxFace: constraints is an array of length 0, expected an object or undefined$/,
  ],
  ['touchingSegmentBox', { dim: 1 }, ExactRangeError, /^touchingSegmentBox: constraints\.dim is 1, expected one of 2, 3$/],
  ['segmentNearBox', { kind: 'grid' }, ExactRangeError, /^segmentNearBox: constraints\.kind is not a known field/],
  ['rayNearBox', { dim: 2.5 }, ExactRangeError, /^rayNearBox: constraints\.dim is 2\.5/],
  ['sharedEndpointSegments', { coordinates: null }, ExactRangeError, /^sharedEndpointSegments: constraints\.coordinates is null/],
  ['tJunctionSegments', { x: 1 }, ExactRangeError, /^tJunctionSegments: constraints\.x is not a known field/],
  ['collinearSegments', { coordinates: 'Huge' }, ExactRangeError, /^collinearSegments: constraints\.coordinates is "Huge"/],
];

describe('bad constraints throw at construction, naming the field', () => {
  it.each(cases)('%s(%o)', (name, constraints, cls, message) => {
    let error: unknown;
    try {
      build(name)(constraints);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(cls);
    expect((error as ExactRangeError).code).toBe('bad_input');
    expect((error as Error).message).toMatch(message);
  });

  it('every exported arbitrary accepts no constraints and an empty object', () => {
    for (const [name, f] of Object.entries(A)) {
      if (typeof f !== 'function') continue;
      expect(() => (f as Builder)(), name).not.toThrow();
      expect(() => (f as Builder)({}), name).not.toThrow();
    }
  });
});

/*
 * The fields each arbitrary accepts, as its documentation names them. An
 * unknown field is refused with this list; a bad value in any of them is
 * refused with an error naming the arbitrary and the field.
 */
const KNOWN_FIELDS: Record<string, string[]> = {
  axisParallelGrid: ['coordinates', 'minSegments', 'maxSegments'],
  box2: ['coordinates', 'flat'],
  box3: ['coordinates', 'flat'],
  closedTriangleMesh: ['coordinates', 'shape'],
  cocircularPoints: ['coordinates'],
  collinearSegments: ['coordinates'],
  collinearTriple: ['coordinates'],
  convexPolygon: ['coordinates', 'maxPoints', 'collinear', 'duplicates'],
  coordinate: ['kind'],
  coplanarTrianglePair: ['coordinates'],
  cosphericalPoints: ['coordinates'],
  doubleCoordinate: ['minExponent', 'maxExponent'],
  gridCoordinate: ['min', 'max'],
  hugeBigIntCoordinate: ['maxBits'],
  hullPoints: ['coordinates', 'shape', 'maxPoints', 'affine'],
  nearlyCollinearTriple: ['coordinates'],
  nearlyParallelSegments: ['coordinates', 'minSegments', 'maxSegments'],
  overlappingSegments: ['coordinates', 'minSegments', 'maxSegments'],
  parallelepiped: ['coordinates', 'axisAligned'],
  pixelBoundaryCrossings: ['coordinates', 'minSegments', 'maxSegments'],
  point2: ['coordinates'],
  point3: ['coordinates'],
  polygonBoundaryPoint: ['coordinates', 'collinear', 'duplicates', 'affine', 'shape', 'at'],
  polygonPair: ['coordinates'],
  rationalCoordinate: ['maxBits'],
  ray2: ['coordinates'],
  ray3: ['coordinates'],
  rayGrazingBoxFace: ['coordinates', 'dim'],
  rayGrazingCellCorner: ['coordinates', 'dim'],
  rayNearBox: ['coordinates', 'dim'],
  rayThroughTriangleEdge: ['coordinates'],
  rayThroughTriangleVertex: ['coordinates'],
  ringWithHoles: ['coordinates', 'collinear', 'duplicates', 'affine', 'holeWinding', 'maxParts'],
  safeIntegerCoordinate: ['min', 'max'],
  segment2: ['coordinates'],
  segment3: ['coordinates'],
  segmentAlongGridLine: ['coordinates', 'dim'],
  segmentEndingOnTrianglePlane: ['coordinates'],
  segmentInBoxFace: ['coordinates', 'dim'],
  segmentInTrianglePlane: ['coordinates'],
  segmentNearBox: ['coordinates', 'dim'],
  segmentOnGrid: ['coordinates', 'dim'],
  segmentStar: ['coordinates', 'minSegments', 'maxSegments'],
  segmentThroughBoxCorner: ['coordinates', 'dim'],
  segmentThroughBoxEdge: ['coordinates', 'dim'],
  segmentThroughGridVertex: ['coordinates', 'dim'],
  selfIntersectingRing: ['coordinates', 'collinear', 'duplicates', 'affine', 'turns'],
  sharedEndpointSegments: ['coordinates'],
  simpleRing: ['coordinates', 'collinear', 'duplicates', 'affine'],
  spikedRing: ['coordinates', 'collinear', 'duplicates', 'affine'],
  tJunctionSegmentSet: ['coordinates', 'minSegments', 'maxSegments'],
  tJunctionSegments: ['coordinates'],
  thinTriangle: ['coordinates'],
  touchingSegmentBox: ['coordinates', 'dim'],
  touchingTrianglePair: ['coordinates', 'touch'],
  zeroLengthSegment: ['coordinates', 'dim'],
  zeroLengthSegmentOnGrid: ['coordinates', 'dim'],
};

describe('every arbitrary names itself and its fields in its errors', () => {
  const builders = Object.entries(A).filter(([, f]) => typeof f === 'function');

  it('the table lists every exported arbitrary', () => {
    expect(builders.map(([name]) => name).sort()).toEqual(Object.keys(KNOWN_FIELDS).sort());
  });

  it.each(Object.entries(KNOWN_FIELDS))('%s refuses an unknown field with its list of known ones', (name, fields) => {
    const e = thrown(() => build(name as keyof typeof A)({ notAField: 1 })) as Error;
    expect(e).toBeInstanceOf(ExactRangeError);
    expect(e.message).toBe(`${name}: constraints.notAField is not a known field (known: ${fields.join(', ')})`);
  });

  it.each(Object.entries(KNOWN_FIELDS))('%s refuses a bad value in each field, naming it', (name, fields) => {
    for (const field of fields) {
      const e = thrown(() => build(name as keyof typeof A)({ [field]: 'no-such-value' })) as Error;
      // A field of choices refuses it as out of range, any other as the wrong type.
      expect(e instanceof ExactRangeError || e instanceof ExactTypeError, field).toBe(true);
      expect((e as ExactTypeError).code, field).toBe('bad_input');
      expect(e.message, field).toMatch(new RegExp(`^${name}: constraints\\.${field} is "no-such-value", expected `));
    }
  });
});
