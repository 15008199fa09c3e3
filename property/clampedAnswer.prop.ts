import * as fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { NO_LIMIT } from '../src/arrangement/arrangementOptions.js';
import type { Coordinate } from '../src/core/coordinate.js';
import { polygonValidity } from '../src/index.js';
import { clampedAnswer } from '../src/overlay/clampedAnswer.js';
import { ChannelLabels } from '../src/overlay/labels.js';
import { TABLES } from '../src/overlay/membership.js';
import { readOverlayEdges } from '../src/overlay/overlayEdges.js';
import { readOverlayOptions } from '../src/overlay/overlayOptions.js';
import { normalizeTouchingRings } from '../src/overlay/polygonOverlay.js';
import { touchingBoundaryGraph } from '../src/overlay/touchingSweep.js';
import { showValues } from '../test/overlay/show.js';
import { clampedWithSides, FAMILIES } from './support/clampFamilies.js';
import { params } from './support/params.js';

/*
 * clipPolygonToBox's answer straight from the clamped rings
 * (clampedAnswer.ts) is the general normaliser's, point for point and in
 * the same order, whenever it gives one, and valid; when it finds two
 * edges crossing, the touching sweep declines those rings too; on simple rings it
 * seldom declines (rings with holes that touch, spikes and lattice rings
 * that cross decline often, as they should: their edges inside the box
 * meet).
 */

const tally = new Map<string, { runs: number; declined: number }>();

afterAll(() => {
  for (const [name, { runs, declined }] of tally) console.log(`clampedAnswer: ${name}: declined ${declined} of ${runs}`);
});

/** The families the answer must take most of the time: rings without touching parts. */
const MOSTLY_ANSWERED = new Set(['simple grid rings', 'simple double rings', 'combs through one side']);

describe.each(FAMILIES)('the answer from clamped rings: %s', (name) => {
  const arb = (FAMILIES.find((f) => f[0] === name) as (typeof FAMILIES)[number])[1];
  it('is the general answer, valid, whenever it is given', () => {
    const count = { runs: 0, declined: 0 };
    tally.set(name, count);
    fc.assert(
      fc.property(arb, (c) => {
        const { rings, state } = clampedWithSides(c);
        if (rings.length === 0) return;
        count.runs++;
        const [x0, y0, x1, y1] = c.box;
        const points = rings as [Coordinate, Coordinate][][];
        const fast = clampedAnswer(state, c.rule === 'evenodd');
        if (fast === 'crossing') {
          // Two edges cross inside both: the touching sweep would decline too, so the general sweep takes them at once.
          const edges = readOverlayEdges('f', [{ rings, key: 0, name: 'rings' }]);
          const labels = new ChannelLabels(edges.segments.n, edges.key, edges.weight, {
            rules: [c.rule, c.rule],
            table: TABLES.first,
          });
          expect(touchingBoundaryGraph(edges, labels, NO_LIMIT)).toBeNull();
        }
        if (fast === null || fast === 'crossing') {
          count.declined++;
          return;
        }
        // Equal values: where points of two rings meet, either may give the coordinates (0 or Rational 0).
        expect(showValues(fast)).toEqual(showValues(normalizeTouchingRings(rings, readOverlayOptions('f', { rule: c.rule }))));
        expect(polygonValidity(fast).valid).toBe(true);
      }),
      params(200),
    );
    if (MOSTLY_ANSWERED.has(name)) expect(count.declined).toBeLessThanOrEqual(count.runs / 2);
  });
});
