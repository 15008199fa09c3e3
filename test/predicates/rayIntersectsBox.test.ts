import { describe, expect, it } from 'vitest';
import type { Box, Point } from '../../src/index.js';
import { rayIntersectsBox } from '../../src/index.js';
import { rayBoxFrac } from '../support/slabFrac.js';

/*
 * rayIntersectsBox on hand cases in 2D and 3D, and on every small lattice
 * ray against one box, compared with the fraction slab reference (which
 * never uses the library): every axis-parallel ray beside a slab, every ray
 * through an edge or a corner, every origin on the boundary.
 */

const box2: Box = { min: [0, 0], max: [2, 2] };
const box3: Box = { min: [0, 0, 0], max: [2, 2, 2] };

describe('rayIntersectsBox: hand cases', () => {
  it('2D: through, grazing a corner, along an edge, pointing away, parallel beside the box', () => {
    expect(rayIntersectsBox([-1, 1], [1, 0], box2)).toBe(true);
    expect(rayIntersectsBox([-1, 1], [1, 1], box2)).toBe(true); // y = x + 2: the corner (0, 2) only
    expect(rayIntersectsBox([-1, 2], [1, 0], box2)).toBe(true); // along the top edge
    expect(rayIntersectsBox([-1, 1], [-1, 0], box2)).toBe(false);
    expect(rayIntersectsBox([3, 1], [0, 1], box2)).toBe(false); // parallel to y, beside the x slab
    expect(rayIntersectsBox([-1, 1.5], [1, 1], box2)).toBe(false); // y = x + 2.5 passes the corner by 1/2
  });

  it('3D: a ray parallel to one axis and beside its slab misses, whatever the other two components', () => {
    expect(rayIntersectsBox([5, 0, 0], [0, 1, 1], box3)).toBe(false);
    expect(rayIntersectsBox([1, 5, 1], [1, 0, 1], box3)).toBe(false);
    expect(rayIntersectsBox([1, 1, -5], [1, 1, 0], box3)).toBe(false);
    expect(rayIntersectsBox([1, 1, 1], [0, 0, 1], box3)).toBe(true); // from inside
    expect(rayIntersectsBox([-1, -1, -1], [1, 1, 1], box3)).toBe(true); // through the corner (0, 0, 0)
    expect(rayIntersectsBox([-1, 3, 1], [1, -1, 0], box3)).toBe(true); // through the edge x = 0, y = 2
    expect(rayIntersectsBox([-1, 3, 1], [1, -1, 5], box3)).toBe(false); // the same start, leaving z first
  });
});

describe('rayIntersectsBox: every small lattice ray against one box, as the fraction reference', () => {
  const range = [-1, 0, 1, 2, 3];
  const dirs = [-1, 0, 1, 2];

  it('2D', () => {
    let hits = 0;
    for (const ox of range)
      for (const oy of range)
        for (const dx of dirs)
          for (const dy of dirs) {
            if (dx === 0 && dy === 0) continue;
            const o: Point = [ox, oy];
            const d: Point = [dx, dy];
            const want = rayBoxFrac(o, d, box2) !== null;
            expect(rayIntersectsBox(o, d, box2), JSON.stringify([o, d])).toBe(want);
            if (want) hits++;
          }
    expect(hits).toBeGreaterThan(100);
  });

  it('3D', () => {
    let hits = 0;
    for (const ox of range)
      for (const oy of range)
        for (const oz of range)
          for (const dx of dirs)
            for (const dy of dirs)
              for (const dz of dirs) {
                if (dx === 0 && dy === 0 && dz === 0) continue;
                const o: Point = [ox, oy, oz];
                const d: Point = [dx, dy, dz];
                const want = rayBoxFrac(o, d, box3) !== null;
                expect(rayIntersectsBox(o, d, box3), JSON.stringify([o, d])).toBe(want);
                if (want) hits++;
              }
    expect(hits).toBeGreaterThan(1000);
  });
});
