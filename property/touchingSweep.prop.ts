import * as fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { NO_LIMIT } from '../src/arrangement/arrangementOptions.js';
import { normalizePolygon, polygonValidity } from '../src/index.js';
import { boundaryGraph } from '../src/overlay/boundaryGraph.js';
import { ChannelLabels } from '../src/overlay/labels.js';
import { TABLES } from '../src/overlay/membership.js';
import { readOverlayEdges } from '../src/overlay/overlayEdges.js';
import { readOverlayOptions } from '../src/overlay/overlayOptions.js';
import { normalizeTouchingRings } from '../src/overlay/polygonOverlay.js';
import { touchingBoundaryGraph } from '../src/overlay/touchingSweep.js';
import { clamped, FAMILIES } from './support/clampFamilies.js';
import { params } from './support/params.js';

/*
 * The sweep without a crossing queue (touchingSweep.ts) gives the general
 * sweep's boundary graph, field by field, whenever it does not decline,
 * and so the same answer; on rings clamped onto a box (clipPolygonToBox's
 * input to it) it seldom declines. The families: support/clampFamilies.ts.
 */

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
