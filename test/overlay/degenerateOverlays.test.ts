import { describe, expect, it } from 'vitest';
import type { FillRule } from '../../src/index.js';
import { polygonOverlay } from '../../src/index.js';
import { degenerateOverlays, operandRings } from '../support/degenerateOverlays.js';
import { overlayProblem } from '../support/overlayCheck.js';

/*
 * The robustness census's degenerate sets (bench/overlayCensus.ts runs the
 * peers on them too): our answer to every pair, under every operation and
 * both fill rules, must be valid and hold exactly the points the operation
 * says (overlayProblem: polygonValidity, then membership at test points).
 */
const OPERATIONS = ['intersection', 'union', 'difference', 'xor'] as const;
const RULES: readonly FillRule[] = ['nonzero', 'evenodd'];

const cases = degenerateOverlays();
const families = [...new Set(cases.map((c) => c.family))];

describe('polygonOverlay on the degenerate sets: valid, and right at the test points', () => {
  for (const family of families) {
    it(family, () => {
      for (const c of cases.filter((x) => x.family === family)) {
        const a = operandRings(c.a);
        const b = operandRings(c.b);
        for (const operation of OPERATIONS) {
          for (const rule of RULES) {
            const answer = polygonOverlay(a, b, operation, { rule });
            expect(overlayProblem(operation, a, b, rule, answer), `${c.name}, ${operation}, ${rule}`).toBeNull();
          }
        }
      }
    });
  }
});
