import * as fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ringWithHoles, simpleRing, spikedRing } from '../src/arbitraries/index.js';
import { NO_LIMIT } from '../src/arrangement/arrangementOptions.js';
import type { Coordinate, Point2 } from '../src/core/coordinate.js';
import type { FillRule } from '../src/index.js';
import { normalizePolygon, polygonValidity, Rational } from '../src/index.js';
import { boundaryGraph } from '../src/overlay/boundaryGraph.js';
import type { ClampState } from '../src/overlay/clampRingToBox.js';
import { clampRingToBox } from '../src/overlay/clampRingToBox.js';
import { ChannelLabels } from '../src/overlay/labels.js';
import { TABLES } from '../src/overlay/membership.js';
import { readOverlayEdges } from '../src/overlay/overlayEdges.js';
import { readOverlayOptions } from '../src/overlay/overlayOptions.js';
import { normalizeTouchingRings } from '../src/overlay/polygonOverlay.js';
import { touchingBoundaryGraph } from '../src/overlay/touchingSweep.js';
import { params } from './support/params.js';

/*
 * The sweep without a crossing queue (touchingSweep.ts) gives the general
 * sweep's boundary graph, field by field, whenever it does not decline,
 * and so the same answer; on rings clamped onto a box (clipPolygonToBox's
 * input to it) it seldom declines. Boxes take their sides from the rings'
 * own coordinates, so vertices lie on the sides and at the corners, edges
 * run along them, and rings leave and re-enter one side; combs cross one
 * side many times.
 */

type Rings = Point2[][];
type Case = { rings: Rings; box: [Coordinate, Coordinate, Coordinate, Coordinate]; rule: FillRule };

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
function clamped({ rings, box: [x0, y0, x1, y1] }: Case): Rings {
  const state: ClampState = { x0, y0, x1, y1, points: [], sides: [], levels: new Int8Array(0) };
  const out: Rings = [];
  for (const ring of rings) {
    const c = ring.flat();
    const r = clampRingToBox(c, 0, ring.length, state);
    if (r !== null && r.length >= 3) out.push(r as Point2[]);
  }
  return out;
}

const FAMILIES: [string, fc.Arbitrary<Case>, boolean][] = [
  ['simple grid rings', withBox(simpleRing({ coordinates: 'grid' }).map((r) => [r])), true],
  ['simple double rings', withBox(simpleRing({ coordinates: 'double' }).map((r) => [r])), true],
  ['rings with holes (touching)', withBox(ringWithHoles({ coordinates: 'grid', holeWinding: 'any' })), true],
  ['rings with holes, rational', withBox(ringWithHoles({ coordinates: 'rational', holeWinding: 'any' })), true],
  ['spiked rings', withBox(spikedRing({ coordinates: 'grid' }).map((r) => [r])), true],
  ['combs through one side', comb, true],
  ['lattice rings', withBox(lattice), false],
];

const tally = new Map<string, { runs: number; declined: number }>();

afterAll(() => {
  for (const [name, { runs, declined }] of tally) console.log(`touchingSweep: ${name}: declined ${declined} of ${runs}`);
});

describe.each(FAMILIES)('the touching sweep on clamped rings: %s', (name, arb, mostlyFast) => {
  it('gives the general sweep’s boundary graph and answer, valid, and seldom declines', () => {
    const count = { runs: 0, declined: 0 };
    tally.set(name, count);
    fc.assert(
      fc.property(arb, (c) => {
        const rings = clamped(c);
        if (rings.length === 0) return;
        count.runs++;
        const edges = readOverlayEdges('f', [{ rings, key: 0, name: 'rings' }]);
        const labels = () =>
          new ChannelLabels(edges.segments.n, edges.key, edges.weight, { rules: [c.rule, c.rule], table: TABLES.first });
        const fast = touchingBoundaryGraph(edges, labels(), NO_LIMIT);
        if (fast === null) count.declined++;
        else expect(fast).toEqual(boundaryGraph(edges, labels(), NO_LIMIT));
        const answer = normalizeTouchingRings(rings, readOverlayOptions('f', { rule: c.rule }));
        expect(answer).toEqual(normalizePolygon(rings, { rule: c.rule }));
        expect(polygonValidity(answer).valid).toBe(true);
      }),
      params(40),
    );
    if (mostlyFast) expect(count.declined).toBeLessThanOrEqual(count.runs / 10);
  });
});
