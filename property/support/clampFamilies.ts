import * as fc from 'fast-check';
import { ringWithHoles, simpleRing, spikedRing } from '../../src/arbitraries/index.js';
import type { Coordinate, Point2 } from '../../src/core/coordinate.js';
import type { FillRule } from '../../src/index.js';
import { Rational } from '../../src/index.js';
import type { ClampState } from '../../src/overlay/clampRingToBox.js';
import { clampedRings, clampRingToBox, clampState } from '../../src/overlay/clampRingToBox.js';

/*
 * Rings and boxes for the fast paths of clipPolygonToBox. Boxes take their
 * sides from the rings' own coordinates, so vertices lie on the sides and
 * at the corners, edges run along them, and rings leave and re-enter one
 * side; combs cross one side many times.
 */

export type Rings = Point2[][];
export type Case = { rings: Rings; box: [Coordinate, Coordinate, Coordinate, Coordinate]; rule: FillRule };

const R = (x: Coordinate): Rational => Rational.from(x);
const rules = fc.constantFrom<FillRule>('nonzero', 'evenodd');

/** A box whose sides are coordinates of the rings (sorted; a box without area gets one unit more). */
function boxOf(rings: Rings, picks: number[]): Case['box'] {
  const all = rings.flat();
  const at = (k: number, axis: 0 | 1): Coordinate => (all[(picks[k] as number) % all.length] as Point2)[axis];
  const side = (a: Coordinate, b: Coordinate): [Coordinate, Coordinate] => {
    const c = R(a).compare(R(b));
    if (c === 0) return [a, R(a).add(R(1))];
    return c < 0 ? [a, b] : [b, a];
  };
  const [x0, x1] = side(at(0, 0), at(1, 0));
  const [y0, y1] = side(at(2, 1), at(3, 1));
  return [x0, y0, x1, y1];
}

const withBox = (rings: fc.Arbitrary<Rings>): fc.Arbitrary<Case> =>
  fc
    .tuple(rings, fc.array(fc.nat(), { minLength: 4, maxLength: 4 }), rules)
    .map(([r, picks, rule]) => ({ rings: r, box: boxOf(r, picks), rule }));

/** A comb: teeth up through y = 0 and back, `teeth` of them, each a different height, closed below. */
const comb = fc
  .tuple(fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 5 }), fc.integer({ min: -2, max: 2 }), rules)
  .map(([heights, shift, rule]): Case => {
    const ring: Point2[] = [[0, -2]];
    heights.forEach((h, i) => {
      ring.push([2 * i, h], [2 * i + 1, h], [2 * i + 1, -1]);
    });
    ring.push([2 * heights.length, -2]);
    return { rings: [ring], box: [shift, 0, 2 * heights.length + shift, 3], rule };
  });

/** Small lattice rings (they cross each other: many decline). */
const lattice = fc.array(
  fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 })), { minLength: 3, maxLength: 7 }),
  { minLength: 1, maxLength: 3 },
) as fc.Arbitrary<Rings>;

/** The rings clamped onto the box as clipPolygonToBox clamps them (rings of fewer than three points dropped). */
export function clamped(c: Case): Rings {
  return clampedWithSides(c).rings;
}

/** `clamped`, with the clamp's state (each point's sides and nearest doubles as the clamp leaves them). */
export function clampedWithSides({ rings, box: [x0, y0, x1, y1] }: Case): { rings: Rings; state: ClampState } {
  const state = clampState(x0, y0, x1, y1);
  for (const ring of rings) clampRingToBox(ring.flat(), 0, ring.length, state);
  return { rings: clampedRings(state) as Point2[][], state };
}

export const FAMILIES: [string, fc.Arbitrary<Case>, boolean][] = [
  ['simple grid rings', withBox(simpleRing({ coordinates: 'grid' }).map((r) => [r])), true],
  ['simple double rings', withBox(simpleRing({ coordinates: 'double' }).map((r) => [r])), true],
  ['rings with holes (touching)', withBox(ringWithHoles({ coordinates: 'grid', holeWinding: 'any' })), true],
  ['rings with holes, rational', withBox(ringWithHoles({ coordinates: 'rational', holeWinding: 'any' })), true],
  ['spiked rings', withBox(spikedRing({ coordinates: 'grid' }).map((r) => [r])), true],
  ['combs through one side', comb, true],
  ['lattice rings', withBox(lattice), false],
];
